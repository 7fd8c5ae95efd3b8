import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer, pickVariant, postJson, stockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Its own shop: these tests change catalogue rows behind the API's back.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function getJson(path: string) {
  const res = await shop.request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe("the isolate's catalogue cache", () => {
  it("answers repeated listing and product requests from memory until stock moves", async () => {
    const sale = await pickVariant(shop, { minStock: 10 });
    // The product's figure (its sizes' units together, decision 019) and this size's units.
    const units = await stockOf(shop, sale.productId);
    const sizeUnits = () =>
      getJson(`/api/products/${slug}`).then(
        (b) => b.product.variants.find((v: { id: number }) => v.id === sale.variantId).available,
      );
    const { rows } = await shop.pg.query<{ slug: string; category: string }>(
      "select p.slug, c.slug as category from products p join categories c on c.id = p.category_id where p.id = $1",
      [sale.productId],
    );
    const { slug, category } = rows[0]!;
    const listPath = `/api/products?category=${category}&q=${encodeURIComponent(sale.name)}`;

    // Ten shoppers at once on a cold key: all get the same answer.
    const first = await Promise.all(Array.from({ length: 10 }, () => getJson(listPath)));
    expect(new Set(first.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(first[0].items[0].quantity).toBe(units);
    expect((await getJson(`/api/products/${slug}`)).product.quantity).toBe(units);
    expect(await sizeUnits()).toBe(sale.stock);

    // A change made straight in the database is not seen while the answers are fresh...
    await shop.pg.query("update product_variants set stock = stock + 5 where id = $1", [sale.variantId]);
    expect((await getJson(listPath)).items[0].quantity).toBe(units);
    expect((await getJson(`/api/products/${slug}`)).product.quantity).toBe(units);
    expect(await sizeUnits()).toBe(sale.stock);

    // ...but an order placed through this isolate moves stock and forgets the cached answers.
    const res = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: sale.productId, variantId: sale.variantId, quantity: 2 }],
      idempotencyKey: `cache-test-${Date.now()}`,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await getJson(listPath)).items[0].quantity).toBe(units + 5 - 2);
    expect((await getJson(`/api/products/${slug}`)).product.quantity).toBe(units + 5 - 2);
    expect(await sizeUnits()).toBe(sale.stock + 5 - 2);
  });
});
