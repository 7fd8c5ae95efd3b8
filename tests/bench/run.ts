/**
 * `npm run bench`: the shop-list API against 100,000 products, 50 concurrent clients.
 * Prints p50/p95/p99 per request shape and overall, on the embedded database (PGlite over pglite-socket,
 * as `npm start` runs it) and, when BENCH_DATABASE_URL points at a Postgres server, on that too (a scratch
 * database `shop_bench` is created there and dropped afterwards). Figures only: nothing passes or fails.
 * Options (env): BENCH_PRODUCTS (100000), BENCH_CONCURRENCY (50), BENCH_REQUESTS (2000), BENCH_EMBEDDED=0 to skip PGlite.
 */
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import postgres from "postgres";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner, postgresRunner } from "../../scripts/db/sql-runner.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { connect, databaseFromSql } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";
import { listingShapes, toQueryString } from "../support/listing-shapes.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);

const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Typical browsing: each shape on its first five pages, so totals repeat but pages differ. */
function requestPath(n: number) {
  const { name, filter } = listingShapes[n % listingShapes.length]!;
  const page = filter.page + (Math.floor(n / listingShapes.length) % 5);
  return { name, path: `/api/products?${toQueryString({ ...filter, page })}` };
}

async function measure(label: string, url: string, concurrency: number, requests: number) {
  const sql = connect(url, concurrency);
  const db = databaseFromSql(sql);
  const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db), {
    loadShell: async () => "<html><head><title></title></head><body></body></html>",
  });
  // Warm up: every shape once.
  for (const shape of listingShapes)
    await app.request(requestPath(listingShapes.indexOf(shape)).path, {}, {}, executionCtx);

  const timings = new Map<string, number[]>(listingShapes.map((s) => [s.name, []]));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const { name, path } = requestPath(next++);
        const t0 = performance.now();
        const res = await app.request(path, {}, {}, executionCtx);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        timings.get(name)!.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sql.end();

  const all = [...timings.values()].flat().sort((a, b) => a - b);
  console.log(
    `\n## ${label}: ${PRODUCTS.toLocaleString("en")} products, ${concurrency} concurrent clients, ${requests} requests`,
  );
  console.log(`throughput ${(requests / seconds).toFixed(0)} req/s`);
  console.log(`${"shape".padEnd(28)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
  for (const [name, list] of timings) {
    list.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(28)} ${percentile(list, 50).toFixed(1).padStart(8)} ${percentile(list, 95).toFixed(1).padStart(8)} ${percentile(list, 99).toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `${"ALL".padEnd(28)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 95).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)}`,
  );
}

async function embedded() {
  const t0 = performance.now();
  const pg = await openPglite();
  const runner = pgliteRunner(pg);
  await bootstrapLocal(runner);
  await migrate(runner);
  await loadBulkCatalogue(runner, PRODUCTS);
  await pg.exec("vacuum analyze");
  console.log(`embedded database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = new PGLiteSocketServer({ db: pg, host: "127.0.0.1", port: 0, maxConnections: CONCURRENCY + 5 });
  await server.start();
  const port = (server as unknown as { port: number }).port;
  try {
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    await measure("embedded (PGlite over pglite-socket)", url, 1, 260);
    await measure("embedded (PGlite over pglite-socket)", url, CONCURRENCY, REQUESTS);
  } finally {
    await server.stop();
    await pg.close();
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
    await measure("Postgres server", benchUrl.toString(), 1, 260);
    await measure("Postgres server", benchUrl.toString(), CONCURRENCY, REQUESTS);
  } finally {
    await setup.end();
    await admin.unsafe("drop database if exists shop_bench");
    await admin.end();
  }
}

if (process.env.BENCH_EMBEDDED !== "0") await embedded();
if (process.env.BENCH_DATABASE_URL) await server(process.env.BENCH_DATABASE_URL);
else console.log("\n(Set BENCH_DATABASE_URL=postgres://… to also measure on a Postgres server.)");
