import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { expireReservations, recheckWaitingPayments } from "../../worker/services/jobs/payments.ts";
import {
  applyPayment,
  applyPaymentById,
  type PaymentServiceDeps,
} from "../../worker/services/payments/apply-payment.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, stockOf, variantStockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let mp: ReturnType<typeof fakePayments>;
let clock: Date;
let variant: SaleVariant;
/** A product only the expiry tests buy, so other tests' reservations do not blur its stock. */
let expiring: SaleVariant;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 100, minPrice: 300 });
  expiring = await pickVariant(shop, { minStock: 100, minPrice: 300, skip: [variant.productId] });
});
afterAll(() => shop.close());
beforeEach(() => {
  mp = fakePayments();
  clock = new Date();
});

const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
const app = () => createApp(() => ({ ...buildDeps(config, shop.db, () => clock), payments: mp.port }));
const serviceDeps = (): PaymentServiceDeps => ({
  db: shop.db,
  payments: mp.port,
  shopEmail: config.SHOP_NOTIFY_EMAIL,
  siteUrl: config.PUBLIC_SITE_URL,
  now: () => clock,
});

const request = (path: string, init?: RequestInit) => requestSettled(app(), path, init);

const orderBody = (overrides: Record<string, unknown> = {}) =>
  customer({
    paymentMethod: "mercadopago",
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 2 }],
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  });

const only = (v: SaleVariant) => ({ items: [{ productId: v.productId, variantId: v.variantId, quantity: 2 }] });

async function placeMpOrder(overrides: Record<string, unknown> = {}) {
  const body = orderBody(overrides);
  const res = await request("/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    res,
    body,
    json: (await res.json()) as {
      order: { id: number; total: number; status: string; accessToken: string };
      checkoutUrl: string;
    },
  };
}

async function orderRow(id: number) {
  const { rows } = await shop.pg.query<{
    status: string;
    payment_id: string | null;
    payment_status: string | null;
    refund_needed: boolean;
    stock_released: boolean;
  }>("select status, payment_id, payment_status, refund_needed, stock_released from orders where id = $1", [id]);
  return rows[0]!;
}

async function mailKinds(id: number) {
  const { rows } = await shop.pg.query<{ kind: string }>(
    "select kind from mail_outbox where order_id = $1 order by id",
    [id],
  );
  return rows.map((r) => r.kind);
}

describe("placing an order with Mercado Pago", () => {
  it("holds the stock in status 'mercado', builds the preference from the stored order, and answers its checkout URL", async () => {
    const before = await stockOf(shop, variant.productId);
    const { res, json, body } = await placeMpOrder();
    expect(res.status).toBe(201);
    expect(json.order.status).toBe("mercado");
    expect(json.checkoutUrl).toBe("https://mp.test/checkout/pref-1");
    expect(await stockOf(shop, variant.productId)).toBe(before - 2);
    expect(await mailKinds(json.order.id)).toEqual([]);

    const [pref] = [...mp.preferences.values()];
    const input = pref!.input;
    expect(input.externalReference).toBe(String(json.order.id));
    expect(input.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitPrice: variant.finalPrice,
        title: expect.stringContaining(variant.name),
      }),
    ]);
    expect(input.items.reduce((n, i) => n + i.unitPrice * i.quantity, 0)).toBe(json.order.total);
    expect(input.payer.email).toBe(body.email);
    const token = encodeURIComponent(json.order.accessToken);
    expect(input.backUrls).toEqual({
      success: `https://tienda.example.uy/success/${json.order.id}?token=${token}`,
      pending: `https://tienda.example.uy/pending/${json.order.id}?token=${token}`,
      failure: `https://tienda.example.uy/failure?order=${json.order.id}&token=${token}`,
    });
    expect(input.notificationUrl).toBe("https://tienda.example.uy/api/webhooks/mercadopago");
    expect(input.expiresAt.getTime() - clock.getTime()).toBe(60 * 60 * 1000);
    expect(input.ticketExpiresAt.getTime()).toBeGreaterThan(input.expiresAt.getTime());

    // The same request again: the same order and the same preference, never a second one.
    const again = await request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(200);
    const replay = (await again.json()) as typeof json;
    expect(replay.order.id).toBe(json.order.id);
    expect(replay.checkoutUrl).toBe(json.checkoutUrl);
    expect(mp.calls.createPreference).toBe(1);
  });

  it("adds the delivery fee as its own item and gives no transfer discount", async () => {
    const quantity = Math.ceil(2000 / variant.finalPrice);
    const { json } = await placeMpOrder({
      deliveryMethod: "delivery",
      streetAddress: "Av. Italia 1234",
      apartment: "501",
      town: "Montevideo",
      zip: "11300",
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
    });
    const input = [...mp.preferences.values()][0]!.input;
    const subtotal = quantity * variant.finalPrice;
    const fee = subtotal < 4000 ? 350 : 0;
    expect(input.items.filter((i) => i.title === "Envío a domicilio").map((i) => i.unitPrice)).toEqual(
      fee ? [fee] : [],
    );
    expect(json.order.total).toBe(subtotal + fee);
  });

  it("answers 502 payment_unavailable when the preference cannot be made; the same key then gets it", async () => {
    mp.setDown(true);
    const { res, body, json } = await placeMpOrder();
    expect(res.status).toBe(502);
    expect((json as unknown as { error: { code: string } }).error.code).toBe("payment_unavailable");
    mp.setDown(false);
    const retry = await request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { checkoutUrl: string }).checkoutUrl).toMatch(/^https:\/\/mp\.test\/checkout\//);
  });
});

