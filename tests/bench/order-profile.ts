/**
 * Where an order's time goes in the embedded database: `npx tsx tests/bench/order-profile.ts`. PGlite in this
 * process behind the same socket server as `npm start`, a small catalogue (PROFILE_PRODUCTS, 2,000), then
 * PROFILE_ORDERS (300) orders by 50 shoppers through the app (tests/bench/orders.ts), with every batch of wire
 * messages PGlite executes timed and named by its statements. Prints PGlite's time per statement kind, per order
 * and per request kind: what each order costs the one session every connection shares (decision 028, issue 39).
 */
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { consoleMail } from "../../worker/adapters/mail/embedded.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";
import { describeRun, findSaleItems, orderBodies, placeOrders, type Send } from "./orders.ts";

const PRODUCTS = Number(process.env.PROFILE_PRODUCTS ?? 2_000);
const ORDERS = Number(process.env.PROFILE_ORDERS ?? 300);

/** The statements a batch of frontend messages carries (Parse 'P' and simple Query 'Q'), shortened. */
function statementsOf(batch: Uint8Array): string[] {
  const found: string[] = [];
  const text = new TextDecoder();
  let at = 0;
  while (at + 5 <= batch.length) {
    const type = batch[at]!;
    const length = (batch[at + 1]! << 24) | (batch[at + 2]! << 16) | (batch[at + 3]! << 8) | batch[at + 4]!;
    const body = batch.subarray(at + 5, at + 1 + length);
    if (type === 0x50 /* P */) {
      const nameEnd = body.indexOf(0);
      const sqlEnd = body.indexOf(0, nameEnd + 1);
      found.push(text.decode(body.subarray(nameEnd + 1, sqlEnd)));
    } else if (type === 0x51 /* Q */) found.push(text.decode(body.subarray(0, body.indexOf(0))));
    at += 1 + length;
  }
  return found.map((s) => s.replace(/\s+/g, " ").trim().slice(0, 90));
}

const pg = await openPglite();
const runner = pgliteRunner(pg);
await bootstrapLocal(runner);
await migrate(runner);
await loadBulkCatalogue(runner, PRODUCTS);
await pg.exec("vacuum analyze");
if (process.env.PROFILE_SQL) await pg.exec(process.env.PROFILE_SQL);

const byStatement = new Map<string, { ms: number; count: number }>();
let timing = false;
// Postgres.js sends a statement's Parse and its Bind/Execute/Sync in one write, but the socket may cut it: a batch
// without a Parse executes the statement parsed last on the session (no other client runs in between).
let lastParsed = "(none)";
const execRaw = pg.execProtocolRawStream.bind(pg);
pg.execProtocolRawStream = (async (batch: Uint8Array, options: never) => {
  const t0 = performance.now();
  try {
    return await execRaw(batch, options);
  } finally {
    if (timing) {
      const parsed = statementsOf(batch);
      const key = parsed.length ? parsed.join(" ⏎ ") : `(executes) ${lastParsed}`;
      if (parsed.length) lastParsed = parsed.at(-1)!;
      const entry = byStatement.get(key) ?? { ms: 0, count: 0 };
      entry.ms += performance.now() - t0;
      entry.count++;
      byStatement.set(key, entry);
    }
  }
}) as typeof pg.execProtocolRawStream;

const server = await startSocketServer({ db: pg, port: 0, log: () => {} });
const db = openDatabase(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, 50);
const app = createApp(() => ({ ...buildDeps(parseConfig({ ENVIRONMENT: "test" }), db), mail: consoleMail(() => {}) }), {
  loadShell: async () => "<html><head><title></title></head><body></body></html>",
});
const background: Promise<unknown>[] = [];
const ctx = {
  waitUntil: (w: Promise<unknown>) => void background.push(w.catch(() => {})),
  passThroughOnException() {},
};
const send: Send = (path, init) => Promise.resolve(app.request(path, init, {}, ctx as never));
try {
  const items = await findSaleItems(send);
  timing = true;
  const busy0 = server.stats().busyMs;
  const run = await placeOrders(send, orderBodies(ORDERS, items, 2026, `profile-${Date.now().toString(36)}`), {
    concurrency: 50,
  });
  while (background.length) await Promise.all(background.splice(0));
  timing = false;
  const busy = server.stats().busyMs - busy0;
  console.log(describeRun(run));
  console.log(`PGlite busy ${(busy / 1000).toFixed(2)} s: ${(busy / ORDERS).toFixed(1)} ms per order request`);
  const updates = await pg.query<{ relname: string; upd: number; hot: number }>(
    `select relname, n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables
      where relname in ('products', 'product_variants', 'orders', 'mail_outbox', 'idempotency_keys', 'rate_limits')`,
  );
  console.log(`updates (heap-only): ${updates.rows.map((r) => `${r.relname} ${r.upd} (${r.hot})`).join(", ")}`);
  const rows = [...byStatement].sort((a, b) => b[1].ms - a[1].ms);
  for (const [key, { ms, count }] of rows.slice(0, 40)) {
    console.log(
      `${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(6)}× ${(ms / count).toFixed(2).padStart(6)}  ${key}`,
    );
  }
} finally {
  await db.close();
  await server.stop();
  await pg.close();
}
