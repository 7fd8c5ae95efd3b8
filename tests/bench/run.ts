/**
 * `npm run bench`: the shop-list API against 100,000 products at 50 concurrent clients, in-process
 * (Hono's app.request, the same app the Worker runs), on the embedded database (PGlite over
 * pglite-socket, as `npm start` runs it) and, when BENCH_DATABASE_URL points at a Postgres server, on that
 * too (a scratch database `shop_bench` is created there and dropped afterwards).
 *
 * Two runs per database, figures only (nothing passes or fails):
 * - "typical traffic": the app as deployed, with the isolate's catalogue cache (worker/services/
 *   answer-cache.ts), on a replayable mix of browsing, popular searches and BENCH_NEW_SEARCHES (share)
 *   searches nobody made before, with the deployed cache times. It starts warm (a first pass of the same
 *   mix, its own new searches), as a shop is after its first minute; the count of requests that reached
 *   the database is printed.
 * - "database path": caching off, every shape on its first five pages; what each request costs when
 *   its answer is not in memory.
 * Options (env): BENCH_PRODUCTS (100000), BENCH_CONCURRENCY (50), BENCH_REQUESTS (4000),
 * BENCH_NEW_SEARCHES (0.02), BENCH_EMBEDDED=0 to skip PGlite.
 */
import { Worker } from "node:worker_threads";
import postgres from "postgres";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { postgresRunner } from "../../scripts/db/sql-runner.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { type Database, openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { type CatalogueCacheTimes, DEFAULT_CATALOGUE_CACHE_TIMES } from "../../worker/services/catalogue-cache.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";
import { everyShape, type PlannedRequest, typicalTraffic } from "./traffic.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const NEW_SEARCHES = Number(process.env.BENCH_NEW_SEARCHES ?? 0.02);

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

type App = ReturnType<typeof createApp>;

/** Replays `plan` with `concurrency` clients, each sending its next request as soon as the last is answered. */
async function replay(app: App, plan: PlannedRequest[], concurrency: number) {
  const timings = new Map<string, number[]>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plan.length) {
        const { kind, path } = plan[next++]!;
        // A request reaches a server as an I/O event: yield to the event loop as the network would, or
        // answers served from memory (all microtasks) starve the database sockets' callbacks.
        await new Promise((resolve) => setImmediate(resolve));
        const t0 = performance.now();
        const res = await app.request(path, {}, {}, executionCtx);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        const list = timings.get(kind) ?? [];
        list.push(performance.now() - t0);
        timings.set(kind, list);
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

function report(title: string, { timings, seconds }: Awaited<ReturnType<typeof replay>>) {
  const all = [...timings.values()].flat().sort((a, b) => a - b);
  const row = (name: string, list: number[]) =>
    `${name.padEnd(28)} ${String(list.length).padStart(6)} ${[50, 95, 99]
      .map((p) => percentile(list, p).toFixed(1).padStart(8))
      .join(" ")}`;
  console.log(`\n## ${title}`);
  console.log(`throughput ${(all.length / seconds).toFixed(0)} req/s`);
  console.log(
    `${"requests".padEnd(28)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
  );
  for (const [name, list] of [...timings].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      row(
        name,
        list.sort((a, b) => a - b),
      ),
    );
  }
  console.log(row("ALL", all));
}

async function measure(label: string, url: string) {
  const inner = openDatabase(url, CONCURRENCY);
  // Counts the transactions the app asks for: how many requests reached the database.
  let transactions = 0;
  const db: Database = { ...inner, run: (caller, work) => (transactions++, inner.run(caller, work)) };
  const appWith = (catalogueCache: CatalogueCacheTimes) =>
    createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db), {
      loadShell: async () => "<html><head><title></title></head><body></body></html>",
      catalogueCache,
    });
  const scale = `${PRODUCTS.toLocaleString("en")} products, ${CONCURRENCY} concurrent clients`;
  try {
    const cached = appWith(DEFAULT_CATALOGUE_CACHE_TIMES);
    const traffic = typicalTraffic(REQUESTS, { newSearchShare: NEW_SEARCHES });
    // Warm-up pass (not measured); its new searches differ from the measured pass's, so those stay misses.
    await replay(cached, typicalTraffic(REQUESTS, { newSearchShare: NEW_SEARCHES, seed: 7 }), CONCURRENCY);
    transactions = 0;
    const result = await replay(cached, traffic, CONCURRENCY);
    report(
      `${label}, typical traffic (catalogue cache on, ${(NEW_SEARCHES * 100).toFixed(0)}% new searches): ${scale}`,
      result,
    );
    console.log(`requests that reached the database: ${transactions} of ${traffic.length}`);

    const uncached = appWith({ freshSeconds: 0, staleSeconds: 0 });
    const shapes = everyShape(Math.min(REQUESTS, 2_000));
    await replay(uncached, shapes.slice(0, 13), 1);
    report(`${label}, database path (no cache), 1 client`, await replay(uncached, shapes.slice(0, 260), 1));
    report(`${label}, database path (no cache): ${scale}`, await replay(uncached, shapes, CONCURRENCY));
  } finally {
    await inner.close();
  }
}

async function embedded() {
  const t0 = performance.now();
  const thread = new Worker(new URL("./embedded-thread.mjs", import.meta.url), {
    workerData: { products: PRODUCTS, maxConnections: CONCURRENCY + 5 },
  });
  const next = () =>
    new Promise<{ port?: number }>((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
  const { port } = await next();
  console.log(`embedded database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await measure("Embedded (PGlite over pglite-socket)", `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  } finally {
    thread.postMessage("stop");
    await next();
    await thread.terminate();
  }
}

async function server(baseUrl: string) {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists shop_bench");
  await admin.unsafe("create database shop_bench");
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = "/shop_bench";
  const setup = postgres(benchUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    const runner = postgresRunner(setup);
    await bootstrapLocal(runner);
    await migrate(runner);
    await loadBulkCatalogue(runner, PRODUCTS);
    await setup.unsafe("vacuum analyze");
    await measure("Postgres server", benchUrl.toString());
  } finally {
    await setup.end();
    await admin.unsafe("drop database if exists shop_bench");
    await admin.end();
  }
}

if (process.env.BENCH_EMBEDDED !== "0") await embedded();
if (process.env.BENCH_DATABASE_URL) await server(process.env.BENCH_DATABASE_URL);
else console.log("\n(Set BENCH_DATABASE_URL=postgres://… to also measure on a Postgres server.)");
