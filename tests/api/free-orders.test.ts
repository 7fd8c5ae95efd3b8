import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { readOrder } from "../../worker/db/orders.ts";
import { buildDeps } from "../../worker/deps.ts";
import { ensureCheckout } from "../../worker/services/payments/start-checkout.ts";
import { bearer } from "../support/admin-session.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, variantStockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 38, item 3: an order whose code takes the whole total ($ 0) needs no payment. It is approved when placed,
// through the one order service, whatever the payment method: no Mercado Pago preference (which refuses $ 0 and
// answered 502), no reservation held for 60 minutes, no transfer awaited; the stock, the code's use, the mails,
// the CFE job and the history of an approval.

let shop: TestShop;
let admin: Record<string, string>;
let mp = fakePayments();
let item: SaleVariant;

const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
const app = () => createApp(() => ({ ...buildDeps(config, shop.db, () => new Date()), payments: mp.port }));
const post = (path: string, body: unknown) =>
  requestSettled(app(), path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
/** The back office, through the test shop's own app (its admin sessions). */
const asAdmin = (method: string, path: string, body: unknown) =>
  shop.request(path, {
    method,
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  item = await pickVariant(shop, { minStock: 30, minPrice: 300 });
  for (const coupon of [
    { code: "TODO100", kind: "percent", value: 100, maxUses: 5 },
    { code: "REGALO", kind: "amount", value: 1_000_000, maxUsesPerEmail: 1 },
  ]) {
    const res = await asAdmin("POST", "/api/admin/coupons", coupon);
    expect(res.status, await res.clone().text()).toBe(201);
  }
});
afterAll(() => shop.close());
beforeEach(() => {
  mp = fakePayments();
});

const placeOrder = (overrides: Record<string, unknown>) =>
  post("/api/orders", {
    ...customer(overrides),
    items: [{ productId: item.productId, variantId: item.variantId, quantity: 2 }],
    idempotencyKey: crypto.randomUUID(),
  });

async function facts(orderId: number) {
  const q = async <T>(sql: string) => (await shop.pg.query<T>(sql, [orderId])).rows;
  const [order] = await q<{ status: string; reservation_expires_at: Date | null; checkout_url: string | null }>(
    "select status, reservation_expires_at, checkout_url from orders where id = $1",
  );
  return {
    order: order!,
    history: await q<{ event: string; from_status: string | null; to_status: string; actor: string }>(
      "select event, from_status, to_status, actor from order_status_history where order_id = $1 order by id",
    ),
    mails: (await q<{ kind: string }>("select kind from mail_outbox where order_id = $1 order by id")).map(
      (m) => m.kind,
    ),
    invoices: await q<{ kind: string; status: string }>("select kind, status from invoices where order_id = $1"),
    redemptions: (
      await q<{ n: number }>("select count(*)::int as n from discount_code_redemptions where order_id = $1")
    )[0]!.n,
  };
}

const usesOf = async (code: string) =>
  (await shop.pg.query<{ uses: number }>("select uses from discount_codes where code = $1", [code])).rows[0]!.uses;

describe("an order with nothing to pay", () => {
  it("paid with Mercado Pago: approved at once, no preference, no reservation, the approval's mails and CFE job", async () => {
    const stockBefore = await variantStockOf(shop, item.variantId);
    const res = await placeOrder({
      paymentMethod: "mercadopago",
      email: "gratis@example.com",
      discountCode: "TODO100",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { order: { id: number; status: string; total: number }; checkoutUrl: null };
    expect(body.order).toMatchObject({ status: "approved", total: 0 });
    expect(body.checkoutUrl).toBeNull();
    expect(mp.calls.createPreference).toBe(0);

    const f = await facts(body.order.id);
    expect(f.order).toMatchObject({ status: "approved", reservation_expires_at: null, checkout_url: null });
    expect(f.history).toEqual([
      { event: "placed", from_status: null, to_status: "pending", actor: "customer" },
      { event: "nothing_to_pay", from_status: "pending", to_status: "approved", actor: "system" },
    ]);
    expect(f.mails).toEqual(["order_free", "order_free_notice"]);
    expect(f.invoices).toEqual([{ kind: "cfe", status: expect.any(String) }]);
    expect(f.redemptions).toBe(1);
    expect(await usesOf("TODO100")).toBe(1);
    expect(await variantStockOf(shop, item.variantId)).toBe(stockBefore - 2);
  });

  it("by bank transfer: approved at once too, with no transfer instructions awaiting a receipt", async () => {
    const res = await placeOrder({ paymentMethod: "bank", email: "regalo@example.com", discountCode: "regalo" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as { order: { id: number; status: string; total: number } };
    expect(order).toMatchObject({ status: "approved", total: 0 });
    const f = await facts(order.id);
    expect(f.mails).toEqual(["order_free", "order_free_notice"]);
    expect(f.history.map((h) => h.event)).toEqual(["placed", "nothing_to_pay"]);
    const { rows } = await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where order_id = $1 and kind = 'order_free'",
      [order.id],
    );
    expect(rows[0]!.text_body).toContain("no tiene importe a pagar (cupón REGALO): está confirmado");
    expect(rows[0]!.text_body).not.toContain("transferencia");
  });

  it("a replay of the same request answers the same approved order and queues nothing twice", async () => {
    const body = {
      ...customer({ paymentMethod: "mercadopago", email: "replay@example.com", discountCode: "TODO100" }),
      items: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await post("/api/orders", body);
    expect(first.status).toBe(201);
    const again = await post("/api/orders", body);
    expect(again.status).toBe(200);
    const id = ((await first.json()) as { order: { id: number } }).order.id;
    expect(((await again.json()) as { order: { id: number; status: string } }).order).toMatchObject({
      id,
      status: "approved",
    });
    expect((await facts(id)).mails).toHaveLength(2);
    expect(mp.calls.createPreference).toBe(0);
  });

  it("a code that leaves something to pay still goes to Mercado Pago", async () => {
    await asAdmin("POST", "/api/admin/coupons", { code: "MITAD", kind: "percent", value: 50 });
    const res = await placeOrder({ paymentMethod: "mercadopago", discountCode: "MITAD" });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { order: { status: string; total: number }; checkoutUrl: string };
    expect(body.order.status).toBe("mercado");
    expect(body.order.total).toBeGreaterThan(0);
    expect(body.checkoutUrl).toMatch(/^https:\/\/mp\.test\//);
    expect(mp.calls.createPreference).toBe(1);
  });
});

describe("Mercado Pago is never asked for $ 0", () => {
  it("ensureCheckout gives no payment page for a waiting order whose total is $ 0 or less", async () => {
    const res = await placeOrder({ paymentMethod: "mercadopago" });
    const id = ((await res.json()) as { order: { id: number } }).order.id;
    const order = await shop.db.run(serviceRole, (tx) => readOrder(tx, id));
    const deps = { db: shop.db, payments: mp.port, siteUrl: config.PUBLIC_SITE_URL, now: () => new Date() };
    mp.calls.createPreference = 0;
    for (const total of [0, -100]) {
      expect(await ensureCheckout(deps, { ...order!, status: "mercado", checkoutUrl: null, total })).toBeNull();
    }
    expect(mp.calls.createPreference).toBe(0);
  });

  it("a delivery fee on a $ 0 basket leaves something to pay: Mercado Pago, for the fee alone", async () => {
    // The owner's rules allow delivery from $ 0 (a minimum of 0), so the code's $ 0 products pay the Montevideo fee.
    const settings: ShopSettings = {
      ...DEFAULT_SHOP_SETTINGS,
      rules: {
        ...DEFAULT_SHOP_SETTINGS.rules,
        deliveryMinimum: 0,
        nonWorkingDays: [...DEFAULT_SHOP_SETTINGS.rules.nonWorkingDays],
      },
    };
    const put = await asAdmin("PUT", "/api/admin/settings", settings);
    expect(put.status, await put.clone().text()).toBe(200);
    const res = await placeOrder({
      paymentMethod: "mercadopago",
      email: "envio@example.com",
      discountCode: "TODO100",
      deliveryMethod: "delivery",
      streetAddress: "Av. Italia 1",
      apartment: "1",
      town: "Montevideo",
      zip: "11300",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { order: { status: string; total: number; deliveryFee: number } };
    expect(body.order.status).toBe("mercado");
    expect(body.order.deliveryFee).toBeGreaterThan(0);
    expect(body.order.total).toBe(body.order.deliveryFee);
    const [preference] = [...mp.preferences.values()];
    expect(preference!.input.items).toEqual([
      { id: "envio", title: "Envío a domicilio", quantity: 1, unitPrice: body.order.deliveryFee },
    ]);
  });
});
