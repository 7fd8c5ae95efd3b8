import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUYU } from "../../domain/money.ts";
import { SHOP_NAME } from "../../domain/shop-info.ts";
import type { PaymentsPort, PreferenceInput } from "../../worker/adapters/payments/port.ts";
import { simulatorPayments } from "../../worker/adapters/payments/simulator.ts";
import { createApp } from "../../worker/app.ts";
import { type Config, parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import type { AppDeps } from "../../worker/env.ts";
import { LOCAL_WEBHOOK_SECRET, verifyWebhookSignature } from "../../worker/services/payments/signature.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * The embedded Mercado Pago simulator: its Payments port (preferences, payments with the real API's field
 * names, merchant orders) and its hosted-checkout page (three outcomes, the signed webhook it sends, the
 * redirect to the back URLs), never reachable in production.
 */

const SITE = "http://localhost:8787";
const config = parseConfig({ ENVIRONMENT: "test" });
const productionConfig = parseConfig({
  ENVIRONMENT: "production",
  DATABASE_URL: "postgres://shop_worker:secret@db.example.supabase.co:5432/postgres",
  PUBLIC_SITE_URL: "https://www.quimicaoriental.com.uy",
  SUPABASE_URL: "https://abcdefgh.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789abcdef",
  SUPABASE_ANON_KEY: "public-anon-key-0123456789abcdef",
  SUPABASE_JWT_SECRET: "jwt-secret-0123456789abcdef0123456789abcdef",
  RESEND_API_KEY: "re_0123456789abcdef",
  MAIL_FROM: "Química Oriental <tienda@quimicaoriental.com.uy>",
  SHOP_NOTIFY_EMAIL: "ventas@quimicaoriental.com.uy",
  MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0123456789-abcdef",
  MERCADOPAGO_WEBHOOK_SECRET: "webhook-secret-0123456789",
});

let shop: TestShop;
let payments: PaymentsPort;
/** Every request the simulator dispatched (its webhooks), and how the fake receiver answers. */
const dispatched: Request[] = [];
let receiver: (request: Request) => Promise<Response> = async () => new Response(null, { status: 200 });
const clock = new Date();

beforeAll(async () => {
  shop = await startTestShop();
  payments = simulatorPayments({ db: shop.db, siteUrl: SITE });
});
afterAll(() => shop.close());

/** The app with the shop's real dependencies, a captured `dispatch`, and any override. */
function appWith(overrides: Partial<AppDeps> = {}, cfg: Config = config) {
  const app = createApp(() => ({
    ...buildDeps(cfg, shop.db, () => clock),
    dispatch: async (request: Request) => {
      dispatched.push(request);
      return receiver(request);
    },
    ...overrides,
  }));
  return (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));
}
const request = appWith();

const post = (send: typeof request, path: string, outcome: string, headers: Record<string, string> = {}) =>
  send(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ outcome }).toString(),
  });

