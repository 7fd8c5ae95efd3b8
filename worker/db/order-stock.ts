import { type ProductStock, type StockMode, shortLines, stockAmount } from "../../domain/stock.ts";
import type { Tx } from "./database.ts";

// Stock an order takes, gives back or takes again (DESIGN.md sections 6 and 10). A product counts its stock
// by size (product_variants.stock, units of each size) or in bulk (products.bulk_stock, in its unit). Every
// taker and giver locks the products' rows first, in id order, then changes the products' or the variants'
// stock with conditional updates (never below zero): concurrent orders serialize per product and cannot
// deadlock, and the admin's product save (which updates the product row before its sizes) takes the same
// order. The lock is FOR NO KEY UPDATE: an order writes its lines before it takes its stock (its last work), and
// their foreign keys hold KEY SHARE locks on the same products, which FOR UPDATE would wait for (two orders of
// one product would deadlock). Each order line records what it took (order_items.stock_source/stock_amount), so
// giving it back goes to the right place even if the product changed its mode since.

/** A line that wants stock. `variantId` null: the size is gone (only a bulk product can still serve it). */
export interface StockWant {
  productId: number;
  variantId: number | null;
  size: number;
  quantity: number;
}

/** What a line took. */
export interface StockTaken {
  stockSource: StockMode;
  stockAmount: number;
}

/** A line that did not fit, by its index in the request, with how many of it would fit beside the others. */
export interface StockShort {
  index: number;
  available: number;
}

/**
 * A conditional update found less than the locked read showed: someone wrote the stock without locking the
 * product first. Thrown (never returned) so the whole transaction rolls back, partial takes included.
 */
export class StockRace extends Error {
  constructor(productId: number) {
    super(`The stock of product ${productId} changed under its row lock`);
  }
}

const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

/**
 * Takes the stock of every line, or nothing: returns what each line took (same order), or the short lines.
 * Must run inside the order's transaction; a refusal leaves the stock untouched.
 */
export async function takeLinesStock(
  tx: Tx,
  lines: readonly StockWant[],
): Promise<{ ok: true; taken: StockTaken[] } | { ok: false; short: StockShort[] }> {
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  if (productIds.length === 0) return { ok: true, taken: [] };
  // One round trip: the sizes' read is sent right behind the lock and runs once the lock is held (its own
  // snapshot, taken after the lock: it sees what the last holder committed).
  const [products, variants] = await Promise.all([
    tx<{ id: number; mode: StockMode; bulk: number }[]>`
      select id::int, stock_mode as mode, bulk_stock as bulk from products
       where id = any(${intArray(productIds)}::bigint[]) order by id for no key update`,
    tx<{ id: number; stock: number }[]>`
      select id::int, stock from product_variants where product_id = any(${intArray(productIds)}::bigint[])`,
  ]);
  const byProduct = new Map(products.map((p) => [p.id, { mode: p.mode, bulk: p.bulk } satisfies ProductStock]));
  const sizeStock = new Map(variants.map((v) => [v.id, v.stock]));
  const { indexed, short } = fitLines(lines, byProduct, sizeStock);
  if (short.length) return { ok: false, short };

  // Every update goes out at once (one round trip; the server runs them in this order). A failed one aborts the
  // transaction, and those behind it fail with it.
  const updates: Promise<{ productId: number; rows: number }>[] = [];
  for (const productId of productIds) {
    const stock = byProduct.get(productId)!;
    const own = indexed.filter((l) => l.productId === productId);
    if (stock.mode === "bulk") {
      const amount = own.reduce((sum, l) => sum + l.size * l.quantity, 0);
      updates.push(
        tx`update products set bulk_stock = bulk_stock - ${amount}
            where id = ${productId} and bulk_stock >= ${amount} returning id`.then((done) => ({
          productId,
          rows: done.length,
        })),
      );
      continue;
    }
    const perVariant = new Map<number, number>();
    for (const l of own) perVariant.set(l.variantId, (perVariant.get(l.variantId) ?? 0) + l.quantity);
    for (const [variantId, quantity] of [...perVariant].sort((a, b) => a[0] - b[0])) {
      updates.push(
        tx`update product_variants set stock = stock - ${quantity}
            where id = ${variantId} and product_id = ${productId} and stock >= ${quantity} returning id`.then(
          (done) => ({ productId, rows: done.length }),
        ),
      );
    }
  }
  const raced = (await Promise.all(updates)).find((u) => u.rows !== 1);
  if (raced) throw new StockRace(raced.productId);
  return {
    ok: true,
    taken: indexed.map((l) => {
      const mode = byProduct.get(l.productId)!.mode;
      return { stockSource: mode, stockAmount: stockAmount(mode, l.size, l.quantity) };
    }),
  };
}

