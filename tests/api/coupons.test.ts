import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "../../domain/pricing.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, postJson, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Discount codes (issue 25 part 1): the back office's API, the cart's validation, the order service counting uses.

let shop: TestShop;
let admin: Record<string, string>;
let item: SaleVariant;
let other: SaleVariant;
let key = 0;
const newKey = () => `coupon-key-${Date.now()}-${key++}`;

beforeAll(async () => {
  // Wednesday 18/11/2026, 10:00 in Montevideo.
  shop = await startTestShop({ now: new Date("2026-11-18T13:00:00Z") });
  admin = await bearer();
  item = await pickVariant(shop, { minStock: 30, minPrice: 300 });
  other = await pickVariant(shop, { minStock: 5, skip: [item.productId] });
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function createCoupon(body: Record<string, unknown>) {
  const res = await send("POST", "/api/admin/coupons", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).coupon as { id: number; code: string; uses: number };
}

const lines = (quantity = 2) => [{ productId: item.productId, variantId: item.variantId, quantity }];
const checkCode = (code: string, quantity = 2, email?: string) =>
  postJson(shop, "/api/cart/code", { code, items: lines(quantity), email });
const order = (code: string | undefined, overrides: Record<string, unknown> = {}) =>
  postJson(shop, "/api/orders", {
    ...customer(overrides),
    items: lines(2),
    discountCode: code,
    idempotencyKey: newKey(),
  });
const usesOf = async (id: number) =>
  (await shop.pg.query<{ uses: number }>("select uses from discount_codes where id = $1", [id])).rows[0]!.uses;
const refusal = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()).error as { code: string; message: string };
};

describe("who may manage codes", () => {
  it("401 without a session, 403 for a signed-in non-admin; the public cannot read the table", async () => {
    expect((await send("GET", "/api/admin/coupons", undefined, {})).status).toBe(401);
    const customerToken = await bearer({ appRole: null });
    expect((await send("GET", "/api/admin/coupons", undefined, customerToken)).status).toBe(403);
    expect(
      (await send("POST", "/api/admin/coupons", { code: "HACK", kind: "percent", value: 90 }, customerToken)).status,
    ).toBe(403);
    // One transaction, one turn of the shared session (not interleaved with a request's statements).
    const rows = await shop.pg.transaction(async (tx) => {
      await tx.query("set local role anon");
      const { rows } = await tx.query("select * from discount_codes");
      await tx.rollback();
      return rows;
    });
    expect(rows).toEqual([]);
  });
});

describe("creating and editing", () => {
  it("creates, refuses the same code in another case, edits, pauses and activates", async () => {
    const coupon = await createCoupon({ code: "Verano5", kind: "percent", value: 5, validTo: "31/12/2026" });
    expect(coupon).toMatchObject({ code: "Verano5", uses: 0 });
    const twin = await send("POST", "/api/admin/coupons", { code: "VERANO5", kind: "amount", value: 100 });
    expect(twin.status).toBe(409);
    expect((await twin.json()).error.message).toContain("Ya existe un cupón");
    const bad = await send("POST", "/api/admin/coupons", { code: "X", kind: "percent", value: 120 });
    expect(bad.status).toBe(400);
    const edited = await send("PUT", `/api/admin/coupons/${coupon.id}`, {
      code: "Verano5",
      kind: "percent",
      value: 7,
      validFrom: null,
      validTo: null,
    });
    expect((await edited.json()).coupon).toMatchObject({ value: 7, validTo: null });
    const paused = await send("PUT", `/api/admin/coupons/${coupon.id}/active`, { active: false });
    expect((await paused.json()).coupon.active).toBe(false);
    expect((await refusal(await checkCode("verano5"))).message).toBe("El cupón no está disponible por ahora.");
    await send("PUT", `/api/admin/coupons/${coupon.id}/active`, { active: true });
    expect((await checkCode("verano5")).status).toBe(200);
    const list = await (await send("GET", "/api/admin/coupons")).json();
    expect(list.items.map((c: { code: string }) => c.code)).toContain("Verano5");
  });
});

