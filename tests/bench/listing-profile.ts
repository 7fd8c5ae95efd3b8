/**
 * The listing's database path alone, for a CPU profile (issue 39, decision 028): `npx tsx tests/bench/listing-profile.ts`
 * with BENCH_DATABASE_URL set. Replays `npm run bench`'s "database path (no cache)" (every shape on its first five
 * pages, PROFILE_CLIENTS clients, PROFILE_REQUESTS requests) through the app, or (PROFILE_MODE=bare) the same queries
 * through postgres.js straight, as tests/bench/run.ts does. Its scratch database (BENCH_DB_NAME, default
 * shop_bench_profile) is kept between runs: made and loaded on the first (PROFILE_FRESH=1 makes it again).
 * Under a profiler: `node --import tsx --cpu-prof --cpu-prof-dir /tmp/prof tests/bench/listing-profile.ts`.
 */
import postgres from "postgres";
import { PAGE_SIZE } from "../../domain/catalogue.ts";
import { consoleMail } from "../../worker/adapters/mail/embedded.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { listProducts } from "../../worker/db/catalogue.ts";
import { anonymous, openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { TtlCache } from "../../worker/services/ttl-cache.ts";
import { fillBenchDatabase } from "./bench-database.ts";
import { percentile } from "./orders.ts";
import { everyShape, everyShapeFilter } from "./traffic.ts";

const MODE = process.env.PROFILE_MODE ?? "app";
const CLIENTS = Number(process.env.PROFILE_CLIENTS ?? 50);
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DB_NAME = process.env.BENCH_DB_NAME ?? "shop_bench_profile";
const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) throw new Error("Set BENCH_DATABASE_URL=postgres://… (a server; the scratch database is made there)");
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`BENCH_DB_NAME ${DB_NAME} is not a plain name`);

const url = new URL(baseUrl);
url.pathname = `/${DB_NAME}`;
await prepareDatabase();

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
const timings: number[] = [];
let t0 = 0;
let cpu0 = process.cpuUsage();

async function replay(count: number, send: (n: number, client: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next < count) {
        const n = next++;
        await new Promise((resolve) => setImmediate(resolve)); // as run.ts: a request arrives as an I/O event
        const started = performance.now();
        await send(n, client);
        timings.push(performance.now() - started);
      }
    }),
  );
}

/** A warm-up pass (not measured), then the measured one, its clocks started right before it. */
async function warmThenMeasure(send: (n: number, client: number) => Promise<unknown>, reset?: () => void) {
  await replay(Math.min(REQUESTS, 500), send);
  timings.length = 0;
  reset?.();
  t0 = performance.now();
  cpu0 = process.cpuUsage();
  if (process.env.PROFILE_MARK) console.log("--- measuring ---");
  await replay(REQUESTS, send);
}

if (MODE === "bare" || MODE === "bare-tx" || MODE === "bare-1rt") {
  const filters = everyShapeFilter(REQUESTS);
  const totals = new TtlCache<number>(60_000, 1_000);
  const clients = Array.from({ length: CLIENTS }, () =>
    postgres(url.toString(), { max: 1, prepare: false, fetch_types: false, onnotice: () => {} }),
  );
  await Promise.all(
    clients.map(
      (sql) =>
        sql`select set_config('role', 'anon', false), set_config('request.jwt.claims', '{"role":"anon"}', false)`,
    ),
  );
  // PROFILE_MODE=bare-tx: each request in its own transaction as the app's (BEGIN and the role sent with the
  // queries, COMMIT after them), straight through postgres.js: what the transaction's round trip costs alone.
  const begin = `begin; select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`;
  const send =
    MODE === "bare-tx"
      ? async (n: number, client: number) => {
          const sql = clients[client]!;
          const opened = sql.unsafe(begin).simple();
          const result = await listProducts(sql, filters[n]!.filter, PAGE_SIZE, totals);
          await opened;
          await sql.unsafe("commit").simple();
          return result;
        }
      : MODE === "bare-1rt"
        ? // The same in one write: COMMIT sent behind the queries without waiting for them (a unit whose statements
          // go out together, as helper h1's unit of work sends them).
          async (n: number, client: number) => {
            const sql = clients[client]!;
            const opened = sql.unsafe(begin).simple();
            const result = listProducts(sql, filters[n]!.filter, PAGE_SIZE, totals);
            const committed = sql.unsafe("commit").simple();
            await Promise.all([opened, result, committed]);
            return result;
          }
        : (n: number, client: number) => listProducts(clients[client]!, filters[n]!.filter, PAGE_SIZE, totals);
  await warmThenMeasure(send);
  await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })));
} else if (MODE === "db") {
  // The unit of work (worker/db/database.ts) alone: the app's transaction and role, no Hono, no JSON.
  const db = openDatabase(url.toString(), CLIENTS);
  const filters = everyShapeFilter(REQUESTS);
  const totals = new TtlCache<number>(60_000, 1_000);
  const send = (n: number) => db.run(anonymous, (tx) => listProducts(tx, filters[n]!.filter, PAGE_SIZE, totals));
  await warmThenMeasure(send);
  await db.close();
} else {
  const db = openDatabase(url.toString(), CLIENTS);
  // As tests/bench/run.ts and the Worker build them: the configuration read once, the dependencies per request.
  const config = parseConfig({ ENVIRONMENT: "test" });
  const app = createApp(() => ({ ...buildDeps(config, db), mail: consoleMail(() => {}) }), {
    loadShell: async () => "<html><head><title></title></head><body></body></html>",
    catalogueCache: { freshSeconds: 0, staleSeconds: 0 },
  });
  const plan = everyShape(REQUESTS);
  let bytes = 0;
  const send = async (n: number) => {
    const res = await app.request(plan[n]!.path, {}, {}, executionCtx);
    if (res.status !== 200) throw new Error(`${plan[n]!.path} answered ${res.status}: ${await res.text()}`);
    bytes += (await res.arrayBuffer()).byteLength;
  };
  await warmThenMeasure(send, () => {
    bytes = 0;
  });
  console.log(`answer bytes per request ${(bytes / REQUESTS).toFixed(0)}`);
  await db.close();
}

const seconds = (performance.now() - t0) / 1000;
timings.sort((a, b) => a - b);
const cpu = process.cpuUsage(cpu0);
console.log(
  `${MODE}, ${CLIENTS} clients, ${REQUESTS} requests: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms; process CPU ${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(3)} ms per request`,
);

async function prepareDatabase() {
  const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${DB_NAME}`;
    if (exists && process.env.PROFILE_FRESH !== "1") return;
    await admin.unsafe(`drop database if exists ${DB_NAME}`);
    await admin.unsafe(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  await fillBenchDatabase(url.toString(), PRODUCTS);
}
