import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderAnswer } from "../../domain/api/orders.ts";
import { customer, pickVariant, postJson, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Repetir pedido' (issue 43): the order page's lines name the product and size they were, so the SPA can ask the
// cart check about them today (web/lib/cart/refill.ts); a size deleted since reads null and is only named.

let shop: TestShop;
let variant: SaleVariant;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 20, minPrice: 200 });
});
afterAll(() => shop.close());

describe("GET /api/orders/:id: each line's product and size", () => {
  it("gives productId and variantId per line, null once the size is deleted", async () => {
    const res = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 2 }],
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as { order: { id: number; accessToken: string } };
    const read = async () =>
      (await (
        await shop.request(`/api/orders/${placed.order.id}?token=${placed.order.accessToken}`)
      ).json()) as OrderAnswer;

    const [line] = (await read()).order.items;
    expect(line).toMatchObject({
      productId: variant.productId,
      variantId: variant.variantId,
      quantity: 2,
      unitPrice: variant.finalPrice,
      size: variant.size,
    });

    // The size is deleted (the line keeps its name, size and price; its reference is set null).
    await shop.pg.query("update order_items set variant_id = null where order_id = $1", [placed.order.id]);
    expect((await read()).order.items[0]).toMatchObject({ productId: variant.productId, variantId: null });
  });
});
