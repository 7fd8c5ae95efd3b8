/**
 * `npm run bench`: the shop-list API against 100,000 products at 50 concurrent clients, and order
 * placing by 50 shoppers at once, in-process (Hono's app.request, the same app the Worker runs), on the
 * embedded database (PGlite over the socket server `npm start` uses, on its own thread) and, when
 * BENCH_DATABASE_URL points at a Postgres server, on that too (a scratch database `shop_bench` is
 * created there and dropped afterwards).
 *
 * Runs per database, figures only (nothing passes or fails):
 * - "typical traffic": the app as deployed, with the isolate's catalogue cache (worker/services/
 *   answer-cache.ts), on a replayable mix of browsing, popular searches and BENCH_NEW_SEARCHES (share)
 *   searches nobody made before, with the deployed cache times. It starts warm (a first pass of the same
 *   mix, its own new searches), as a shop is after its first minute; the count of requests that reached
 *   the database is printed.
 * - "database path": caching off, every shape on its first five pages; what each request costs when
 *   its answer is not in memory, at 1 client and at BENCH_CONCURRENCY.
 * - "bare SQL": the same shapes' queries (worker/db/catalogue.ts) sent straight through postgres.js, no
 *   Hono, no transaction, no role, at the same concurrencies; the database path's p50 is printed as a
 *   multiple of it: what our layers cost.
 * - "catalogue import" (PGlite only, tests/bench/catalogue-import.ts): preview, apply and undo of a 5,000-row
 *   CSV import (BENCH_IMPORT_ROWS) and a price change on as many sizes, through the app as an admin.
 * - "newsletter" (PGlite only, tests/bench/campaigns.ts): queuing a campaign to 20,000 confirmed subscribers
 *   (BENCH_SUBSCRIBERS) in the outbox, batches of 100.
 * - "placing orders": BENCH_CONCURRENCY shoppers (each its own address, as the rate limit counts them)
 *   placing BENCH_ORDERS orders of 2 to 4 products (pickup, bank transfer), each sent as soon as the
 *   shopper's last one was answered (tests/bench/orders.ts).
 * Options (env): BENCH_PRODUCTS (100000), BENCH_CONCURRENCY (50), BENCH_REQUESTS (4000),
 * BENCH_NEW_SEARCHES (0.02), BENCH_LISTING_REQUESTS (2000: the database path and bare SQL runs), BENCH_ORDERS (500),
 * BENCH_EMBEDDED=0 to skip PGlite, BENCH_ONLY=listing|orders for
 * one part only (no import or newsletter run), BENCH_DB_NAME (shop_bench) for the server's scratch database.
 */
