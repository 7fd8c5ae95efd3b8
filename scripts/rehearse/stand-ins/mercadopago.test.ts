import { MercadoPagoConfig, MPAuthenticationError, Payment, Preference, WebhookSignatureValidator } from "mercadopago";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mercadoPagoPayments } from "../../../worker/adapters/payments/mercadopago.ts";
import type { PreferenceInput } from "../../../worker/adapters/payments/port.ts";
import { verifyWebhookSignature } from "../../../worker/services/payments/signature.ts";
import { createMercadoPago, type MercadoPago } from "./mercadopago.ts";
import { type Checkout, createCheckout } from "./mercadopago-checkout.ts";

/**
 * Mercado Pago stand-in, driven by the official SDK (which calls https://api.mercadopago.com with the global
 * fetch, routed here to the app) through the Worker's own Payments adapter, and its checkout page.
 */

const TOKEN = "APP_USR-1234567890-ensayo";
const SECRET = "webhook-secret-de-la-app-ensayo-0123456789";
const SHOP = "https://tienda.ensayo.test:8443";

let mp: MercadoPago;
let checkout: Checkout;
let received: Request[];
let answers: number[];

function input(overrides: Partial<PreferenceInput> = {}): PreferenceInput {
  const now = Date.now();
  return {
    externalReference: "1042",
    items: [
      { id: "7", title: "Jabón de lavanda", quantity: 2, unitPrice: 390 },
      { id: "9", title: "Vela de soja", quantity: 1, unitPrice: 720 },
    ],
    payer: { email: "ana@example.com", firstName: "Ana", lastName: "Pérez" },
    backUrls: {
      success: `${SHOP}/pedido/1042/gracias`,
      pending: `${SHOP}/pedido/1042/pendiente`,
      failure: `${SHOP}/pedido/1042/error`,
    },
    notificationUrl: `${SHOP}/api/webhooks/mercadopago`,
    statementDescriptor: "QUIMICAORIENTAL",
    expiresAt: new Date(now + 30 * 60_000),
    ticketExpiresAt: new Date(now + 3 * 86_400_000),
    idempotencyKey: "order-1042-attempt-1",
    ...overrides,
  };
}

beforeEach(() => {
  mp = createMercadoPago({ accessToken: TOKEN, checkoutOrigin: "https://www.mercadopago.com.uy" });
  received = [];
  answers = [];
  checkout = createCheckout({
    ledger: mp.ledger,
    webhookSecret: SECRET,
    retryDelaysMs: [5, 5],
    fetch: async (request) => {
      received.push(request.clone());
      return new Response(null, { status: answers.shift() ?? 200 });
    },
  });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== "api.mercadopago.com") throw new Error(`unexpected fetch ${request.url}`);
    return mp.api.fetch(request);
  });
});
afterEach(() => {
  checkout.cancel();
  vi.unstubAllGlobals();
});

