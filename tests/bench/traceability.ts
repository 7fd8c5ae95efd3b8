/**
 * 'Trazabilidad' at 100,000 orders (issue 42 part 3; decision 033), run by tests/bench/admin-orders.ts on its
 * database: 200 lots of three products, the first line of every approved order recorded with one of them (about
 * 370 orders per lot), then p50/p95 of 'who received lot X' and 'which lots went to customer Y' through the app with
 * an admin's token (each shows at most 100 lines, newest first), and their plans; and the CSV of a whole lot. (The lots and e-mails searched belong to approved orders: the orders' statuses
 * cycle every 20 ids.)
 */
import type { PGlite } from "@electric-sql/pglite";
import { percentile } from "./orders.ts";

interface Bench {
  pg: PGlite;
  app: { request: (path: string, init: RequestInit, env: object, ctx: never) => Response | Promise<Response> };
  headers: Record<string, string>;
  ctx: object;
  runs: number;
}

export async function benchTraceability({ pg, app, headers, ctx, runs }: Bench): Promise<number[]> {
  const started = performance.now();
  await pg.exec(`
    insert into products (slug, name) values ('bench-eucalipto', 'Eucalipto (bench)'), ('bench-limon', 'Limón (bench)'),
                                             ('bench-naranja', 'Naranja (bench)');
    insert into product_lots (product_id, number, expires_on, quantity_received)
    select p.id, 'B' || lpad(n::text, 4, '0'), date '2027-01-01' + n, 1000
      from generate_series(1, 200) n
      join products p on p.slug = (array['bench-eucalipto','bench-limon','bench-naranja'])[1 + n % 3];
    insert into order_item_lots (order_item_id, lot_id, quantity)
    select i.id, l.id, i.quantity
      from orders o
      join lateral (select id, quantity from order_items where order_id = o.id order by id limit 1) i on true
      join product_lots l on l.number = 'B' || lpad((1 + o.id % 200)::text, 4, '0')
     where o.status = 'approved';
    analyze product_lots;
    analyze order_item_lots;`);
  const [{ n }] = (await pg.query<{ n: number }>("select count(*)::int as n from order_item_lots")).rows as [
    { n: number },
  ];
  console.log(
    `\n'Trazabilidad': ${n} order lines with a lot written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const claims = JSON.stringify({ role: "authenticated", app_metadata: { role: "admin" } });
  for (const [label, role, query] of [
    [
      "who received lot B0042",
      "authenticated",
      `select o.id, x.quantity from product_lots l join order_item_lots x on x.lot_id = l.id
         join order_items i on i.id = x.order_item_id join orders o on o.id = i.order_id
        where upper(l.number) = upper('b0042') order by o.created_at desc, o.id desc limit 101`,
    ],
    [
      "lots of customer 'cliente4720@'",
      "service_role",
      `with found as (select c.email from customers c where c.search_key like '%cliente4720@%' limit 50)
       select o.id, l.number from found f join orders o on lower(o.email) = f.email
         join order_items i on i.order_id = o.id join order_item_lots x on x.order_item_id = i.id
         join product_lots l on l.id = x.lot_id order by o.created_at desc, o.id desc limit 101`,
    ],
  ] as const) {
    const rows = await pg.transaction(async (tx) => {
      await tx.query(`select set_config('role', $2, true), set_config('request.jwt.claims', $1, true)`, [
        role === "authenticated" ? claims : JSON.stringify({ role }),
        role,
      ]);
      return (await tx.query<{ "QUERY PLAN": string }>(`explain ${query}`)).rows;
    });
    console.log(`\nPlan (${role}): ${label}\n${rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  }

  async function measure(label: string, paths: string[]) {
    const timings: number[] = [];
    let shown = 0;
    for (let i = 0; i < runs + 3; i++) {
      const path = paths[i % paths.length]!;
      const t0 = performance.now();
      const res = await app.request(`/api/admin/traceability/${path}`, { headers }, {}, ctx as never);
      const body = (await res.json()) as { lines: unknown[] };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 3) timings.push(performance.now() - t0);
      shown = body.lines.length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} p50 ${percentile(timings, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(timings, 95)
        .toFixed(1)
        .padStart(7)} ms  (${runs} requests; last showed ${shown} lines)`,
    );
    return timings;
  }

  console.log(`\nGET /api/admin/traceability at ${n} lines with a lot:`);
  const all = [
    ...(await measure("trace: who received a lot", ["lot?number=B0042", "lot?number=b0107", "lot?number=B0163"])),
    ...(await measure("trace: lots of a customer (e-mail)", ["customer?q=cliente4720%40", "customer?q=cliente98761"])),
    ...(await measure("trace: lots of a customer (name)", ["customer?q=N%C3%BA%C3%B1ez%20%C3%81lvarez"])),
  ];
  all.sort((a, b) => a - b);
  const t0 = performance.now();
  const csv = await app.request("/api/admin/traceability/lot.csv?number=B0042", { headers }, {}, ctx as never);
  const rows = (await csv.text()).trim().split("\r\n").length - 1;
  console.log(`lot.csv B0042: ${rows} rows in ${(performance.now() - t0).toFixed(0)} ms`);
  console.log(`All traceability requests: p95 ${percentile(all, 95).toFixed(1)} ms`);
  return all;
}
