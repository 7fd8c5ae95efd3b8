import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MpPayment, PaymentsPort } from "../../worker/adapters/payments/port.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { MAX_JSON_BODY_BYTES } from "../../worker/http/request-limits.ts";
import {
  LOCAL_WEBHOOK_SECRET,
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  webhookSecret,
} from "../../worker/services/payments/signature.ts";
import { countRows, customer, pickVariant, type SaleVariant, stockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * POST /api/webhooks/mercadopago on the real app and database, with a Payments port the test controls:
 * what "Mercado Pago" answers, and every call made to it.
 */

const SECRET = "your_secret_key_here";
/** Mercado Pago's test vector (issue 10). */
const VECTOR = {
  dataId: "999999999",
  requestId: "2066ca19-c6f1-498a-be75-1923005edd06",
  ts: "1704908010",
  v1: "688a0d38e33107d4b2d452a85915d494fc120daf7e962608ab6811f80cd7ad22",
};
const VECTOR_TIME = new Date(Number(VECTOR.ts) * 1000);

/** The fake Mercado Pago: its payments and merchant orders, whether it is reachable, and the calls it got. */
const mp = {
  payments: new Map<string, MpPayment>(),
  merchantOrders: new Map<string, string[]>(),
  down: false,
  calls: [] as string[],
};
let preferences = 0;
const fakePayments: PaymentsPort = {
  name: "mercadopago",
  refundPayment: () => Promise.reject(new Error("not used here")),
  async createPreference(input) {
    mp.calls.push(`createPreference ${input.externalReference}`);
    preferences += 1;
    return {
      id: `pref-${preferences}`,
      initPoint: `https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=${preferences}`,
    };
  },
  async getPayment(id) {
    mp.calls.push(`getPayment ${id}`);
    if (mp.down) throw new Error("Mercado Pago: reading payment failed: HTTP 503");
    return mp.payments.get(id) ?? null;
  },
  async findPayments(reference) {
    mp.calls.push(`findPayments ${reference}`);
    if (mp.down) throw new Error("Mercado Pago: search failed: HTTP 503");
    return [...mp.payments.values()].filter((p) => p.external_reference === reference).reverse();
  },
  async getMerchantOrderPaymentIds(id) {
    mp.calls.push(`getMerchantOrderPaymentIds ${id}`);
    if (mp.down) throw new Error("Mercado Pago: reading merchant order failed: HTTP 503");
    return mp.merchantOrders.get(id) ?? null;
  },
};

let clock = new Date();
let shop: TestShop;
let variant: SaleVariant;
let app: ReturnType<typeof createApp>;

const send = (path: string, init: RequestInit = {}, target = app) => requestSettled(target, path, init);

let nextPaymentId = 91_000_000_000;
let orderKey = 0;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 30, minPrice: 100 });
  const config = parseConfig({ ENVIRONMENT: "test", MERCADOPAGO_WEBHOOK_SECRET: SECRET });
  app = createApp(() => ({ ...buildDeps(config, shop.db, () => clock), payments: fakePayments }));
});
afterAll(() => shop.close());
beforeEach(() => {
  clock = new Date();
  mp.down = false;
  mp.calls = [];
});

