/**
 * The back office's orders desk at 100,000 orders, on the embedded database (PGlite behind the socket
 * server `npm start` uses), through the app itself with an admin's token: p50/p95 of the list (first
 * page, a status filter, a late page, a date range), of the tabs' counts (issue 41) and of the search (name, e-mail, phone, order number, RUT,
 * street, discount code, tracking number),
 * and the plans of the list and the search under the admin's role (RLS on), so the indexes of
 * supabase/migrations/20261122000600_admin_orders.sql are seen in use; then both CSV exports of every order
 * (streamed in keyset pages: time to the first bytes, to the end, and the heap's growth); then Clientes
 * (admin-customers.ts) and 'Trazabilidad' (traceability.ts, issue 42).
 *
 *   npx tsx tests/bench/admin-orders.ts [--orders 100000] [--runs 40]
 */
import { parseArgs } from "node:util";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { percentile } from "./orders.ts";

const { values } = parseArgs({
  options: { orders: { type: "string", default: "100000" }, runs: { type: "string", default: "40" } },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);

const pg = await openPglite();
const runner = pgliteRunner(pg);
await bootstrapLocal(runner);
await migrate(runner);

let started = performance.now();
// Two years of orders, about 1 in 20 still waiting for Mercado Pago (hidden from the desk).
await pg.exec(`
  insert into orders (access_token, status, email, first_name, last_name, phone, street, town, zip, delivery_method,
                      payment_method, subtotal, total, estimated_date, created_at, rut, discount_code)
  select 'bench-token-' || lpad(i::text, 32, '0'),
         (array['approved','approved','approved','pending','pending','cancel','approved','pending','approved','approved',
                'approved','pending','approved','cancel','approved','approved','pending','approved','approved','mercado'])[1 + i % 20],
         'cliente' || i || '@' || (array['gmail.com','hotmail.com','adinet.com.uy','outlook.com'])[1 + i % 4],
         (array['José','María','Ana','Juan','Lucía','Martín','Sofía','Diego','Valentina','Nicolás','Camila','Federico'])[1 + i % 12],
         (array['González','Rodríguez','Pérez','Fernández','López','Martínez','García','Sosa','Núñez','Silva','Méndez','Suárez','Acosta'])[1 + (i / 12) % 13]
           || ' ' || (array['Álvarez','Romero','Benítez','Cabrera','Olivera','Ferreira','Castro','Píriz'])[1 + (i / 7) % 8],
         '09' || (1 + i % 9) || ' ' || lpad((i * 7919 % 1000)::text, 3, '0') || ' ' || lpad((i % 1000)::text, 3, '0'),
         case when i % 3 = 0 then 'Av. 18 de Julio ' || i % 3000 end,
         case when i % 3 = 0 then 'Montevideo' end,
         case when i % 3 = 0 then '11200' end,
         case when i % 3 = 0 then 'delivery' else 'pickup' end,
         case when i % 20 = 19 or i % 4 = 1 then 'mercadopago' else 'bank' end,
         1000 + i % 9000, 1000 + i % 9000,
         date '2025-01-01' + (i * 730 / ${ORDERS}),
         timestamptz '2025-01-01 09:00-03' + (i * 730.0 / ${ORDERS}) * interval '1 day',
         -- One order in 5 from a company (its RUT), one in 7 with a discount code (issue 38, item 11).
         case when i % 5 = 0 then (210000000000 + i)::text end,
         case when i % 7 = 0 then (array['PRIMAVERA15','BIENVENIDA','VERANO10'])[1 + i % 3] end
    from generate_series(1, ${ORDERS}) i;
  -- Fulfilment as a shop has it: approved orders handed over, except the last 2% still to prepare, ready or shipped.
  update orders set fulfilment = case
      when id % 100 < 98 - (id * 100 / ${ORDERS}) / 50 * 5 then (case when delivery_method = 'pickup' then 'collected' else 'delivered' end)
      when id % 4 = 0 then null when id % 4 = 1 then 'preparing'
      else (case when delivery_method = 'pickup' then 'ready' else 'shipped' end) end
   where status = 'approved';
  -- Shipped and delivered parcels carry the carrier's tracking number.
  update orders set carrier = 'DAC', tracking_number = 'DAC' || lpad(id::text, 9, '0')
   where fulfilment in ('shipped', 'delivered');
  -- Two lines an order (the stock room's export), one of a product that may no longer exist.
  insert into order_items (order_id, product_id, product_name, product_slug, size, unit, unit_price, quantity, line_total)
  select o.id, null, (array['Aceite de coco','Jabón de glicerina','Vela de soja'])[1 + (o.id + k) % 3],
         (array['aceite-de-coco','jabon-de-glicerina','vela-de-soja'])[1 + (o.id + k) % 3], 250 * k, 'cc', 500, k, 500 * k
    from orders o cross join generate_series(1, 2) k;
  analyze orders;
  analyze order_items;`);
// What autovacuum does for a production database after a load like this one: the visibility map that lets the desk's
// partial indexes answer a count from the index alone. PGlite runs no autovacuum; without this, 'Por preparar''s
// capped count read the whole table (48 ms p50, the index 3.6 ms). Decision 009, issue 41.
await pg.exec("vacuum analyze orders, order_items");
console.log(`${ORDERS} orders written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// The plans, as the admin runs them (role authenticated with admin claims: RLS applies).
const claims = JSON.stringify({ role: "authenticated", app_metadata: { role: "admin" } });
async function plan(label: string, query: string, role: "authenticated" | "service_role" = "authenticated") {
  const rows = await pg.transaction(async (tx) => {
    await tx.query(`select set_config('role', $2, true), set_config('request.jwt.claims', $1, true)`, [
      role === "authenticated" ? claims : JSON.stringify({ role }),
      role,
    ]);
    return (await tx.query<{ "QUERY PLAN": string }>(`explain ${query}`)).rows;
  });
  console.log(`\nPlan (${role}): ${label}\n${rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
}
const columns = "id, created_at, first_name, last_name, status, total";
await plan(
  "first page",
  `select ${columns} from orders o where o.status <> 'mercado' order by created_at desc, id desc limit 25`,
);
await plan(
  "status = pending",
  `select ${columns} from orders o where o.status <> 'mercado' and o.status = 'pending' order by created_at desc, id desc limit 25`,
);
const search = `select ${columns} from orders o where o.status <> 'mercado' and o.search_key like '%nunez alvarez%' order by created_at desc, id desc limit 25`;
// Under RLS the LIKE operator (not leakproof) may not run before the policy, so it cannot be an index
// condition: the admin's own plan is a sequential scan. The service role's plan uses the trigram index.
await plan("search 'nunez alvarez'", search);
await plan("search 'nunez alvarez'", search, "service_role");
// A selective search and the page's count: the trigram index (orders_admin_search).
await plan(
  "count of search 'cliente4711@'",
  "select count(*) from orders o where o.status <> 'mercado' and o.search_key like '%cliente4711@%'",
  "service_role",
);

const server = await startSocketServer({ db: pg, port: 0 });
const url = `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`;
const db = openDatabase(url, 1);
const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
const headers = await bearer();
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };

async function measure(label: string, queries: string[]) {
  const timings: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const query = queries[i % queries.length]!;
    const t0 = performance.now();
    const path = query === "counts" ? "/api/admin/orders/counts" : `/api/admin/orders?${query}`;
    const res = await app.request(path, { headers }, {}, ctx as never);
    const body = (await res.json()) as { total?: number; counts?: { all: number } };
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 3) timings.push(performance.now() - t0); // the first few warm the caches
    total = body.total ?? body.counts?.all ?? 0;
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(timings, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(timings, 95)
      .toFixed(1)
      .padStart(7)} ms  (${RUNS} requests; last matched ${total})`,
  );
  return timings;
}

console.log(`\nGET /api/admin/orders at ${ORDERS} orders (list + count, one page of 25):`);
started = performance.now();
const list = [
  ...(await measure("list: first page", ["page=1"])),
  ...(await measure("list: status=pending", ["status=pending"])),
  ...(await measure("list: payment=bank&delivery=delivery", ["payment=bank&delivery=delivery"])),
  ...(await measure("list: one month (from/to)", ["from=2026-03-01&to=2026-03-31"])),
  ...(await measure("list: page 200", ["page=200"])),
  ...(await measure("list: fulfilment=to_prepare", ["fulfilment=to_prepare"])),
  ...(await measure("list: fulfilment=shipped", ["fulfilment=shipped"])),
  ...(await measure("list: status=mercado (Pago en curso)", ["status=mercado"])),
];
// Issue 41: the tabs' counts, one statement (each count capped at ORDER_COUNT_CAP + 1).
const tabCounts = await measure("tab counts (GET /counts, one statement)", ["counts"]);
const searches = [
  ...(await measure("search: name (accents/case)", ["q=N%C3%BA%C3%B1ez%20%C3%81lvarez", "q=SOF%C3%8DA%20m%C3%A9ndez"])),
  ...(await measure("search: e-mail", ["q=cliente4711%40", "q=cliente98765"])),
  ...(await measure("search: phone digits", ["q=093%20471%20", "q=095123"])),
  ...(await measure("search: order number", ["q=54321", "q=1234"])),
  // Issue 38, item 11: what owners look up besides the customer.
  ...(await measure("search: RUT", ["q=210000054320", "q=21000001234"])),
  ...(await measure("search: street", ["q=18%20de%20julio%202346", "q=Av.%2018%20de%20Julio%20777"])),
  ...(await measure("search: discount code", ["q=PRIMAVERA15", "q=bienvenida"])),
  ...(await measure("search: tracking number", ["q=DAC000055321", "q=dac00001233"])),
];
list.sort((a, b) => a - b);
searches.sort((a, b) => a - b);
tabCounts.sort((a, b) => a - b);
console.log(
  `\nAll list requests: p95 ${percentile(list, 95).toFixed(1)} ms; all searches: p95 ${percentile(searches, 95).toFixed(1)} ms; ` +
    `tab counts: p95 ${percentile(tabCounts, 95).toFixed(1)} ms`,
);
// The exports, streamed in keyset pages: time to the first bytes, to the last, and the heap's growth.
async function exportTime(label: string, path: string) {
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const t0 = performance.now();
  const res = await app.request(path, { headers }, {}, ctx as never);
  if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status}`);
  const reader = res.body.getReader();
  let first = 0;
  let bytes = 0;
  let lines = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!first) first = performance.now() - t0;
    bytes += chunk.value.byteLength;
    for (const b of chunk.value) if (b === 10) lines++;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  const total = performance.now() - t0;
  console.log(
    `${label.padEnd(44)} first bytes ${first.toFixed(0).padStart(5)} ms  all ${(total / 1000).toFixed(1).padStart(5)} s  ` +
      `${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB, heap +${((heapPeak - heapBefore) / 1e6).toFixed(0)} MB at most (PGlite runs in this process too)`,
  );
}
console.log(`\nExports at ${ORDERS} orders (streamed, keyset pages):`);
await exportTime("export.csv (every order)", "/api/admin/orders/export.csv");
await exportTime("export-items.csv (every line sold)", "/api/admin/orders/export-items.csv");
await exportTime("export.csv status=approved", "/api/admin/orders/export.csv?status=approved");

await (await import("./admin-customers.ts")).benchCustomers({ pg, app, headers, ctx, runs: RUNS }); // Clientes (issue 41)
// 'Trazabilidad' (issue 42): who received a lot, which lots a customer received.
await (await import("./traceability.ts")).benchTraceability({ pg, app, headers, ctx, runs: RUNS });
await db.close();
await server.stop();
await pg.close();
