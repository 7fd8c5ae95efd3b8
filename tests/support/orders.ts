import { crc32 } from "node:zlib";
import type { TestShop } from "./test-database.ts";

export interface SaleVariant {
  productId: number;
  variantId: number;
  size: number;
  finalPrice: number;
  /** Units of this size that can be sold (its own units by size, or how often the bulk covers it). */
  stock: number;
  name: string;
}

/** A variant in stock (at least `minStock` units of it) whose price is at least `minPrice`, read straight from the database. */
export async function pickVariant(
  shop: TestShop,
  options: { minPrice?: number; minStock?: number; skip?: number[] } = {},
) {
  const { rows } = await shop.pg.query<SaleVariant>(
    `select p.id::int as "productId", v.id::int as "variantId", v.size, v.final_price as "finalPrice",
            s.stock, p.name
       from product_variants v join products p on p.id = v.product_id,
            lateral (select case p.stock_mode when 'bulk' then p.bulk_stock / v.size else v.stock end as stock) s
      where p.published and s.stock >= $1 and v.final_price >= $2 and not (p.id = any($3::bigint[]))
      order by p.id, v.size limit 1`,
    [options.minStock ?? 5, options.minPrice ?? 0, options.skip ?? []],
  );
  if (!rows[0]) throw new Error("No variant matches");
  return rows[0];
}

export function customer(overrides: Record<string, unknown> = {}) {
  return {
    email: "ana.perez@example.com",
    firstName: "Ana",
    lastName: "Pérez",
    phone: "099 123 456",
    deliveryMethod: "pickup",
    paymentMethod: "bank",
    subscribe: false,
    acceptTerms: true,
    ...overrides,
  };
}

export function postJson(shop: TestShop, path: string, body: unknown) {
  return shop.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function countRows(shop: TestShop, table: string): Promise<number> {
  const { rows } = await shop.pg.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

/** The product's derived figure (migration 20261125000300): units of all its sizes, or floor(bulk / smallest size). */
export async function stockOf(shop: TestShop, productId: number): Promise<number> {
  const { rows } = await shop.pg.query<{ q: number }>("select quantity as q from products where id = $1", [productId]);
  return rows[0]!.q;
}

/** Units of one size (stock by size). */
export async function variantStockOf(shop: TestShop, variantId: number): Promise<number> {
  const { rows } = await shop.pg.query<{ q: number }>("select stock as q from product_variants where id = $1", [
    variantId,
  ]);
  return rows[0]!.q;
}

/** The product's bulk, in its unit (stock in bulk). */
export async function bulkStockOf(shop: TestShop, productId: number): Promise<number> {
  const { rows } = await shop.pg.query<{ q: number }>("select bulk_stock as q from products where id = $1", [
    productId,
  ]);
  return rows[0]!.q;
}

/** Sets a product's stock the way the back office does: by size (units per variant id) or in bulk. */
export async function setStock(
  shop: TestShop,
  productId: number,
  stock: { mode: "bulk"; bulk: number } | { mode: "size"; units: Record<number, number> },
): Promise<void> {
  // By size the bulk is kept as it was, as the back office's save does.
  await shop.pg.query("update products set stock_mode = $2, bulk_stock = coalesce($3::int, bulk_stock) where id = $1", [
    productId,
    stock.mode,
    stock.mode === "bulk" ? stock.bulk : null,
  ]);
  if (stock.mode === "size") {
    for (const [variantId, units] of Object.entries(stock.units)) {
      await shop.pg.query("update product_variants set stock = $2 where id = $1 and product_id = $3", [
        Number(variantId),
        units,
        productId,
      ]);
    }
  }
}

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The 1×1 PNG with a text chunk (tEXt, CRC right) before its end: still a PNG that parses, whatever the text
 * holds (bytes that look like tags, or padding to make a file of a given size).
 */
export function pngWithText(text: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const data = Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.from(text)]);
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = tinyPng.length - 12;
  return Uint8Array.from(Buffer.concat([tinyPng.subarray(0, iend), length, type, data, crc, tinyPng.subarray(iend)]));
}
