import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { bulkStockOf, customer, postJson, setStock, variantStockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Stock by size or in bulk (DESIGN.md section 10, docs/decisions/019): what orders take, what the cart check
// and the refusals say fits, and where a cancelled order gives its stock back.

let shop: TestShop;
let admin: Record<string, string>;
let seq = 0;
const newKey = () => `stock-models-${Date.now()}-${seq++}`;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

/** A published product with the given sizes (cc), counting its stock as asked. */
async function product(sizes: number[]) {
  const n = ++seq;
  const { rows } = await shop.pg.query<{ id: number }>(
    "insert into products (slug, name, unit) values ($1, $2, 'cc') returning id::int",
    [`granel-${n}-${Date.now()}`, `Alcohol de prueba ${n}`],
  );
  const id = rows[0]!.id;
  const variants: Record<number, number> = {};
  for (const size of sizes) {
    const v = await shop.pg.query<{ id: number }>(
      "insert into product_variants (product_id, size, price) values ($1, $2, $3) returning id::int",
      [id, size, size],
    );
    variants[size] = v.rows[0]!.id;
  }
  return { id, variants };
}

const order = (items: { productId: number; variantId: number; quantity: number }[]) =>
  postJson(shop, "/api/orders", { ...customer(), items, idempotencyKey: newKey() });

const move = (id: number, event: string) =>
  shop.request(`/api/admin/orders/${id}/moves`, {
    method: "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({ event }),
  });

const linesOf = async (orderId: number) =>
  (
    await shop.pg.query<{ size: number; source: string; amount: number }>(
      `select i.size, i.stock_source as source, i.stock_amount as amount
         from order_items i join orders o on o.id = i.order_id where o.id = $1 order by i.id`,
      [orderId],
    )
  ).rows;

describe("stock in bulk", () => {
  it("sells one 1000 cc of 1500 cc, then refuses a second with 409 saying how many fit, and still sells 500 cc", async () => {
    const p = await product([500, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 1500 });

    const first = await order([{ productId: p.id, variantId: p.variants[1000]!, quantity: 1 }]);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await bulkStockOf(shop, p.id)).toBe(500);

    const second = await order([{ productId: p.id, variantId: p.variants[1000]!, quantity: 1 }]);
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.error.code).toBe("out_of_stock");
    expect(body.error.message).toMatch(
      /^No hay stock suficiente de: Alcohol de prueba \d+ \(1000 cc\): no queda ninguno\.$/,
    );
    expect(body.error.details.items).toEqual([
      { productId: p.id, variantId: p.variants[1000], name: expect.any(String), requested: 1, available: 0 },
    ]);
    expect(await bulkStockOf(shop, p.id)).toBe(500);

    // The shop's product page says so per size, computed on the server.
    const slug = (await shop.pg.query<{ slug: string }>("select slug from products where id = $1", [p.id])).rows[0]!
      .slug;
    const page = (await (await shop.request(`/api/products/${slug}`)).json()).product;
    expect(page).toMatchObject({ stockMode: "bulk", bulkStock: 500, quantity: 1 });
    expect(page.variants.map((v: { size: number; available: number }) => [v.size, v.available])).toEqual([
      [500, 1],
      [1000, 0],
    ]);

    const half = await order([{ productId: p.id, variantId: p.variants[500]!, quantity: 1 }]);
    expect(half.status).toBe(201);
    expect(await bulkStockOf(shop, p.id)).toBe(0);
  });

  it("refuses a cart whose sizes together exceed the bulk, naming each line with how many fit beside the other", async () => {
    const p = await product([500, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 1500 });
    const res = await order([
      { productId: p.id, variantId: p.variants[1000]!, quantity: 1 },
      { productId: p.id, variantId: p.variants[500]!, quantity: 2 },
    ]);
    expect(res.status).toBe(409);
    const items = (await res.json()).error.details.items;
    expect(items.map((i: { variantId: number; available: number }) => [i.variantId, i.available])).toEqual([
      [p.variants[1000], 0],
      [p.variants[500], 1],
    ]);
    expect(await bulkStockOf(shop, p.id)).toBe(1500);
  });

  it("the cart check says how many of each line fit beside the cart's other lines", async () => {
    const p = await product([500, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 1500 });
    const res = await postJson(shop, "/api/cart/check", {
      items: [
        { productId: p.id, variantId: p.variants[1000]!, quantity: 1 },
        { productId: p.id, variantId: p.variants[500]!, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(
      items.map((i: { size: number; status: string; stock: number; bulkStock: number; available: number }) => [
        i.size,
        i.status,
        i.stock,
        i.bulkStock,
        i.available,
      ]),
    ).toEqual([
      [1000, "insufficient_stock", 1, 1500, 0],
      [500, "insufficient_stock", 3, 1500, 1],
    ]);
  });
});

describe("stock by size", () => {
  it("each size sells its own units; the cart check and a refusal say so", async () => {
    const p = await product([30, 1000]);
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 3, [p.variants[1000]!]: 0 } });
    const big = await order([{ productId: p.id, variantId: p.variants[1000]!, quantity: 1 }]);
    expect(big.status).toBe(409);
    expect((await big.json()).error.details.items[0]).toMatchObject({ requested: 1, available: 0 });
    const small = await order([{ productId: p.id, variantId: p.variants[30]!, quantity: 3 }]);
    expect(small.status).toBe(201);
    expect(await variantStockOf(shop, p.variants[30]!)).toBe(0);
    const check = await postJson(shop, "/api/cart/check", {
      items: [{ productId: p.id, variantId: p.variants[30]!, quantity: 1 }],
    });
    expect((await check.json()).items[0]).toMatchObject({ status: "insufficient_stock", stock: 0, bulkStock: null });
  });
});

