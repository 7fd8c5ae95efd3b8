import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceListFrom, wholesaleUnitPrice } from "../../domain/price-lists.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { readBuyerWholesale } from "../../worker/db/price-lists.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 44 (decision 036): the tables of migration 20261205000000 and the one read every buyer-priced answer starts
// from: the company and list of a verified address, its sizes limited to those asked for.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** `count` sizes of 500 cc at $ 1000, each of a new product in the first category. */
async function sizes(count: number) {
  const made: { id: number; category: number }[] = [];
  for (let i = 0; i < count; i++) {
    const slug = `lista-${crypto.randomUUID()}`;
    const { rows } = await shop.pg.query<{ id: number; category: number }>(
      `with p as (insert into products (slug, name, unit, category_id)
                  select $1, $1, 'cc', (select min(id) from categories) returning id, category_id)
       insert into product_variants (product_id, size, price, stock) select id, 500, 1000, 5 from p
       returning id::int, (select category_id::int from p) as category`,
      [slug],
    );
    made.push(rows[0]!);
  }
  return made;
}

describe("readBuyerWholesale", () => {
  it("reads an approved buyer's company and list, only the sizes asked for; null for anyone else", async () => {
    const [a, b] = await sizes(2);
    const { rows } = await shop.pg.query<{ id: number }>(
      "insert into price_lists (name, transfer_discount_percent) values ('Mayorista A', 3) returning id::int",
    );
    const list = rows[0]!.id;
    await shop.pg.query(
      `insert into price_list_sizes (price_list_id, variant_id, percent, breaks, min_quantity, multiple)
       values ($1, $2, 10, '[{"from": 10, "price": 800}, {"from": 5, "price": 850}]', 5, 5),
              ($1, $3, null, '[]', null, null)`,
      [list, a!.id, b!.id],
    );
    const company = await shop.pg.query<{ id: number }>(
      `insert into companies (rut, legal_name, activity, price_list_id)
       values ('210000000019', 'Cosmética del Sur S.A.', 'cosmetica', $1) returning id::int`,
      [list],
    );
    await shop.pg.query("insert into company_buyers (email, company_id) values ('compras@sur.com.uy', $1)", [
      company.rows[0]!.id,
    ]);

    const read = (email: string, ids?: number[]) =>
      shop.db.run(serviceRole, (tx) => readBuyerWholesale(tx, email, ids));
    const buyer = await read(" Compras@Sur.com.uy ", [a!.id]);
    expect(buyer?.company).toMatchObject({ rut: "210000000019", legalName: "Cosmética del Sur S.A." });
    expect(buyer?.list).toMatchObject({ name: "Mayorista A", transferDiscountPercent: 3 });
    expect(buyer?.list.sizes.map((s) => s.variantId)).toEqual([a!.id]);
    expect((await read("compras@sur.com.uy"))?.list.sizes).toHaveLength(2);
    expect(await read("otro@example.com")).toBeNull();

    // The stored breaks arrive in any order; the rules read them ascending.
    const priceList = priceListFrom(buyer!.list);
    const size = { variantId: a!.id, categoryId: a!.category, price: 1000, discount: 0 };
    expect(wholesaleUnitPrice(size, 1, priceList)).toMatchObject({ unitPrice: 900, source: "percent" });
    expect(wholesaleUnitPrice(size, 7, priceList)).toMatchObject({ unitPrice: 850, source: "break" });
    expect(wholesaleUnitPrice(size, 12, priceList)).toMatchObject({ unitPrice: 800, source: "break" });
  });

  it("refuses a size with both a price and a percent, and a minimum off its multiple", async () => {
    const [v] = await sizes(1);
    const { rows } = await shop.pg.query<{ id: number }>(
      "insert into price_lists (name) values ('Distribuidores') returning id::int",
    );
    await expect(
      shop.pg.query(
        "insert into price_list_sizes (price_list_id, variant_id, fixed_price, percent) values ($1, $2, 500, 5)",
        [rows[0]!.id, v!.id],
      ),
    ).rejects.toThrow(/price_list_sizes_one_price/);
    await expect(
      shop.pg.query(
        "insert into price_list_sizes (price_list_id, variant_id, min_quantity, multiple) values ($1, $2, 6, 4)",
        [rows[0]!.id, v!.id],
      ),
    ).rejects.toThrow(/price_list_sizes_min_multiple/);
  });
});
