/**
 * Clientes at 100,000 orders (issue 41, item 5), run by tests/bench/admin-orders.ts on its database once the desk's
 * figures are in: p50/p95 of GET /api/admin/customers (each sort, a late page) and of its search (name, e-mail, phone,
 * RUT), through the app with an admin's token (RLS on), and the plans of the first page and a search. The orders'
 * bench gives every order its own address, so there are as many customers as listed orders (~95,000): the worst case.
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

export async function benchCustomers({ pg, app, headers, ctx, runs }: Bench): Promise<void> {
  await pg.exec("analyze customers");
  const [{ n }] = (await pg.query<{ n: number }>("select count(*)::int as n from customers")).rows as [{ n: number }];
  for (const [label, query] of [
    ["first page (last order)", "select id from customers c order by last_order_at desc, id desc limit 51"],
    ["sort by total spent", "select id from customers c order by spent desc, id desc limit 51"],
    [
      "search 'nunez alvarez'",
      "select id from customers c where search_key like '%nunez alvarez%' order by last_order_at desc, id desc limit 51",
    ],
  ] as const) {
    const plan = (await pg.query<{ "QUERY PLAN": string }>(`explain ${query}`)).rows;
    console.log(`\nPlan (service role): customers, ${label}\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  }

  async function measure(label: string, queries: string[]) {
    const timings: number[] = [];
    let shown = 0;
    for (let i = 0; i < runs + 3; i++) {
      const query = queries[i % queries.length]!;
      const t0 = performance.now();
      const res = await app.request(`/api/admin/customers?${query}`, { headers }, {}, ctx as never);
      const body = (await res.json()) as { customers: unknown[] };
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 3) timings.push(performance.now() - t0);
      shown = body.customers.length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} p50 ${percentile(timings, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(timings, 95)
        .toFixed(1)
        .padStart(7)} ms  (${runs} requests; last page showed ${shown})`,
    );
    return timings;
  }

  console.log(`\nGET /api/admin/customers at ${n} customers (one page of 50, no count):`);
  const list = [
    ...(await measure("customers: first page (last order)", ["page=1"])),
    ...(await measure("customers: by total spent", ["sort=-spent", "sort=spent"])),
    ...(await measure("customers: by orders / name / first", ["sort=-orders", "sort=name", "sort=first"])),
    ...(await measure("customers: page 200", ["page=200"])),
  ];
  const searches = [
    ...(await measure("customers search: name (accents/case)", ["q=N%C3%BA%C3%B1ez%20%C3%81lvarez", "q=SOF%C3%8DA"])),
    ...(await measure("customers search: e-mail", ["q=cliente4711%40", "q=cliente98765"])),
    ...(await measure("customers search: phone digits", ["q=093%20471%20", "q=095123"])),
    ...(await measure("customers search: RUT", ["q=210000054320", "q=21000001234"])),
  ];
  list.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);
  console.log(
    `\nClientes, all list requests: p95 ${percentile(list, 95).toFixed(1)} ms; all searches: p95 ${percentile(searches, 95).toFixed(1)} ms`,
  );
}
