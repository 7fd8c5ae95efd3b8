/**
 * Order placing under load: many shoppers posting POST /api/orders at once, and shoppers who go away
 * mid-request. Used two ways:
 *
 * - By `npm run bench` (tests/bench/run.ts), in-process through the app, for the order-placing figures.
 * - On its own, against a running shop (`npm start`), to see what a shopper sees:
 *
 *     npx tsx tests/bench/orders.ts [--url http://127.0.0.1:8787] [--orders 100] [--concurrency 50]
 *       [--aborts 100] [--abort-after-ms 5] [--timeout-s 180] [--db-url postgres://…]
 *
 *   1. `--orders` orders from `--concurrency` shoppers at once (each its own `cf-connecting-ip`, each
 *      sending its next order as soon as the last is answered): how many were answered within 60 s,
 *      p50/p95, when the last one came.
 *   2. `--aborts` order requests at once, each abandoned by its client (AbortController) after
 *      `--abort-after-ms`, then GET /api/health timed: how long a shopper waits after others went away.
 *   3. With `--db-url` (the embedded database: postgres://postgres:postgres@127.0.0.1:<DB_PORT>/postgres),
 *      the stock ledger is checked before and after: for every product, stock taken equals units sold in
 *      committed orders, and every claimed idempotency key has its order (nothing half-committed).
 */
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { customer } from "../support/orders.ts";
import { seededRandom } from "./random.ts";

/** Sends one request to the shop: `fetch` against a URL, or the app's own `request` in-process. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

/** A size of a product that is for sale, as the listing shows it. */
export interface SaleItem {
  productId: number;
  variantId: number;
}

const random = seededRandom;

interface ListingCard {
  id: number;
  quantity: number;
  variants: { id: number }[];
}