async function pay(initPoint: string, outcome: "approve" | "reject") {
  const url = new URL(initPoint);
  expect(url.host).toBe("www.mercadopago.com.uy");
  const pageRes = await checkout.app.request(`${url.pathname}${url.search}`);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  const res = await checkout.app.request(`${url.pathname}${url.search}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }),
  });
  expect(res.status).toBe(303);
  return { html, location: new URL(res.headers.get("location")!) };
}

describe("Mercado Pago stand-in", () => {
  it("creates the shop's preference through the SDK, once per idempotency key", async () => {
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    const first = await payments.createPreference(input());
    expect(first.id).toMatch(/^\d+-[0-9a-f-]{36}$/);
    expect(first.initPoint).toBe(`https://www.mercadopago.com.uy/checkout/v1/redirect?pref-id=${first.id}`);
    expect((await payments.createPreference(input())).id).toBe(first.id);
    expect((await payments.createPreference(input({ idempotencyKey: "order-1042-attempt-2" }))).id).not.toBe(first.id);

    const stored = mp.ledger.preferences.get(first.id)!;
    expect(stored).toMatchObject({
      external_reference: "1042",
      site_id: "MLU",
      auto_return: "approved",
      notification_url: `${SHOP}/api/webhooks/mercadopago`,
      sandbox_init_point: `https://sandbox.mercadopago.com.uy/checkout/v1/redirect?pref-id=${first.id}`,
      items: [
        expect.objectContaining({ title: "Jabón de lavanda", quantity: 2, unit_price: 390, currency_id: "UYU" }),
        expect.anything(),
      ],
    });
  });

  it("answers 401 to a wrong access token (MPAuthenticationError in the SDK) and 404 to an unknown payment", async () => {
    const wrong = new Preference(new MercadoPagoConfig({ accessToken: "APP_USR-otro", options: { maxRetries: 0 } }));
    await expect(
      wrong.create({ body: { items: [{ id: "1", title: "x", quantity: 1, unit_price: 1 }] } }),
    ).rejects.toBeInstanceOf(MPAuthenticationError);
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    expect(await payments.getPayment("99999999999")).toBeNull();
    expect(await payments.getMerchantOrderPaymentIds("99999999999")).toBeNull();
    await expect(mercadoPagoPayments({ accessToken: "APP_USR-otro" }).getPayment("1")).rejects.toThrow(/HTTP 401/);
  });

  it("pays on the checkout page: signed webhook (the shop's and the SDK's validators accept it), redirect, then the API knows the payment", async () => {
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    const preference = await payments.createPreference(input());
    const { html, location } = await pay(preference.initPoint, "approve");
    expect(html).toContain("Jabón de lavanda");
    expect(html).toContain("Pagar");
    expect(html).toContain("Rechazar");
    expect(html).toContain("$ 1.500");

    expect(received).toHaveLength(1);
    const hook = received[0]!;
    const hookUrl = new URL(hook.url);
    const paymentId = hookUrl.searchParams.get("data.id")!;
    expect(`${hookUrl.origin}${hookUrl.pathname}`).toBe(`${SHOP}/api/webhooks/mercadopago`);
    expect(hookUrl.searchParams.get("type")).toBe("payment");
    expect(await hook.json()).toMatchObject({
      action: "payment.created",
      api_version: "v1",
      data: { id: paymentId },
      live_mode: false,
      type: "payment",
    });
    const signature = hook.headers.get("x-signature");
    const requestId = hook.headers.get("x-request-id");
    expect(signature).toMatch(/^ts=\d{10},v1=[0-9a-f]{64}$/);
    expect(
      await verifyWebhookSignature({ secret: SECRET, signature, requestId, dataId: paymentId, now: new Date() }),
    ).toBe(true);
    expect(
      await verifyWebhookSignature({
        secret: "otro-secreto-0123456789",
        signature,
        requestId,
        dataId: paymentId,
        now: new Date(),
      }),
    ).toBe(false);
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: signature,
        xRequestId: requestId,
        dataId: paymentId,
        secret: SECRET,
        toleranceSeconds: 300,
      }),
    ).not.toThrow();

    expect(`${location.origin}${location.pathname}`).toBe(`${SHOP}/pedido/1042/gracias`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      collection_id: paymentId,
      collection_status: "approved",
      payment_id: paymentId,
      status: "approved",
      external_reference: "1042",
      payment_type: "credit_card",
      preference_id: preference.id,
      site_id: "MLU",
      processing_mode: "aggregator",
      merchant_account_id: "null",
    });

    expect(await payments.getPayment(paymentId)).toMatchObject({
      id: paymentId,
      status: "approved",
      status_detail: "accredited",
      payment_type_id: "credit_card",
      transaction_amount: 1500,
      currency_id: "UYU",
      external_reference: "1042",
    });
    expect(await payments.getMerchantOrderPaymentIds(params.merchant_order_id!)).toEqual([paymentId]);
    const sdkPayment = await new Payment(new MercadoPagoConfig({ accessToken: TOKEN })).get({ id: paymentId });
    expect(sdkPayment.order).toEqual({ id: params.merchant_order_id, type: "mercadopago" });
  });

  it("a rejected payment goes to back_urls.failure; payment search lists an order's payments newest first", async () => {
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    const preference = await payments.createPreference(input());
    const rejected = await pay(preference.initPoint, "reject");
    expect(`${rejected.location.origin}${rejected.location.pathname}`).toBe(`${SHOP}/pedido/1042/error`);
    expect(rejected.location.searchParams.get("status")).toBe("rejected");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const approved = await pay(preference.initPoint, "approve");
    const found = await payments.findPayments("1042");
    expect(found.map((p) => p.status)).toEqual(["approved", "rejected"]);
    expect(found[0]?.id).toBe(approved.location.searchParams.get("payment_id"));
    expect(await payments.findPayments("9999")).toEqual([]);
    const search = await new Payment(new MercadoPagoConfig({ accessToken: TOKEN })).search({
      options: { external_reference: "1042", limit: 1 },
    });
    expect(search.paging).toEqual({ total: 2, limit: 1, offset: 0 });
  });

  it("sends the notification again after a non-2xx answer, with a new x-request-id each time", async () => {
    answers = [500, 502];
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    const preference = await payments.createPreference(input());
    await pay(preference.initPoint, "approve");
    await checkout.settled();
    expect(checkout.deliveries.map((d) => d.outcome)).toEqual([500, 502, 200]);
    expect(new Set(checkout.deliveries.map((d) => d.requestId)).size).toBe(3);
  });

  it("refuses an expired preference's checkout", async () => {
    const payments = mercadoPagoPayments({ accessToken: TOKEN });
    const preference = await payments.createPreference(input({ expiresAt: new Date(Date.now() + 1000) }));
    vi.useFakeTimers({ now: Date.now() + 5000, toFake: ["Date"] });
    try {
      const url = new URL(preference.initPoint);
      expect((await checkout.app.request(`${url.pathname}${url.search}`)).status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });
});