describe("applying what Mercado Pago says", () => {
  it("approves a waiting order once: confirmation and shop notice queued, a duplicate changes nothing", async () => {
    const { json } = await placeMpOrder();
    const payment = mp.pay(json.order.id, json.order.total, "approved");
    expect((await applyPaymentById(serviceDeps(), payment.id)).outcome).toBe("applied");
    expect(await orderRow(json.order.id)).toMatchObject({
      status: "approved",
      payment_id: payment.id,
      payment_status: "approved",
    });
    expect(await mailKinds(json.order.id)).toEqual(["order_paid", "order_paid_notice"]);
    expect((await applyPaymentById(serviceDeps(), payment.id)).outcome).toBe("duplicate");
    expect(await mailKinds(json.order.id)).toEqual(["order_paid", "order_paid_notice"]);
    const { rows } = await shop.pg.query<{ actor: string; to_status: string }>(
      "select actor, to_status from order_status_history where order_id = $1 order by id",
      [json.order.id],
    );
    expect(rows).toEqual([
      { actor: "customer", to_status: "mercado" },
      { actor: "mercadopago", to_status: "approved" },
    ]);
  });

  it("refuses a payment whose amount, currency or reference does not match, and still applies the real one later", async () => {
    const { json } = await placeMpOrder();
    const id = json.order.id;
    const cheap = mp.pay(id, json.order.total - 1, "approved");
    const dollars = mp.pay(id, json.order.total, "approved", { currency_id: "USD" });
    expect((await applyPaymentById(serviceDeps(), cheap.id)).outcome).toBe("refused");
    expect((await applyPaymentById(serviceDeps(), dollars.id)).outcome).toBe("refused");
    // A payment of another order, claimed for this one (a forged return URL).
    const { json: other } = await placeMpOrder();
    const foreign = mp.pay(other.order.id, other.order.total, "approved");
    expect((await applyPaymentById(serviceDeps(), foreign.id, id)).outcome).toBe("refused");
    expect((await orderRow(id)).status).toBe("mercado");
    expect((await orderRow(other.order.id)).status).toBe("mercado");

    const real = mp.pay(id, json.order.total, "approved");
    expect((await applyPaymentById(serviceDeps(), real.id)).outcome).toBe("applied");
    expect((await orderRow(id)).status).toBe("approved");
  });

  it("a ticket leaves the order pending; its expiry cancels the order and gives the stock back once", async () => {
    const before = await stockOf(shop, variant.productId);
    const { json } = await placeMpOrder();
    const ticket = mp.pay(json.order.id, json.order.total, "pending");
    await applyPaymentById(serviceDeps(), ticket.id);
    expect((await orderRow(json.order.id)).status).toBe("pending");
    expect(await mailKinds(json.order.id)).toEqual(["order_payment_pending"]);

    // Mercado Pago cancels the unpaid ticket; the webhook is lost, the job asks again later.
    mp.change(ticket.id, "cancelled");
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const reports = await Promise.all([recheckWaitingPayments(serviceDeps()), recheckWaitingPayments(serviceDeps())]);
    expect(reports.reduce((n, r) => n + r.applied, 0)).toBe(1);
    expect(await orderRow(json.order.id)).toMatchObject({ status: "cancel", stock_released: true });
    expect(await stockOf(shop, variant.productId)).toBe(before);
    expect(await mailKinds(json.order.id)).toEqual(["order_payment_pending", "order_payment_failed"]);
  });

  it("a rejected card keeps the reservation (the buyer may try again), and another attempt's rejection does not cancel a pending order", async () => {
    const { json } = await placeMpOrder();
    const rejected = mp.pay(json.order.id, json.order.total, "rejected");
    expect((await applyPaymentById(serviceDeps(), rejected.id)).outcome).toBe("recorded");
    expect(await orderRow(json.order.id)).toMatchObject({ status: "mercado", payment_status: "rejected" });
    const ticket = mp.pay(json.order.id, json.order.total, "pending");
    await applyPaymentById(serviceDeps(), ticket.id);
    const another = mp.pay(json.order.id, json.order.total, "rejected");
    await applyPaymentById(serviceDeps(), another.id);
    expect(await orderRow(json.order.id)).toMatchObject({ status: "pending", payment_id: ticket.id });
  });

  it("an approval after the reservation expired takes the stock again, or asks the shop to refund", async () => {
    const before = await stockOf(shop, expiring.productId);
    const { json } = await placeMpOrder(only(expiring));
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const [first, second] = await Promise.all([expireReservations(serviceDeps()), expireReservations(serviceDeps())]);
    expect(first!.expired + second!.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(json.order.id)).toMatchObject({ status: "cancel", stock_released: true });
    expect(await stockOf(shop, expiring.productId)).toBe(before);

    const late = mp.pay(json.order.id, json.order.total, "approved");
    await applyPaymentById(serviceDeps(), late.id);
    expect((await orderRow(json.order.id)).status).toBe("approved");
    expect(await stockOf(shop, expiring.productId)).toBe(before - 2);

    // Another order whose stock is gone by the time its late payment arrives.
    const { json: second2 } = await placeMpOrder(only(expiring));
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    await expireReservations(serviceDeps());
    // One unit left of the size it holds (the seeded products count by size: decision 019).
    const unitsBefore = await variantStockOf(shop, expiring.variantId);
    await shop.pg.query("update product_variants set stock = 1 where id = $1", [expiring.variantId]);
    const tooLate = mp.pay(second2.order.id, second2.order.total, "approved");
    await applyPaymentById(serviceDeps(), tooLate.id);
    expect(await orderRow(second2.order.id)).toMatchObject({ status: "cancel", refund_needed: true });
    expect(await variantStockOf(shop, expiring.variantId)).toBe(1);
    expect(await mailKinds(second2.order.id)).toEqual(["refund_needed"]);
    await shop.pg.query("update product_variants set stock = $2 where id = $1", [expiring.variantId, unitsBefore]);
  });

  it("the expiry job applies a live payment instead of cancelling (a lost webhook never cancels a paid order)", async () => {
    const { json } = await placeMpOrder();
    mp.pay(json.order.id, json.order.total, "approved");
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const report = await expireReservations(serviceDeps());
    expect(report.expired).toBe(0);
    expect((await orderRow(json.order.id)).status).toBe("approved");
  });

  it("records a refund after approval on the order, which stays approved", async () => {
    const { json } = await placeMpOrder();
    const payment = mp.pay(json.order.id, json.order.total, "approved");
    await applyPaymentById(serviceDeps(), payment.id);
    mp.change(payment.id, "refunded");
    expect((await applyPaymentById(serviceDeps(), payment.id)).outcome).toBe("recorded");
    expect(await orderRow(json.order.id)).toMatchObject({ status: "approved", payment_status: "refunded" });
  });

  it("applyPayment refuses a reference that is not an order id", async () => {
    const p = mp.pay(1, 100, "approved", { external_reference: "abc" });
    expect((await applyPayment(serviceDeps(), p)).outcome).toBe("refused");
  });
});