describe("giving stock back and taking it again", () => {
  it("records what each line took, and cancelling gives it back where it came from even after the mode changed", async () => {
    const p = await product([100, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 2000 });
    const res = await order([{ productId: p.id, variantId: p.variants[1000]!, quantity: 1 }]);
    expect(res.status).toBe(201);
    const placed = (await res.json()).order;
    expect(await linesOf(placed.id)).toEqual([{ size: 1000, source: "bulk", amount: 1000 }]);

    // The owner switches to counting by size, with 4 of 100 cc and 2 of 1000 cc.
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[100]!]: 4, [p.variants[1000]!]: 2 } });
    expect((await move(placed.id, "reject")).status).toBe(200);
    // The 1000 cc went back to the bulk it came from, not to the 1000 cc size.
    expect(await bulkStockOf(shop, p.id)).toBe(2000);
    expect(await variantStockOf(shop, p.variants[1000]!)).toBe(2);

    // Reopened: taken again the way the product counts now (by size), and recorded so.
    expect((await move(placed.id, "reopen")).status).toBe(200);
    expect(await variantStockOf(shop, p.variants[1000]!)).toBe(1);
    expect(await bulkStockOf(shop, p.id)).toBe(2000);
    expect(await linesOf(placed.id)).toEqual([{ size: 1000, source: "size", amount: 1 }]);

    // Back to bulk; rejected again: the unit goes back to the 1000 cc size it was taken from.
    await shop.pg.query("update products set stock_mode = 'bulk' where id = $1", [p.id]);
    expect((await move(placed.id, "reject")).status).toBe(200);
    expect(await variantStockOf(shop, p.variants[1000]!)).toBe(2);
    expect(await bulkStockOf(shop, p.id)).toBe(2000);
  });

  it("reopening is refused when the bulk no longer covers the order, naming the line and how many fit", async () => {
    const p = await product([500, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 1000 });
    const res = await order([{ productId: p.id, variantId: p.variants[1000]!, quantity: 1 }]);
    const placed = (await res.json()).order;
    expect((await move(placed.id, "reject")).status).toBe(200);
    expect(await bulkStockOf(shop, p.id)).toBe(1000);
    await setStock(shop, p.id, { mode: "bulk", bulk: 700 });
    const reopen = await move(placed.id, "reopen");
    expect(reopen.status).toBe(409);
    const body = await reopen.json();
    expect(body.error.code).toBe("stock_short");
    expect(body.error.message).toMatch(/Alcohol de prueba \d+ 1000 cc \(quedan 0\)/);
    expect(await bulkStockOf(shop, p.id)).toBe(700);
  });
});