/** A Mercado Pago order placed through POST /api/orders (status 'mercado', stock held). */
async function placeMercadoPagoOrder(quantity = 1) {
  orderKey += 1;
  const res = await send("/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `198.51.100.${orderKey}` },
    body: JSON.stringify({
      ...customer({ paymentMethod: "mercadopago" }),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
      idempotencyKey: `webhook-test-${Date.now()}-${orderKey}`,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; total: number; status: string } };
  expect(order.status).toBe("mercado");
  mp.calls = []; // the preference; the tests count what the webhook asks
  return order;
}

/** A payment as Mercado Pago's API would report it for an order; registered with the fake. */
function payment(order: { id: number; total: number }, overrides: Partial<MpPayment> = {}): MpPayment {
  const p: MpPayment = {
    id: String(nextPaymentId++),
    status: "approved",
    status_detail: "accredited",
    payment_type_id: "credit_card",
    payment_method_id: "visa",
    transaction_amount: order.total,
    currency_id: "UYU",
    external_reference: String(order.id),
    date_approved: clock.toISOString(),
    date_of_expiration: null,
    ...overrides,
  };
  mp.payments.set(p.id, p);
  return p;
}

/** A notification as Mercado Pago sends it, signed with `secret` at the test's clock. */
async function notify(
  query: string,
  options: { dataId?: string | null; secret?: string; body?: unknown; requestId?: string; ts?: string } = {},
) {
  const params = new URLSearchParams(query);
  const dataId = options.dataId === undefined ? (params.get("data.id") ?? params.get("id")) : options.dataId;
  const requestId = options.requestId ?? crypto.randomUUID();
  const ts = options.ts ?? String(Math.floor(clock.getTime() / 1000));
  const signature = await signWebhook(options.secret ?? SECRET, { dataId, requestId, ts });
  const body =
    options.body ??
    (params.get("type") ? { action: "payment.updated", type: params.get("type"), data: { id: dataId } } : {});
  return send(`/api/webhooks/mercadopago?${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": requestId, "x-signature": signature },
    body: JSON.stringify(body),
  });
}

async function orderRow(id: number) {
  const { rows } = await shop.pg.query<{ status: string; payment_id: string | null; payment_status: string | null }>(
    "select status, payment_id, payment_status from orders where id = $1",
    [id],
  );
  return rows[0]!;
}

async function eventsOf(paymentId: string) {
  const { rows } = await shop.pg.query<{ status: string; outcome: string; order_id: number | null }>(
    "select status, outcome, order_id::int from payment_events where payment_id = $1 order by id",
    [paymentId],
  );
  return rows;
}

async function mailCount(orderId: number) {
  const { rows } = await shop.pg.query<{ n: number }>(
    "select count(*)::int as n from mail_outbox where order_id = $1",
    [orderId],
  );
  return rows[0]!.n;
}

describe("signature", () => {
  /** The vector as an HTTP request; each case alters one thing. */
  function vectorRequest(change: { query?: string; requestId?: string | null; signature?: string | null } = {}) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const requestId = change.requestId === undefined ? VECTOR.requestId : change.requestId;
    const signature = change.signature === undefined ? `ts=${VECTOR.ts},v1=${VECTOR.v1}` : change.signature;
    if (requestId !== null) headers["x-request-id"] = requestId;
    if (signature !== null) headers["x-signature"] = signature;
    return send(`/api/webhooks/mercadopago?${change.query ?? `data.id=${VECTOR.dataId}&type=payment`}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ action: "payment.updated", type: "payment", data: { id: VECTOR.dataId } }),
    });
  }

  it("accepts Mercado Pago's test vector and looks the payment up", async () => {
    clock = VECTOR_TIME;
    const res = await vectorRequest();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Mercado Pago does not know 999999999 (the fake has no such payment): nothing to apply.
    expect(mp.calls).toEqual(["getPayment 999999999"]);
  });

  const v1 = VECTOR.v1;
  const flipped = `${v1.slice(0, 10)}${v1[10] === "0" ? "1" : "0"}${v1.slice(11)}`;
  const refusals: [string, Parameters<typeof vectorRequest>[0], number?][] = [
    ["data.id altered", { query: "data.id=999999998&type=payment" }],
    ["data.id missing from the query", { query: "type=payment" }],
    ["data.id only in the older id parameter", { query: "id=999999998&topic=payment" }],
    ["x-request-id altered", { requestId: "2066ca19-c6f1-498a-be75-1923005edd07" }],
    ["x-request-id missing", { requestId: null }],
    ["x-signature missing", { signature: null }],
    ["x-signature empty", { signature: "" }],
    ["ts altered", { signature: `ts=1704908011,v1=${v1}` }],
    ["ts missing", { signature: `v1=${v1}` }],
    ["v1 missing", { signature: `ts=${VECTOR.ts}` }],
    ["v1 altered", { signature: `ts=${VECTOR.ts},v1=${flipped}` }],
    ["v1 too short", { signature: `ts=${VECTOR.ts},v1=${v1.slice(0, 63)}` }],
    ["v1 too long", { signature: `ts=${VECTOR.ts},v1=${v1}a` }],
    ["v1 under another version", { signature: `ts=${VECTOR.ts},v2=${v1}` }],
    ["stale ts", {}, SIGNATURE_TOLERANCE_SECONDS + 1],
    ["ts from the future", {}, -SIGNATURE_TOLERANCE_SECONDS - 1],
  ];
  for (const [name, change, drift] of refusals) {
    it(`refuses with 401 and touches nothing: ${name}`, async () => {
      clock = new Date(VECTOR_TIME.getTime() + (drift ?? 0) * 1000);
      const before = {
        events: await countRows(shop, "payment_events"),
        limits: await countRows(shop, "rate_limits"),
      };
      const res = await vectorRequest(change);
      expect(res.status).toBe(401);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_signature");
      expect(body.error.message).toMatch(/firma/i);
      expect(mp.calls).toEqual([]);
      expect(await countRows(shop, "payment_events")).toBe(before.events);
      expect(await countRows(shop, "rate_limits")).toBe(before.limits);
    });
  }

  it("refuses a notification signed with the simulator's secret when Mercado Pago's is set", async () => {
    const res = await notify("data.id=123&type=payment", { secret: LOCAL_WEBHOOK_SECRET });
    expect(res.status).toBe(401);
    expect(mp.calls).toEqual([]);
  });

  it("outside production without a secret of its own, takes the simulator's secret", async () => {
    const local = createApp(() => ({
      ...buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock),
      payments: fakePayments,
    }));
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(clock.getTime() / 1000));
    const headers = (secret: string) =>
      signWebhook(secret, { dataId: "123", requestId, ts }).then((signature) => ({
        "x-request-id": requestId,
        "x-signature": signature,
      }));
    const url = "/api/webhooks/mercadopago?data.id=123&type=payment";
    expect((await send(url, { method: "POST", headers: await headers(LOCAL_WEBHOOK_SECRET) }, local)).status).toBe(200);
    expect((await send(url, { method: "POST", headers: await headers(SECRET) }, local)).status).toBe(401);
    expect(mp.calls).toEqual(["getPayment 123"]);
  });

  it("picks the secret: Mercado Pago's, else the simulator's, never the simulator's in production", () => {
    expect(webhookSecret({ ENVIRONMENT: "production", MERCADOPAGO_WEBHOOK_SECRET: "abcdefghijkl" })).toBe(
      "abcdefghijkl",
    );
    expect(webhookSecret({ ENVIRONMENT: "development", MERCADOPAGO_WEBHOOK_SECRET: "abcdefghijkl" })).toBe(
      "abcdefghijkl",
    );
    expect(webhookSecret({ ENVIRONMENT: "development", MERCADOPAGO_WEBHOOK_SECRET: undefined })).toBe(
      LOCAL_WEBHOOK_SECRET,
    );
    expect(webhookSecret({ ENVIRONMENT: "production", MERCADOPAGO_WEBHOOK_SECRET: undefined })).toBeNull();
  });
});