describe("POST /api/orders/:id/payment-check", () => {
  const check = (id: number, token: string, body: unknown) =>
    request(`/api/orders/${id}/payment-check?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("looks the payment up with Mercado Pago and answers the truth; forged or foreign ids move nothing", async () => {
    const { json } = await placeMpOrder();
    const { id, accessToken } = json.order;
    // A made-up payment id in a forged /success URL.
    let res = await check(id, accessToken, { paymentId: "123456789" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: { status: string } }).order.status).toBe("mercado");

    const payment = mp.pay(id, json.order.total, "approved");
    res = await check(id, accessToken, { paymentId: payment.id });
    const body = (await res.json()) as { order: { status: string; payment: { status: string; statusLabel: string } } };
    expect(body.order.status).toBe("approved");
    expect(body.order.payment).toMatchObject({ status: "approved", statusLabel: "Pago aprobado" });
  });

  it("finds the order's payments by itself when the URL names none, and answers 404 to a wrong token", async () => {
    const { json } = await placeMpOrder();
    mp.pay(json.order.id, json.order.total, "pending");
    const res = await check(json.order.id, json.order.accessToken, {});
    expect(((await res.json()) as { order: { status: string } }).order.status).toBe("pending");
    expect((await check(json.order.id, "x".repeat(43), {})).status).toBe(404);
  });

  it("still answers what the shop knows when Mercado Pago is down", async () => {
    const { json } = await placeMpOrder();
    mp.setDown(true);
    const res = await check(json.order.id, json.order.accessToken, { paymentId: "5000000001" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: { status: string } }).order.status).toBe("mercado");
  });
});