import { Worker } from "node:worker_threads";
import postgres from "postgres";
import { PAGE_SIZE } from "../../domain/catalogue.ts";
import type { SocketServerStats } from "../../scripts/embedded/socket-server.ts";
import { consoleMail } from "../../worker/adapters/mail/embedded.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { listProducts } from "../../worker/db/catalogue.ts";
import { type Database, openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { type CatalogueCacheTimes, DEFAULT_CATALOGUE_CACHE_TIMES } from "../../worker/services/catalogue-cache.ts";
import { TtlCache } from "../../worker/services/ttl-cache.ts";
import { fillBenchDatabase } from "./bench-database.ts";
import { benchCampaign } from "./campaigns.ts";
import { benchCatalogueImport } from "./catalogue-import.ts";
import { describeRun, findSaleItems, orderBodies, percentile, placeOrders, type Send } from "./orders.ts";
import { everyShape, everyShapeFilter, type PlannedRequest, typicalTraffic } from "./traffic.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const NEW_SEARCHES = Number(process.env.BENCH_NEW_SEARCHES ?? 0.02);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
/** "listing" or "orders": only that part, on each database (no import or newsletter run). */
const ONLY = process.env.BENCH_ONLY ?? "";
/** The scratch database made on BENCH_DATABASE_URL's server (and dropped after). */
const SERVER_DB = process.env.BENCH_DB_NAME ?? "shop_bench";

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

type App = ReturnType<typeof createApp>;
type Timings = Map<string, number[]>;
interface Replayed {
  timings: Timings;
  seconds: number;
}

/**
 * Replays `plan` with `concurrency` clients, each sending its next request as soon as the last is answered. The
 * requests are made before the clock starts: a Worker is handed its Request by the runtime (workerd makes it
 * natively), so making one in Node (undici's Request, its URL and headers, about a tenth of the app's CPU per request
 * here) is the bench's work, not the app's (issue 39, decision 028 session 26).
 */
async function replay(app: App, plan: PlannedRequest[], concurrency: number): Promise<Replayed> {
  const made = plan.map((planned) => ({ ...planned, request: new Request(`http://localhost${planned.path}`) }));
  return replayWith(made, concurrency, async ({ path, request }) => {
    const res = await app.fetch(request, {}, executionCtx);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  });
}

async function replayWith<P extends { kind: string }>(
  plan: P[],
  concurrency: number,
  send: (planned: P, client: number) => Promise<unknown>,
): Promise<Replayed> {
  const timings: Timings = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (next < plan.length) {
        const planned = plan[next++]!;
        // A request reaches a server as an I/O event: yield to the event loop as the network would, or
        // answers served from memory (all microtasks) starve the database sockets' callbacks.
        await new Promise((resolve) => setImmediate(resolve));
        const t0 = performance.now();
        await send(planned, client);
        const list = timings.get(planned.kind) ?? [];
        list.push(performance.now() - t0);
        timings.set(planned.kind, list);
      }
    }),
  );
  for (const list of timings.values()) list.sort((a, b) => a - b);
  return { timings, seconds: (performance.now() - started) / 1000 };
}

const allOf = (timings: Timings) => [...timings.values()].flat().sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(1).padStart(8);