/**
 * Which lines the given stock cannot serve (pure: the locked read above, or the unlocked read an order makes
 * first to refuse a sold-out cart without waiting for anyone's lock). A product missing from `byProduct` serves
 * nothing.
 */
export function fitLines(
  lines: readonly StockWant[],
  byProduct: ReadonlyMap<number, ProductStock>,
  sizeStock: ReadonlyMap<number, number>,
) {
  const indexed = lines.map((l, index) => ({
    ...l,
    index,
    variantId: l.variantId ?? -1 - index,
    sizeStock: l.variantId === null ? 0 : (sizeStock.get(l.variantId) ?? 0),
  }));
  const short: StockShort[] = [];
  for (const productId of new Set(lines.map((l) => l.productId))) {
    const stock = byProduct.get(productId) ?? { mode: "size" as const, bulk: 0 };
    const own = indexed.filter((l) => l.productId === productId);
    const missing = byProduct.has(productId) ? [] : own.map((l) => ({ line: l, available: 0 }));
    for (const s of [...missing, ...shortLines(stock, own)])
      short.push({ index: s.line.index, available: s.available });
  }
  return { indexed, short: short.sort((a, b) => a.index - b.index) };
}

/** Locks the rows of the order's products, in id order (see the top of this file). */
async function lockOrderProducts(tx: Tx, orderId: number) {
  await tx`
    select id from products
     where id in (select product_id from order_items where order_id = ${orderId} and product_id is not null)
     order by id for no key update`;
}

/**
 * Gives the order's stock back, once: the order's stock_released flag is set in the same statement that
 * checks it, so a second call (a duplicate notification, a job and a webhook at once) gives nothing. Each
 * line gives back what it recorded taking, where it took it. Returns whether stock moved.
 */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<boolean> {
  const flagged = await tx`
    update orders set stock_released = true where id = ${orderId} and not stock_released returning id`;
  if (flagged.length === 0) return false;
  await lockOrderProducts(tx, orderId);
  await tx`
    update products p set bulk_stock = p.bulk_stock + held.amount
      from (select product_id, sum(stock_amount)::int as amount from order_items
             where order_id = ${orderId} and stock_source = 'bulk' and product_id is not null
             group by product_id) held
     where p.id = held.product_id`;
  await tx`
    update product_variants v set stock = v.stock + held.amount
      from (select variant_id, sum(stock_amount)::int as amount from order_items
             where order_id = ${orderId} and stock_source = 'size' and variant_id is not null
             group by variant_id) held
     where v.id = held.variant_id`;
  return true;
}

/**
 * Takes the order's stock again (a cancelled order paid late, or reopened by an admin), the way each product
 * counts it now, if every line still fits; otherwise takes nothing. Returns the short lines (empty: taken).
 */
export async function retakeOrderStock(
  tx: Tx,
  orderId: number,
): Promise<{ productId: number; name: string; wanted: number; available: number }[]> {
  const items = await tx<
    { id: number; productId: number; variantId: number | null; size: number; quantity: number; name: string }[]
  >`
    select i.id::int, i.product_id::int as "productId", i.variant_id::int as "variantId", coalesce(i.size, 0) as size,
           i.quantity, i.product_name || coalesce(' ' || i.size || ' ' || i.unit, '') as name
      from order_items i
     where i.order_id = ${orderId} and i.product_id is not null
     order by i.id`;
  const result = await takeLinesStock(tx, items);
  if (!result.ok) {
    return result.short.map((s) => ({
      productId: items[s.index]!.productId,
      name: items[s.index]!.name,
      wanted: items[s.index]!.quantity,
      available: s.available,
    }));
  }
  for (const [i, taken] of result.taken.entries()) {
    await tx`update order_items set stock_source = ${taken.stockSource}, stock_amount = ${taken.stockAmount}
              where id = ${items[i]!.id}`;
  }
  await tx`update orders set stock_released = false where id = ${orderId}`;
  return [];
}

/**
 * The statement that takes an order's stock on the server (`take_order_stock`, migration 20261207001000: the same
 * rules as `takeLinesStock`, for the lines the order was written with). Not awaited here: placing an order sends it
 * with its COMMIT (services/stock.ts `takeOrderStockAndCommit`).
 */
export function orderStockTake(tx: Tx, orderId: number) {
  return tx<{ rewritten: number }[]>`select public.take_order_stock(${orderId}) as rewritten`;
}

/** The short lines `take_order_stock` refused the order with (SQLSTATE ST409, its detail), or null. */
export function shortFromServer(error: unknown): StockShort[] | null {
  const e = error as { code?: unknown; detail?: unknown } | null;
  if (e?.code !== "ST409" || typeof e.detail !== "string") return null;
  return (JSON.parse(e.detail) as StockShort[]).map(({ index, available }) => ({ index, available }));
}