describe("a verified payment notification", () => {
  it("moves the order as Mercado Pago's payment says, once", async () => {
    const order = await placeMercadoPagoOrder(2);
    const stock = await stockOf(shop, variant.productId);
    const mails = await mailCount(order.id);
    const paid = payment(order);

    const res = await notify(`data.id=${paid.id}&type=payment`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(mp.calls).toEqual([`getPayment ${paid.id}`]);
    expect(await orderRow(order.id)).toMatchObject({
      status: "approved",
      payment_id: paid.id,
      payment_status: "approved",
    });
    expect(await eventsOf(paid.id)).toEqual([{ status: "approved", outcome: "applied", order_id: order.id }]);
    expect(await stockOf(shop, variant.productId)).toBe(stock); // held since the order was placed
    const mailsAfterApproval = await mailCount(order.id);
    expect(mailsAfterApproval).toBeGreaterThan(mails);

    // Mercado Pago sends notifications more than once (payment.created, payment.updated, retries).
    for (let i = 0; i < 3; i++) {
      const again = await notify(`data.id=${paid.id}&type=payment`);
      expect(again.status).toBe(200);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "approved" });
    expect(await eventsOf(paid.id)).toHaveLength(1);
    expect(await mailCount(order.id)).toBe(mailsAfterApproval);
    expect(await stockOf(shop, variant.productId)).toBe(stock);
  });

  it("a ticket left pending, then paid: pending, then approved; a late 'pending' never moves it back", async () => {
    const order = await placeMercadoPagoOrder();
    const ticket = payment(order, {
      status: "pending",
      status_detail: "pending_waiting_payment",
      payment_type_id: "ticket",
      payment_method_id: "abitab",
      date_approved: null,
    });
    expect((await notify(`data.id=${ticket.id}&type=payment`)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("pending");

    mp.payments.set(ticket.id, { ...ticket, status: "approved", status_detail: "accredited" });
    expect((await notify(`data.id=${ticket.id}&type=payment`)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("approved");

    mp.payments.set(ticket.id, ticket); // a stale read or a reordered notification
    expect((await notify(`data.id=${ticket.id}&type=payment`)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it("believes Mercado Pago's API, not the body: the body's id and status are ignored", async () => {
    const order = await placeMercadoPagoOrder();
    const rejected = payment(order, { status: "rejected", status_detail: "cc_rejected_other_reason" });
    const other = payment(order);
    const res = await notify(`data.id=${rejected.id}&type=payment`, {
      body: { type: "payment", action: "payment.updated", data: { id: other.id }, status: "approved" },
    });
    expect(res.status).toBe(200);
    expect(mp.calls).toEqual([`getPayment ${rejected.id}`]);
    // A rejected card: Checkout Pro lets the buyer try again, the order keeps waiting.
    expect((await orderRow(order.id)).status).toBe("mercado");
  });

  it("takes the topic from the body when the query string has none", async () => {
    const order = await placeMercadoPagoOrder();
    const paid = payment(order);
    const res = await notify(`data.id=${paid.id}`, { body: { type: "payment", data: { id: paid.id } } });
    expect(res.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  const mismatches: [string, (order: { id: number; total: number }) => Partial<MpPayment>][] = [
    ["an amount below the total", (o) => ({ transaction_amount: o.total - 1 })],
    ["an amount above the total", (o) => ({ transaction_amount: o.total + 0.5 })],
    ["another currency", () => ({ currency_id: "USD" })],
    ["an external_reference naming no order", () => ({ external_reference: "99999999" })],
  ];
  for (const [name, change] of mismatches) {
    it(`does not move the order for a payment with ${name}`, async () => {
      const order = await placeMercadoPagoOrder();
      const mails = await mailCount(order.id);
      const wrong = payment(order, change(order));
      const res = await notify(`data.id=${wrong.id}&type=payment`);
      expect(res.status).toBe(200); // handled: sending it again would not change the answer
      expect(await orderRow(order.id)).toMatchObject({ status: "mercado", payment_id: null });
      expect(await mailCount(order.id)).toBe(mails);
      expect((await eventsOf(wrong.id)).map((e) => e.outcome)).toEqual(["refused"]);
      // The right payment still moves it afterwards.
      const right = payment(order);
      expect((await notify(`data.id=${right.id}&type=payment`)).status).toBe(200);
      expect((await orderRow(order.id)).status).toBe("approved");
    });
  }

  it("does not move anything for an external_reference that is not an order id", async () => {
    const order = await placeMercadoPagoOrder();
    const events = await countRows(shop, "payment_events");
    const wrong = payment(order, { external_reference: "pedido-1" });
    expect((await notify(`data.id=${wrong.id}&type=payment`)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("mercado");
    expect(await countRows(shop, "payment_events")).toBe(events);
  });

  it("answers 500 when Mercado Pago cannot be reached, so it sends the notification again", async () => {
    const order = await placeMercadoPagoOrder();
    const paid = payment(order);
    mp.down = true;
    const res = await notify(`data.id=${paid.id}&type=payment`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payment_unavailable");
    expect((await orderRow(order.id)).status).toBe("mercado");
    expect(await eventsOf(paid.id)).toEqual([]);

    mp.down = false;
    expect((await notify(`data.id=${paid.id}&type=payment`)).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it("acknowledges a payment Mercado Pago does not know", async () => {
    const res = await notify("data.id=91999999999&type=payment");
    expect(res.status).toBe(200);
    expect(mp.calls).toEqual(["getPayment 91999999999"]);
  });
});

describe("older notification formats", () => {
  it("?topic=payment&id= looks the payment up the same way", async () => {
    const order = await placeMercadoPagoOrder();
    const paid = payment(order);
    const res = await notify(`topic=payment&id=${paid.id}`);
    expect(res.status).toBe(200);
    expect(mp.calls).toEqual([`getPayment ${paid.id}`]);
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it("?topic=merchant_order&id= applies each payment of the merchant order", async () => {
    const order = await placeMercadoPagoOrder();
    const rejected = payment(order, { status: "rejected", status_detail: "cc_rejected_insufficient_amount" });
    const paid = payment(order);
    mp.merchantOrders.set("30000000001", [rejected.id, paid.id]);
    const res = await notify("topic=merchant_order&id=30000000001");
    expect(res.status).toBe(200);
    expect(mp.calls).toEqual([
      "getMerchantOrderPaymentIds 30000000001",
      `getPayment ${rejected.id}`,
      `getPayment ${paid.id}`,
    ]);
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it("acknowledges an unknown merchant order, and answers 500 when Mercado Pago is down", async () => {
    expect((await notify("topic=merchant_order&id=30000000099")).status).toBe(200);
    expect(mp.calls).toEqual(["getMerchantOrderPaymentIds 30000000099"]);
    mp.down = true;
    expect((await notify("topic=merchant_order&id=30000000001")).status).toBe(500);
  });
});

describe("what the route ignores or refuses", () => {
  it("acknowledges other topics without asking Mercado Pago", async () => {
    for (const query of [
      "data.id=123&type=plan",
      "data.id=123&type=subscription_preapproval",
      "topic=chargebacks&id=123",
      "topic=point_integration_wh&id=123",
    ]) {
      const res = await notify(query);
      expect(res.status, query).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(mp.calls).toEqual([]);
  });

  it("acknowledges a signed notification whose id is not a number without a look-up", async () => {
    for (const query of ["data.id=abc&type=payment", "data.id=0&type=payment", "data.id=12.5&type=payment"]) {
      expect((await notify(query)).status, query).toBe(200);
    }
    expect(mp.calls).toEqual([]);
  });

  it("is not rate-limited by address (every notification comes from Mercado Pago's servers)", async () => {
    const limits = await countRows(shop, "rate_limits");
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const requestId = crypto.randomUUID();
      const ts = String(Math.floor(clock.getTime() / 1000));
      const signature = await signWebhook(SECRET, { dataId: "123", requestId, ts });
      const res = await send("/api/webhooks/mercadopago?data.id=123&type=plan", {
        method: "POST",
        headers: { "cf-connecting-ip": "203.0.113.7", "x-request-id": requestId, "x-signature": signature },
      });
      answers.push(res.status);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(await countRows(shop, "rate_limits")).toBe(limits);
  });

  it("refuses a body over the JSON limit with 413 before anything else", async () => {
    const res = await send(`/api/webhooks/mercadopago?data.id=${VECTOR.dataId}&type=payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": VECTOR.requestId,
        "x-signature": `ts=${VECTOR.ts},v1=${VECTOR.v1}`,
      },
      body: JSON.stringify({ type: "payment", padding: "x".repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    expect(mp.calls).toEqual([]);
  });
});