/** An order waiting for Mercado Pago (status 'mercado'), written straight to the table. */
async function mercadoOrder(total: number) {
  const token = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "");
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method,
                         payment_method, subtotal, total, estimated_date)
     values ($1, 'mercado', 'ana.perez@example.com', 'Ana', 'Pérez', '099 123 456', 'pickup', 'mercadopago',
             $2, $2, current_date + 2)
     returning id::int`,
    [token, total],
  );
  return { id: rows[0]!.id, token };
}

const ITEMS = [
  { id: "12-100", title: "Aceite esencial de lavanda 100 cc", quantity: 2, unitPrice: 450 },
  { id: "delivery", title: "Envío a domicilio", quantity: 1, unitPrice: 180 },
];
const ITEMS_TOTAL = 2 * 450 + 180;

async function preferenceFor(items = ITEMS, overrides: Partial<PreferenceInput> = {}) {
  const order = await mercadoOrder(items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0));
  const input: PreferenceInput = {
    externalReference: String(order.id),
    items,
    payer: { email: "ana.perez@example.com", firstName: "Ana", lastName: "Pérez" },
    backUrls: {
      success: `${SITE}/success/${order.id}?token=${order.token}`,
      pending: `${SITE}/pending/${order.id}?token=${order.token}`,
      failure: `${SITE}/failure?order=${order.id}&token=${order.token}`,
    },
    notificationUrl: `${SITE}/api/webhooks/mercadopago`,
    statementDescriptor: "QUIMICAORIENTAL",
    expiresAt: new Date(clock.getTime() + 60 * 60_000),
    ticketExpiresAt: new Date(clock.getTime() + 3 * 24 * 60 * 60_000),
    idempotencyKey: `order-${order.id}-${crypto.randomUUID()}`,
    ...overrides,
  };
  const preference = await payments.createPreference(input);
  const path = new URL(preference.initPoint).pathname;
  return { order, input, preference, path };
}

async function paymentRows(preferenceId: string) {
  const { rows } = await shop.pg.query<{ id: string; status: string }>(
    "select id::text, status from simulated_payments where preference_id = $1 order by id",
    [preferenceId],
  );
  return rows;
}

/** Checks the captured webhook like Mercado Pago's receiver must, and returns what it said. */
async function expectSignedWebhook(webhook: Request, paymentId: string) {
  const url = new URL(webhook.url);
  expect(webhook.method).toBe("POST");
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/api/webhooks/mercadopago`);
  expect(url.searchParams.get("data.id")).toBe(paymentId);
  expect(url.searchParams.get("type")).toBe("payment");
  expect(webhook.headers.get("content-type")).toContain("application/json");
  const requestId = webhook.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const signature = webhook.headers.get("x-signature");
  expect(signature).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
  const facts = { signature, requestId, dataId: paymentId, now: new Date() };
  expect(await verifyWebhookSignature({ secret: LOCAL_WEBHOOK_SECRET, ...facts })).toBe(true);
  expect(await verifyWebhookSignature({ secret: "another-secret-entirely", ...facts })).toBe(false);
  expect(await verifyWebhookSignature({ secret: LOCAL_WEBHOOK_SECRET, ...facts, dataId: "1" })).toBe(false);
  const body = await webhook.json();
  expect(body).toMatchObject({
    action: "payment.created",
    api_version: "v1",
    data: { id: paymentId },
    type: "payment",
    live_mode: false,
  });
  expect(typeof body.id).toBe("number");
  expect(new Date(body.date_created).toISOString()).toBe(body.date_created);
  return body;
}