/** In-stock sizes from the first `pages` pages of the shop list (as a shopper would find them). */
export async function findSaleItems(send: Send, pages = 5, minStock = 20): Promise<SaleItem[]> {
  const items: SaleItem[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await send(`/api/products?page=${page}`);
    if (!res.ok) throw new Error(`GET /api/products?page=${page} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { items: ListingCard[]; totalPages: number };
    for (const card of body.items) {
      if (card.quantity < minStock) continue;
      for (const variant of card.variants) items.push({ productId: card.id, variantId: variant.id });
    }
    if (page >= body.totalPages) break;
  }
  if (items.length < 4) throw new Error(`Only ${items.length} sizes in stock: nothing to order`);
  return items;
}

/** Order bodies: pickup, bank transfer, two to four different products of one unit each, a unique key. */
export function orderBodies(count: number, items: SaleItem[], seed = 2026, runId = Date.now().toString(36)) {
  const next = random(seed);
  return Array.from({ length: count }, (_, n) => {
    const chosen = new Map<number, SaleItem>();
    const lines = 2 + Math.floor(next() * 3);
    while (chosen.size < Math.min(lines, new Set(items.map((i) => i.productId)).size)) {
      const item = items[Math.floor(next() * items.length)]!;
      if (!chosen.has(item.productId)) chosen.set(item.productId, item);
    }
    return customer({
      email: `comprador${n}@example.com`,
      items: [...chosen.values()].map((i) => ({ ...i, quantity: 1 })),
      idempotencyKey: `bench-${runId}-${n}`,
    });
  });
}

/** Shopper `n`'s address (the rate limit on order placing counts per `cf-connecting-ip`). */
export const shopperAddress = (n: number) => `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export function orderRequest(body: unknown, shopper: number, signal?: AbortSignal): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": shopperAddress(shopper) },
    body: JSON.stringify(body),
    signal,
  };
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface OrderRun {
  /** Milliseconds from sending to the whole answer, per answered request. */
  timings: number[];
  /** Answers by status ("timeout" and "error" for requests that got none). */
  statuses: Map<string, number>;
  /** Seconds from the first request to the last answer. */
  seconds: number;
  /** The status of every request, in order of `bodies`, for the ledger check. */
  outcome: string[];
}

/**
 * `concurrency` shoppers, shopper k sending bodies k, k+concurrency, … one after another, each as soon as
 * the last was answered (or gave up after `timeoutMs`).
 */
export async function placeOrders(
  send: Send,
  bodies: unknown[],
  options: { concurrency: number; timeoutMs?: number },
): Promise<OrderRun> {
  const timings: number[] = [];
  const statuses = new Map<string, number>();
  const outcome: string[] = new Array(bodies.length).fill("");
  const count = (s: string) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, shopper) => {
      for (let n = shopper; n < bodies.length; n += options.concurrency) {
        const t0 = performance.now();
        const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
        try {
          const res = await send("/api/orders", orderRequest(bodies[n], shopper, signal));
          await res.arrayBuffer();
          timings.push(performance.now() - t0);
          outcome[n] = String(res.status);
        } catch (error) {
          outcome[n] = (error as Error).name === "TimeoutError" ? "timeout" : "error";
        }
        count(outcome[n]!);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  return { timings, statuses, seconds: (performance.now() - started) / 1000, outcome };
}

export function describeRun(run: OrderRun): string {
  const created = run.statuses.get("201") ?? 0;
  const statuses = [...run.statuses].map(([s, n]) => `${s}: ${n}`).join(", ");
  return [
    `answered ${run.timings.length} of ${run.outcome.length} (${statuses}) in ${run.seconds.toFixed(1)} s`,
    `p50 ${percentile(run.timings, 50).toFixed(0)} ms, p95 ${percentile(run.timings, 95).toFixed(0)} ms, max ${(run.timings.at(-1) ?? 0).toFixed(0)} ms`,
    `${(created / run.seconds).toFixed(1)} orders/s placed`,
  ].join("; ");
}

/** `count` order requests at once, each abandoned by its client `afterMs` after it was sent. */
export async function abandonOrders(send: Send, bodies: unknown[], afterMs: number) {
  let answered = 0;
  await Promise.all(
    bodies.map(async (body, n) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), afterMs);
      try {
        const res = await send("/api/orders", orderRequest(body, 1_000 + n, controller.signal));
        await res.arrayBuffer();
        answered++;
      } catch {
        // abandoned: what we wanted
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { answered };
}

/** How long GET /api/health takes to answer (ms), or null when it did not answer within `timeoutMs`. */
export async function timeHealth(send: Send, timeoutMs: number): Promise<{ ms: number | null; status?: number }> {
  const t0 = performance.now();
  try {
    const res = await send("/api/health", { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  } catch {
    return { ms: null };
  }
}

/** Stock and sales per product, straight from the database, for the ledger check. */
async function ledger(dbUrl: string) {
  const sql = postgres(dbUrl, { max: 1, prepare: false, fetch_types: false, onnotice: () => {} });
  try {
    const rows = await sql<{ id: number; stock: number; sold: number }[]>`
      select p.id::int, p.quantity as stock,
             coalesce((select sum(i.quantity) from order_items i where i.product_id = p.id), 0)::int as sold
        from products p`;
    const [keys] = await sql<{ orphans: number; orders: number }[]>`
      select (select count(*) from idempotency_keys where order_id is null)::int as orphans,
             (select count(*) from orders)::int as orders`;
    return { byProduct: new Map(rows.map((r) => [r.id, r])), ...keys! };
  } finally {
    await sql.end({ timeout: 2 });
  }
}

function checkLedger(before: Awaited<ReturnType<typeof ledger>>, after: Awaited<ReturnType<typeof ledger>>) {
  const broken: string[] = [];
  for (const [id, now] of after.byProduct) {
    const then = before.byProduct.get(id);
    if (!then) continue;
    if (then.stock - now.stock !== now.sold - then.sold) {
      broken.push(`product ${id}: stock ${then.stock}→${now.stock}, sold ${then.sold}→${now.sold}`);
    }
  }
  if (after.orphans) broken.push(`${after.orphans} idempotency keys without their order`);
  return broken;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

async function main() {
  const base = option("url", `http://127.0.0.1:${process.env.PORT ?? 8787}`);
  const orders = Number(option("orders", "100"));
  const concurrency = Number(option("concurrency", "50"));
  const aborts = Number(option("aborts", "100"));
  const abortAfterMs = Number(option("abort-after-ms", "5"));
  const timeoutMs = Number(option("timeout-s", "180")) * 1000;
  const dbUrl = option("db-url", "");
  const send: Send = (path, init) => fetch(new URL(path, base), init);
  const stamp = () => new Date().toISOString().slice(11, 19);

  const health = await timeHealth(send, 10_000);
  console.log(`${stamp()} health before: ${health.ms?.toFixed(0) ?? "no answer"} ms`);
  const items = await findSaleItems(send);
  const before = dbUrl ? await ledger(dbUrl) : undefined;

  if (orders > 0) {
    console.log(
      `${stamp()} ${orders} orders from ${concurrency} shoppers at once (each gives up after ${timeoutMs / 1000} s)…`,
    );
    const run = await placeOrders(send, orderBodies(orders, items), { concurrency, timeoutMs });
    const within60 = run.timings.filter((t) => t <= 60_000).length;
    console.log(`${stamp()} ${describeRun(run)}; answered within 60 s: ${within60} of ${orders}`);
  }

  if (aborts > 0) {
    console.log(`${stamp()} ${aborts} order requests at once, each abandoned after ${abortAfterMs} ms…`);
    const abandoned = await abandonOrders(send, orderBodies(aborts, items, 99), abortAfterMs);
    console.log(`${stamp()} ${aborts - abandoned.answered} abandoned (${abandoned.answered} answered first)`);
    const after = await timeHealth(send, timeoutMs);
    console.log(
      `${stamp()} health right after: ${after.ms === null ? `no answer within ${timeoutMs / 1000} s` : `${after.ms.toFixed(0)} ms (${after.status})`}`,
    );
    for (const wait of [1, 5]) {
      await new Promise((r) => setTimeout(r, wait * 1000));
      const again = await timeHealth(send, timeoutMs);
      console.log(`${stamp()} health ${wait} s later: ${again.ms?.toFixed(0) ?? "no answer"} ms (${again.status})`);
    }
    const one = await placeOrders(send, orderBodies(1, items, 7), { concurrency: 1, timeoutMs });
    console.log(`${stamp()} one more order: ${describeRun(one)}`);
  }

  if (dbUrl && before) {
    // Abandoned requests may still be finishing inside the Worker: let them end before reading the ledger.
    await new Promise((r) => setTimeout(r, 2_000));
    const after = await ledger(dbUrl);
    const broken = checkLedger(before, after);
    console.log(
      `${stamp()} ledger: ${after.orders - before.orders} orders committed; ${broken.length ? `BROKEN: ${broken.join("; ")}` : "stock taken = units sold for every product, no half-placed order"}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
