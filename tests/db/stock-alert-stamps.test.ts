import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 39, session 21 (decision 028; migration 20261202040100): the stock alerts' stamp (decision 025) runs when
// an item may have come back, not on a write that only lowers the stock, such as every sale under its products'
// locks. Counted with the server's own per-transaction function statistics.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const STAMPERS = ["stock_alerts_product_changed", "stock_alerts_variant_changed", "stock_alerts_stamp"];

/** Runs `sql` in a transaction and returns how often each stamping function was called in it. */
async function stampCalls(sql: string, params: unknown[]) {
  return shop.pg.transaction(async (tx) => {
    await tx.query("set local track_functions = 'all'");
    await tx.query(sql, params);
    const { rows } = await tx.query<{ funcname: string; calls: number }>(
      "select funcname, calls::int from pg_stat_xact_user_functions where funcname = any($1) order by funcname",
      [STAMPERS],
    );
    return Object.fromEntries(rows.map((r) => [r.funcname, r.calls]));
  });
}

/** A published product of its own, counted `mode`'s way, with one 500 cc size: 10 units or 5,000 cc in stock. */
async function productOf(mode: "bulk" | "size") {
  const slug = `stamp-${mode}-${crypto.randomUUID()}`;
  const { rows } = await shop.pg.query<{ id: number }>(
    "insert into products (slug, name, stock_mode, bulk_stock, unit) values ($1, $2, $3, $4, 'cc') returning id::int",
    [slug, `Bidón ${slug}`, mode, mode === "bulk" ? 5000 : 0],
  );
  const id = rows[0]!.id;
  const variant = await shop.pg.query<{ id: number }>(
    "insert into product_variants (product_id, size, price, stock) values ($1, 500, 100, $2) returning id::int",
    [id, mode === "size" ? 10 : 0],
  );
  return { id, variantId: variant.rows[0]!.id, size: 500 };
}

describe("the stock alerts' stamp on stock writes (decision 025, issue 39)", () => {
  it("a sale's write (stock down) calls no stamp, by size or in bulk", async () => {
    const bulk = await productOf("bulk");
    expect(
      await stampCalls("update products set bulk_stock = bulk_stock - $1 where id = $2", [bulk.size, bulk.id]),
    ).toEqual({});
    const size = await productOf("size");
    expect(await stampCalls("update product_variants set stock = stock - 1 where id = $1", [size.variantId])).toEqual(
      {},
    );
  });

  it("stock coming back still stamps, by size and in bulk", async () => {
    const bulk = await productOf("bulk");
    expect(
      await stampCalls("update products set bulk_stock = bulk_stock + $1 where id = $2", [bulk.size, bulk.id]),
    ).toMatchObject({ stock_alerts_product_changed: 1 });
    const size = await productOf("size");
    expect(
      await stampCalls("update product_variants set stock = stock + 1 where id = $1", [size.variantId]),
    ).toMatchObject({ stock_alerts_variant_changed: 1 });
  });
});