function report(title: string, { timings, seconds }: Replayed) {
  const all = allOf(timings);
  const row = (name: string, list: number[]) =>
    `${name.padEnd(28)} ${String(list.length).padStart(6)} ${[50, 95, 99].map((p) => ms(percentile(list, p))).join(" ")}`;
  console.log(`\n## ${title}`);
  console.log(`throughput ${(all.length / seconds).toFixed(0)} req/s`);
  console.log(
    `${"requests".padEnd(28)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
  );
  for (const [name, list] of [...timings].sort(([a], [b]) => a.localeCompare(b))) console.log(row(name, list));
  console.log(row("ALL", all));
}

/** The bare run's figures per shape beside the app's database path, and the ratio of their p50s. */
function reportBare(title: string, bare: Replayed, app: Replayed): string {
  const all = allOf(bare.timings);
  console.log(`\n## ${title}`);
  console.log(`throughput ${(all.length / bare.seconds).toFixed(0)} req/s`);
  console.log(
    `${"requests".padEnd(28)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"app p50".padStart(8)} ${"× bare".padStart(7)}`,
  );
  const row = (name: string, list: number[], appList: number[]) => {
    const ratio = percentile(appList, 50) / percentile(list, 50);
    return `${name.padEnd(28)} ${String(list.length).padStart(6)} ${[50, 95, 99].map((p) => ms(percentile(list, p))).join(" ")} ${ms(percentile(appList, 50))} ${ratio.toFixed(1).padStart(6)}×`;
  };
  for (const [name, list] of [...bare.timings].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(row(name, list, app.timings.get(name) ?? []));
  }
  const appAll = allOf(app.timings);
  console.log(row("ALL", all, appAll));
  return (percentile(appAll, 50) / percentile(all, 50)).toFixed(1);
}

/** The app over BENCH_CONCURRENCY connections to `url`, and how many transactions it asked for. */
function shopOn(url: string) {
  const inner = openDatabase(url, CONCURRENCY);
  const counter = { transactions: 0 };
  const db: Database = {
    ...inner,
    run: (caller, work) => {
      counter.transactions++;
      return inner.run(caller, work);
    },
  };
  // Read once, as the Worker does (worker/index.ts configFrom); the dependencies are built per request as there.
  const config = parseConfig({ ENVIRONMENT: "test" });
  const appWith = (catalogueCache: CatalogueCacheTimes) =>
    // Mail goes to the outbox and a silent transport (the embedded one prints every message).
    createApp(() => ({ ...buildDeps(config, db), mail: consoleMail(() => {}) }), {
      loadShell: async () => "<html><head><title></title></head><body></body></html>",
      catalogueCache,
    });
  return { appWith, counter, close: () => inner.close() };
}

async function measure(label: string, url: string) {
  // BENCH_LISTING_REQUESTS: a longer database path and bare run (the same mix repeated) for a steadier ratio.
  const count = Number(process.env.BENCH_LISTING_REQUESTS ?? Math.min(REQUESTS, 2_000));
  // One set of connections at a time: a Postgres server allows 100 by default.
  if (ONLY !== "orders") {
    const { appOne, appMany } = await listing(label, url, count);
    await bareBaseline(label, url, count, appOne, appMany);
  }
  if (ONLY !== "listing") await ordersRun(label, url);
}

async function listing(label: string, url: string, count: number) {
  const shop = shopOn(url);
  const scale = `${PRODUCTS.toLocaleString("en")} products, ${CONCURRENCY} concurrent clients`;
  try {
    const cached = shop.appWith(DEFAULT_CATALOGUE_CACHE_TIMES);
    const traffic = typicalTraffic(REQUESTS, { newSearchShare: NEW_SEARCHES });
    // Warm-up pass (not measured); its new searches differ from the measured pass's, so those stay misses.
    await replay(cached, typicalTraffic(REQUESTS, { newSearchShare: NEW_SEARCHES, seed: 7 }), CONCURRENCY);
    shop.counter.transactions = 0;
    const result = await replay(cached, traffic, CONCURRENCY);
    report(
      `${label}, typical traffic (catalogue cache on, ${(NEW_SEARCHES * 100).toFixed(0)}% new searches): ${scale}`,
      result,
    );
    console.log(`requests that reached the database: ${shop.counter.transactions} of ${traffic.length}`);

    const uncached = shop.appWith({ freshSeconds: 0, staleSeconds: 0 });
    const shapes = everyShape(count);
    await replay(uncached, shapes.slice(0, 13), 1);
    const appOne = await replay(uncached, shapes.slice(0, 260), 1);
    report(`${label}, database path (no cache), 1 client`, appOne);
    const appMany = await replay(uncached, shapes, CONCURRENCY);
    report(`${label}, database path (no cache): ${scale}`, appMany);
    return { appOne, appMany };
  } finally {
    await shop.close();
  }
}

/**
 * The same listing queries (worker/db/catalogue.ts) as the database path, in the same order and with
 * the same cached totals, sent straight through postgres.js, one connection per client: no Hono, no
 * transaction, no role per request. Each connection acts as anon from its first statement on (session
 * setting, once): as the login superuser RLS is off and the planner picks other, slower plans for the
 * searches (a 15 ms nested loop over products_by_name instead of 8 ms through the trigram index), and
 * the ratio would no longer be the cost of our layers.
 */
async function bareBaseline(label: string, url: string, count: number, appOne: Replayed, appMany: Replayed) {
  const filters = everyShapeFilter(count);
  const totals = new TtlCache<number>(60_000, 1_000); // as the app's listingTotals
  const run = async (plan: typeof filters, concurrency: number) => {
    const clients = Array.from({ length: concurrency }, () =>
      postgres(url, { max: 1, prepare: false, fetch_types: false, onnotice: () => {} }),
    );
    try {
      await Promise.all(
        clients.map(
          (sql) =>
            sql`select set_config('role', 'anon', false), set_config('request.jwt.claims', '{"role":"anon"}', false)`,
        ),
      );
      return await replayWith(plan, concurrency, ({ filter }, client) =>
        listProducts(clients[client]!, filter, PAGE_SIZE, totals),
      );
    } finally {
      // PGlite has one session for all connections: leave it as it was.
      await clients[0]!`reset role; reset request.jwt.claims`.simple();
      await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })));
    }
  };
  await run(filters.slice(0, 13), 1);
  const one = reportBare(
    `${label}, bare SQL (postgres.js straight, no app), 1 client`,
    await run(filters.slice(0, 260), 1),
    appOne,
  );
  const many = reportBare(
    `${label}, bare SQL (postgres.js straight, no app), ${CONCURRENCY} clients`,
    await run(filters, CONCURRENCY),
    appMany,
  );
  console.log(`app DB path p50 = ${one}× bare at 1 client, ${many}× bare at ${CONCURRENCY} clients`);
}