describe("createPreference", () => {
  it("stores the preference and answers an init_point on the shop's own origin", async () => {
    const { preference, order } = await preferenceFor();
    expect(preference.id).toMatch(/^\d+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(preference.initPoint).toBe(`${SITE}/api/payments/simulator/checkout/${preference.id}`);
    const { rows } = await shop.pg.query<{ order_id: number; body: Record<string, unknown> }>(
      "select order_id::int, body from simulated_preferences where id = $1",
      [preference.id],
    );
    expect(rows[0]!.order_id).toBe(order.id);
    expect(rows[0]!.body).toMatchObject({
      external_reference: String(order.id),
      items: [
        { id: "12-100", title: "Aceite esencial de lavanda 100 cc", quantity: 2, unit_price: 450, currency_id: "UYU" },
        { id: "delivery", title: "Envío a domicilio", quantity: 1, unit_price: 180, currency_id: "UYU" },
      ],
      notification_url: `${SITE}/api/webhooks/mercadopago`,
      auto_return: "approved",
      init_point: preference.initPoint,
    });
  });

  it("answers the same preference for the same idempotency key, never a second one, even at once", async () => {
    const { input, preference } = await preferenceFor();
    const again = await payments.createPreference(input);
    expect(again).toEqual(preference);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        payments.createPreference({ ...input, idempotencyKey: `${input.idempotencyKey}-b` }),
      ),
    );
    expect(new Set(concurrent.map((p) => p.id)).size).toBe(1);
    expect(concurrent[0]!.id).not.toBe(preference.id);
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from simulated_preferences where order_id = $1",
      [Number(input.externalReference)],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("refuses a preference without items or for something that is not an order id", async () => {
    const { input } = await preferenceFor();
    await expect(payments.createPreference({ ...input, items: [], idempotencyKey: "k1" })).rejects.toThrow();
    await expect(
      payments.createPreference({ ...input, externalReference: "abc", idempotencyKey: "k2" }),
    ).rejects.toThrow();
  });
});

describe("the checkout page", () => {
  it("shows the shop, the items and the total in UYU, and the three buttons in one form", async () => {
    const { preference, path, order } = await preferenceFor();
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("style-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(SHOP_NAME);
    expect(html).toContain("Simulador de Mercado Pago (solo para pruebas)");
    expect(html).toContain(`Pagar pedido n.º ${order.id}`);
    expect(html).toContain("Aceite esencial de lavanda 100 cc");
    expect(html).toContain(`2 × ${formatUYU(450)}`);
    expect(html).toContain(formatUYU(900));
    expect(html).toContain("Envío a domicilio");
    expect(html).toContain(formatUYU(ITEMS_TOTAL));
    const forms = html.match(/<form [^>]*>/g) ?? [];
    expect(forms).toEqual([`<form method="post" action="/api/payments/simulator/checkout/${preference.id}">`]);
    const buttons: [string, string][] = [
      ["approve", "Aprobar pago"],
      ["pending", "Dejar pendiente (Abitab / RedPagos)"],
      ["reject", "Rechazar pago"],
    ];
    for (const [value, label] of buttons) {
      expect(html).toMatch(
        new RegExp(
          `<button type="submit" name="outcome" value="${value}"[^>]*>${label.replace(/[()/]/g, "\\$&")}</button>`,
        ),
      );
    }
    // The CSP allows neither inline styles nor inline scripts: one external stylesheet, nothing else.
    expect(html).toContain('<link rel="stylesheet" href="/api/payments/simulator/checkout.css" />');
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it("serves its stylesheet as text/css, with a visible focus ring", async () => {
    const res = await request("/api/payments/simulator/checkout.css");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const css = await res.text();
    expect(css).toContain(":focus-visible");
    expect(css).toContain("@media (min-width: 800px)");
  });

  it("escapes HTML in product names", async () => {
    const { path } = await preferenceFor([
      {
        id: "1-30",
        title: `<script>alert("x")</script> & <img src=x onerror=alert(1)> 'Rosa'`,
        quantity: 1,
        unitPrice: 99,
      },
    ]);
    const html = await (await request(path)).text();
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt; &#39;Rosa&#39;",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
  });

  it("answers an unknown or malformed preference with a Spanish 404 page", async () => {
    dispatched.length = 0;
    for (const id of [`1987654321-${crypto.randomUUID()}`, "nada", "1-<b>"]) {
      const res = await request(`/api/payments/simulator/checkout/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain("No encontramos este pago");
      expect(html).not.toContain("<b>");
    }
    const res = await post(request, `/api/payments/simulator/checkout/1987654321-${crypto.randomUUID()}`, "approve");
    expect(res.status).toBe(404);
    expect(dispatched.length).toBe(0);
  });

  it("shows a Spanish message instead of the buttons once the preference expired, and records nothing", async () => {
    const { path, preference } = await preferenceFor(ITEMS, { expiresAt: new Date(clock.getTime() - 1000) });
    const res = await request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Este enlace de pago venció");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Aprobar pago");
    const paid = await post(request, path, "approve");
    expect(paid.status).toBe(410);
    expect(await paymentRows(preference.id)).toEqual([]);
  });
});

describe("choosing an outcome", () => {
  it("'Aprobar pago': records an approved card payment, sends a signed webhook, redirects to success", async () => {
    dispatched.length = 0;
    const { path, preference, input, order } = await preferenceFor();
    const res = await post(request, path, "approve", { origin: SITE });
    expect(res.status).toBe(303);
    const [row] = await paymentRows(preference.id);
    const paymentId = row!.id;

    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/success/${order.id}`);
    expect(location.searchParams.get("token")).toBe(order.token);
    const merchantOrderId = location.searchParams.get("merchant_order_id")!;
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      collection_id: paymentId,
      collection_status: "approved",
      payment_id: paymentId,
      status: "approved",
      external_reference: String(order.id),
      payment_type: "credit_card",
      preference_id: preference.id,
      site_id: "MLU",
      processing_mode: "aggregator",
    });
    expect(merchantOrderId).toMatch(/^\d{11}$/);

    const payment = await payments.getPayment(paymentId);
    expect(payment).toEqual({
      id: paymentId,
      status: "approved",
      status_detail: "accredited",
      payment_type_id: "credit_card",
      payment_method_id: "visa",
      transaction_amount: ITEMS_TOTAL,
      currency_id: "UYU",
      external_reference: input.externalReference,
      date_approved: clock.toISOString(),
      date_of_expiration: null,
    });

    expect(dispatched.length).toBe(1);
    await expectSignedWebhook(dispatched[0]!, paymentId);
    expect(await payments.getMerchantOrderPaymentIds(merchantOrderId)).toEqual([paymentId]);
  });

  it("'Dejar pendiente': records an Abitab ticket payable until the ticket expiry, redirects to pending", async () => {
    dispatched.length = 0;
    const { path, preference, input, order } = await preferenceFor();
    const res = await post(request, path, "pending");
    expect(res.status).toBe(303);
    const paymentId = (await paymentRows(preference.id))[0]!.id;
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/pending/${order.id}`);
    expect(location.searchParams.get("token")).toBe(order.token);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      collection_id: paymentId,
      collection_status: "pending",
      payment_id: paymentId,
      status: "pending",
      payment_type: "ticket",
      external_reference: String(order.id),
      preference_id: preference.id,
      site_id: "MLU",
      processing_mode: "aggregator",
    });
    expect(await payments.getPayment(paymentId)).toEqual({
      id: paymentId,
      status: "pending",
      status_detail: "pending_waiting_payment",
      payment_type_id: "ticket",
      payment_method_id: "abitab",
      transaction_amount: ITEMS_TOTAL,
      currency_id: "UYU",
      external_reference: input.externalReference,
      date_approved: null,
      date_of_expiration: input.ticketExpiresAt.toISOString(),
    });
    expect(dispatched.length).toBe(1);
    await expectSignedWebhook(dispatched[0]!, paymentId);
  });

  it("'Rechazar pago' redirects to failure; the shopper comes back and pays with a new payment", async () => {
    dispatched.length = 0;
    const { path, preference, input, order } = await preferenceFor();
    const rejected = await post(request, path, "reject");
    expect(rejected.status).toBe(303);
    const rejectedId = (await paymentRows(preference.id))[0]!.id;
    const failure = new URL(rejected.headers.get("location")!);
    expect(`${failure.origin}${failure.pathname}`).toBe(`${SITE}/failure`);
    expect(failure.searchParams.get("order")).toBe(String(order.id));
    expect(failure.searchParams.get("token")).toBe(order.token);
    expect(Object.fromEntries(failure.searchParams)).toMatchObject({
      collection_id: rejectedId,
      collection_status: "rejected",
      payment_id: rejectedId,
      status: "rejected",
      payment_type: "credit_card",
      external_reference: String(order.id),
      preference_id: preference.id,
      site_id: "MLU",
      processing_mode: "aggregator",
    });
    expect(await payments.getPayment(rejectedId)).toMatchObject({
      status: "rejected",
      status_detail: "cc_rejected_other_reason",
      payment_type_id: "credit_card",
      payment_method_id: "visa",
      transaction_amount: ITEMS_TOTAL,
      date_approved: null,
    });
    await expectSignedWebhook(dispatched[0]!, rejectedId);

    // Back on the checkout (the failure page's 'Volver a intentar' links to the init_point).
    const again = await request(path);
    expect(await again.text()).toContain("Aprobar pago");
    const approved = await post(request, path, "approve");
    expect(approved.status).toBe(303);
    const ids = (await paymentRows(preference.id)).map((p) => p.id);
    expect(ids).toHaveLength(2);
    const approvedId = ids[1]!;
    expect(approvedId).not.toBe(rejectedId);
    const success = new URL(approved.headers.get("location")!);
    expect(success.pathname).toBe(`/success/${order.id}`);
    expect(success.searchParams.get("payment_id")).toBe(approvedId);
    expect(dispatched.length).toBe(2);
    await expectSignedWebhook(dispatched[1]!, approvedId);

    // The port sees both: newest first by order, oldest first in the (one) merchant order.
    expect((await payments.findPayments(input.externalReference)).map((p) => [p.id, p.status])).toEqual([
      [approvedId, "approved"],
      [rejectedId, "rejected"],
    ]);
    expect(success.searchParams.get("merchant_order_id")).toBe(failure.searchParams.get("merchant_order_id"));
    expect(await payments.getMerchantOrderPaymentIds(success.searchParams.get("merchant_order_id")!)).toEqual([
      rejectedId,
      approvedId,
    ]);

    // Paid: the page says so and records no second payment.
    const after = await request(path);
    const html = await after.text();
    expect(html).toContain("Este pedido ya está pagado");
    expect(html).not.toContain("<form");
    expect((await post(request, path, "approve")).status).toBe(409);
    expect(await paymentRows(preference.id)).toHaveLength(2);
    expect(dispatched.length).toBe(2);
  });

  it("still records the payment and redirects when the webhook fails (the return page looks it up)", async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      for (const failing of [
        async () => new Response("boom", { status: 500 }),
        async () => {
          throw new TypeError("fetch failed");
        },
      ]) {
        receiver = failing;
        const { path, preference, order } = await preferenceFor();
        const res = await post(request, path, "approve");
        expect(res.status).toBe(303);
        expect(new URL(res.headers.get("location")!).pathname).toBe(`/success/${order.id}`);
        const [row] = await paymentRows(preference.id);
        expect(row!.status).toBe("approved");
      }
    } finally {
      receiver = async () => new Response(null, { status: 200 });
      console.error = quiet;
    }
  });

  it("refuses an unknown outcome and a post from another site, recording nothing", async () => {
    dispatched.length = 0;
    const { path, preference } = await preferenceFor();
    for (const outcome of ["", "approved", "refund"]) {
      const res = await post(request, path, outcome);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Elija una opción");
    }
    expect((await post(request, path, "approve", { origin: "https://evil.example" })).status).toBe(403);
    expect(await paymentRows(preference.id)).toEqual([]);
    expect(dispatched.length).toBe(0);
  });
});

describe("the payment port's look-ups", () => {
  it("answers null for payments and merchant orders it does not know", async () => {
    expect(await payments.getPayment("1")).toBeNull();
    expect(await payments.getPayment("abc")).toBeNull();
    expect(await payments.getPayment("99999999999999999999999")).toBeNull();
    expect(await payments.getMerchantOrderPaymentIds("12345678901")).toBeNull();
    expect(await payments.getMerchantOrderPaymentIds("x")).toBeNull();
    expect(await payments.findPayments("999999")).toEqual([]);
  });
});

describe("never reachable outside the simulator", () => {
  const paths = (id: string) => [
    ["GET", `/api/payments/simulator/checkout/${id}`],
    ["GET", "/api/payments/simulator/checkout.css"],
    ["POST", `/api/payments/simulator/checkout/${id}`],
  ];

  async function expectApiNotFound(send: typeof request, preferenceId: string) {
    for (const [method, path] of paths(preferenceId)) {
      const res =
        method === "POST" ? await post(send, path!, "approve") : await send(path!, { method: method as string });
      expect(res.status, `${method} ${path}`).toBe(404);
      // Exactly what any unknown /api route answers.
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Ruta no encontrada." } });
    }
    expect(await paymentRows(preferenceId)).toEqual([]);
  }

  it("answers 404 in production, even if the simulator were the payments adapter", async () => {
    const { preference } = await preferenceFor();
    const production = appWith({ config: productionConfig, payments }, config);
    await expectApiNotFound(production, preference.id);
  });

  it("answers 404 when the payments adapter is Mercado Pago", async () => {
    const { preference } = await preferenceFor();
    const mercadoPago: PaymentsPort = { ...payments, name: "mercadopago" };
    await expectApiNotFound(appWith({ payments: mercadoPago }), preference.id);
  });
});