describe("POST /api/cart/code", () => {
  beforeAll(async () => {
    await createCoupon({ code: "DIEZ", kind: "percent", value: 10 });
    await createCoupon({ code: "VENCIDO", kind: "percent", value: 10, validFrom: "01/11/2026", validTo: "17/11/2026" });
    await createCoupon({ code: "FUTURO", kind: "amount", value: 100, validFrom: "2026-12-01" });
    await createCoupon({ code: "GRANDE", kind: "amount", value: 200, minimumTotal: 1_000_000 });
    await createCoupon({ code: "SOLOOTRO", kind: "percent", value: 50, productIds: [other.productId] });
  });

  it("previews 10 % of the cart whatever the case typed", async () => {
    const res = await checkCode(" diez ");
    expect(res.status, await res.clone().text()).toBe(200);
    const subtotal = item.finalPrice * 2;
    expect(await res.json()).toEqual({
      code: "DIEZ",
      kind: "percent",
      value: 10,
      eligibleSubtotal: subtotal,
      discount: Math.round(subtotal * 0.1),
    });
  });

  it("gives each refusal in Spanish, with its date or its minimum", async () => {
    expect(await refusal(await checkCode("NOEXISTE"))).toEqual({
      code: "coupon_not_found",
      message: "El cupón no existe.",
    });
    expect((await refusal(await checkCode("vencido"))).message).toBe("El cupón venció el 17/11/2026.");
    expect((await refusal(await checkCode("futuro"))).message).toBe("El cupón vale desde el 01/12/2026.");
    expect((await refusal(await checkCode("grande"))).message).toBe(
      "Mínimo de compra $\u00a01.000.000 para este cupón.",
    );
    expect((await refusal(await checkCode("soloOtro"))).message).toBe("El cupón no aplica a estos productos.");
  });

  it("an order with an expired code is refused too, and nothing is sold", async () => {
    const res = await order("VENCIDO");
    expect((await refusal(res)).code).toBe("coupon_expired");
  });
});

describe("placing orders with a code", () => {
  it("prices the order with the code, stores it, shows it in the mail, and a cancellation gives the use back once", async () => {
    const coupon = await createCoupon({ code: "PEDIDO10", kind: "percent", value: 10, maxUses: 5 });
    const res = await order("pedido10", { email: "cupon@example.com" });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()).order;
    const expected = orderTotals({
      lines: [{ unitPrice: item.finalPrice, quantity: 2 }],
      deliveryMethod: "pickup",
      town: "",
      paymentMethod: "bank",
      rules: DEFAULT_SHOP_RULES,
      code: { kind: "percent", value: 10, eligibleSubtotal: item.finalPrice * 2 },
    });
    expect(placed).toMatchObject({
      discountCode: "PEDIDO10",
      codeDiscount: expected.codeDiscount,
      transferDiscount: expected.transferDiscount,
      total: expected.total,
    });
    expect(expected.codeDiscount).toBeGreaterThan(0);
    expect(await usesOf(coupon.id)).toBe(1);
    const { rows } = await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where order_id = $1 and kind = 'order_confirmation'",
      [placed.id],
    );
    expect(rows[0]!.text_body).toContain("Cupón PEDIDO10");

    const cancel = () => send("POST", `/api/admin/orders/${placed.id}/moves`, { event: "reject" });
    expect((await cancel()).status).toBe(200);
    await cancel();
    expect(await usesOf(coupon.id)).toBe(0);
  });

  it("stops at the total uses and at the uses per e-mail", async () => {
    const once = await createCoupon({ code: "UNAVEZ", kind: "amount", value: 100, maxUsesPerEmail: 1 });
    expect((await order("UNAVEZ", { email: "luis@example.com" })).status).toBe(201);
    const again = await refusal(await order("UNAVEZ", { email: "LUIS@example.com" }));
    expect(again).toEqual({ code: "coupon_used_by_email", message: "Ya usó este cupón." });
    expect((await refusal(await checkCode("UNAVEZ", 2, "luis@example.com"))).message).toBe("Ya usó este cupón.");
    expect((await order("UNAVEZ", { email: "marta@example.com" })).status).toBe(201);
    expect(await usesOf(once.id)).toBe(2);

    const last = await createCoupon({ code: "ULTIMO", kind: "free_delivery", maxUses: 1 });
    expect((await order("ULTIMO", { email: "a@example.com" })).status).toBe(201);
    expect(await refusal(await order("ULTIMO", { email: "b@example.com" }))).toEqual({
      code: "coupon_used_up",
      message: "Este cupón ya no tiene usos disponibles.",
    });
    expect(await usesOf(last.id)).toBe(1);
  });

  it("a free-delivery code waives the Montevideo fee", async () => {
    await createCoupon({ code: "ENVIOGRATIS", kind: "free_delivery" });
    const quantity = Math.ceil(2000 / item.finalPrice);
    const res = await postJson(shop, "/api/orders", {
      ...customer({
        deliveryMethod: "delivery",
        streetAddress: "Av. Italia 1",
        apartment: "1",
        town: "Montevideo",
        zip: "11300",
      }),
      items: lines(quantity),
      discountCode: "ENVIOGRATIS",
      idempotencyKey: newKey(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()).order;
    expect(placed).toMatchObject({ discountCode: "ENVIOGRATIS", codeDiscount: 0, deliveryFee: 0 });
  });
});