/** BENCH_ORDERS orders by BENCH_CONCURRENCY shoppers at once, through the app as deployed. */
async function ordersRun(label: string, url: string) {
  const shop = shopOn(url);
  try {
    await placeOrdersBench(label, shop.appWith(DEFAULT_CATALOGUE_CACHE_TIMES));
  } finally {
    await shop.close();
  }
}

async function placeOrdersBench(label: string, app: App) {
  const background: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (work: Promise<unknown>) => void background.push(work.catch(() => {})),
    passThroughOnException() {},
    props: {},
  };
  const send: Send = (path, init) => Promise.resolve(app.request(path, init, {}, ctx as never));
  const items = await findSaleItems(send);
  const products = new Set(items.map((i) => i.productId)).size;
  const run = await placeOrders(send, orderBodies(ORDERS, items, 2026, `bench-${Date.now().toString(36)}`), {
    concurrency: CONCURRENCY,
  });
  const t0 = performance.now();
  while (background.length) await Promise.all(background.splice(0));
  console.log(
    `\n## ${label}, placing orders: ${CONCURRENCY} shoppers at once, ${ORDERS} orders of 2-4 of ${products} products (pickup, bank transfer)`,
  );
  console.log(`${describeRun(run)}; p99 ${percentile(run.timings, 99).toFixed(0)} ms`);
  console.log(`background work after the last answer (mail outbox): ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function embedded() {
  const t0 = performance.now();
  const thread = new Worker(new URL("./embedded-thread.mjs", import.meta.url), {
    workerData: { products: PRODUCTS },
  });
  const next = () =>
    new Promise<{ port?: number; stats?: SocketServerStats; logged?: string[] }>((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
  const { port } = await next();
  console.log(`embedded database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await measure("Embedded (PGlite)", `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  } finally {
    thread.postMessage("stop");
    const { stats, logged } = await next();
    await thread.terminate();
    if (stats) {
      console.log(
        `\nsocket server: ${stats.connections} connections, ${stats.refused} refused, ${stats.evicted} evicted (silent in a transaction), ${stats.rolledBackOnClose} rolled back on close, up to ${stats.maxWaiting} waiting, longest wait for an owner's next statement ${stats.longestSilenceMs.toFixed(0)} ms; PGlite executed ${(stats.busyMs / 1000).toFixed(1)} s of the ${(stats.heldMs / 1000).toFixed(1)} s the session was held; ${stats.batches} batches, ${stats.continued} of them after a wait for their owner (${(stats.silentMs / 1000).toFixed(1)} s in all)`,
      );
    }
    for (const line of logged ?? []) console.log(`socket server: ${line}`);
  }
}

async function server(baseUrl: string) {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  if (!/^[a-z_][a-z0-9_]*$/.test(SERVER_DB)) throw new Error(`BENCH_DB_NAME ${SERVER_DB} is not a plain name`);
  await admin.unsafe(`drop database if exists ${SERVER_DB}`);
  await admin.unsafe(`create database ${SERVER_DB}`);
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${SERVER_DB}`;
  try {
    await fillBenchDatabase(benchUrl.toString(), PRODUCTS);
    await measure("Postgres server", benchUrl.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${SERVER_DB}`);
    await admin.end();
  }
}

const started = performance.now();
if (process.env.BENCH_EMBEDDED !== "0") {
  await embedded();
  if (!ONLY) {
    await benchCatalogueImport();
    await benchCampaign();
  }
}
if (process.env.BENCH_DATABASE_URL) await server(process.env.BENCH_DATABASE_URL);
else console.log("\n(Set BENCH_DATABASE_URL=postgres://… to also measure on a Postgres server.)");
console.log(`\nbench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
