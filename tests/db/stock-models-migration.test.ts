import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapLocal, readMigrations } from "../../scripts/db/migrations.ts";
import type { SqlRunner } from "../../scripts/db/sql-runner.ts";
import { pgliteDatabase } from "../support/pglite-database.ts";

/**
 * Migration 20261125000300 (decision 019) on a shop as it was: one quantity per product shared by its sizes.
 * Nothing becomes more sellable than before, the smallest size keeps its units, the lines already placed give
 * back what was counted for them, and quantity is from then on the database's figure.
 */
const STOCK_MODELS = "20261125000300";

let close: () => Promise<void>;
let db: SqlRunner;
beforeAll(async () => {
  ({ db, close } = await pgliteDatabase());
  await bootstrapLocal(db);
  for (const m of await readMigrations()) {
    if (m.version >= STOCK_MODELS) continue;
    await db.exec(`begin;\n${m.sql}\ncommit;`);
  }
  // Before: 5 units shared by 30 cc and 1000 cc; 2 units of 100/500 cc; none; a product without sizes; an order.
  await db.exec(`
    insert into public.products (id, slug, name, quantity) values
      (1, 'cinco', 'Cinco', 5), (2, 'dos', 'Dos', 2), (3, 'nada', 'Nada', 0), (4, 'sin-tallas', 'Sin tallas', 7);
    insert into public.product_variants (product_id, size, price, final_price) values
      (1, 30, 100, 100), (1, 1000, 900, 900), (2, 100, 100, 100), (2, 500, 400, 400), (3, 30, 100, 100);
    insert into public.orders (id, access_token, status, email, first_name, last_name, phone, delivery_method,
                               payment_method, subtotal, total, estimated_date)
      values (1, repeat('a', 43), 'pending', 'a@example.com', 'Ana', 'Pérez', '099', 'pickup', 'bank', 0, 0, '2026-11-20');
    insert into public.order_items (order_id, product_id, variant_id, product_name, product_slug, size, unit,
                                    unit_price, quantity, line_total)
      select 1, 1, id, 'Cinco', 'cinco', 1000, 'cc', 900, 3, 2700 from public.product_variants where product_id = 1 and size = 1000;`);
  const mine = (await readMigrations()).find((m) => m.version === STOCK_MODELS)!;
  await db.exec(`begin;\n${mine.sql}\ncommit;`);
});
afterAll(() => close());

const products = () =>
  db.query<{ id: number; mode: string; bulk: number; quantity: number }>(
    "select id::int, stock_mode as mode, bulk_stock as bulk, quantity from public.products order by id",
  );

describe("the stock models migration", () => {
  it("counts every product in bulk as quantity × its smallest size, keeping quantity", async () => {
    expect(await products()).toEqual([
      { id: 1, mode: "bulk", bulk: 150, quantity: 5 },
      { id: 2, mode: "bulk", bulk: 200, quantity: 2 },
      { id: 3, mode: "bulk", bulk: 0, quantity: 0 },
      // No size: nothing could be sold, and nothing can.
      { id: 4, mode: "bulk", bulk: 0, quantity: 0 },
    ]);
  });

  it("records what the lines already placed hold, in the same measure", async () => {
    const lines = await db.query<{ source: string; amount: number }>(
      "select stock_source as source, stock_amount as amount from public.order_items",
    );
    // 3 units of the old shared figure = 3 × 30 cc of the new bulk.
    expect(lines).toEqual([{ source: "bulk", amount: 90 }]);
  });

  it("keeps quantity derived: a write to it is overwritten, sizes and the bulk move it", async () => {
    await db.exec("update public.products set quantity = 99 where id = 1");
    expect((await products())[0]!.quantity).toBe(5);
    await db.exec("update public.products set bulk_stock = 1000 where id = 1");
    expect((await products())[0]!.quantity).toBe(33);
    // Counted by size: the sum of the sizes' units.
    await db.exec(`
      update public.products set stock_mode = 'size' where id = 2;
      update public.product_variants set stock = 4 where product_id = 2 and size = 100;
      update public.product_variants set stock = 1 where product_id = 2 and size = 500;`);
    expect((await products())[1]).toMatchObject({ mode: "size", quantity: 5 });
    await db.exec("delete from public.product_variants where product_id = 2 and size = 100");
    expect((await products())[1]!.quantity).toBe(1);
    // In bulk, a smaller size added divides the bulk by it.
    await db.exec(`
      update public.products set stock_mode = 'bulk', bulk_stock = 200 where id = 2;
      insert into public.product_variants (product_id, size, price, final_price) values (2, 30, 50, 50);`);
    expect((await products())[1]!.quantity).toBe(6);
  });

  it("refuses negative stock and an unknown mode", async () => {
    await expect(db.exec("update public.products set bulk_stock = -1 where id = 1")).rejects.toThrow();
    await expect(db.exec("update public.product_variants set stock = -1 where product_id = 1")).rejects.toThrow();
    await expect(db.exec("update public.products set stock_mode = 'kilo' where id = 1")).rejects.toThrow();
  });
});
