import { type Context, Hono } from "hono";
import { idSource, merchantOrderJson, type Outcome, type Payment, paymentJson } from "./mercadopago-payments.ts";
import { type Preference, type PreferenceBody, preferenceJson } from "./mercadopago-preferences.ts";

/**
 * Mercado Pago's API (https://api.mercadopago.com) for what the `mercadopago` SDK sends (dist/clients):
 *   POST /checkout/preferences/           Preference.create (201; X-Idempotency-Key: the same key answers the
 *                                         preference it made)
 *   GET  /checkout/preferences/:id        Preference.get
 *   GET  /v1/payments/:id                 Payment.get (404 "Payment not found")
 *   GET  /v1/payments/search?…            Payment.search: external_reference, sort, criteria, limit, offset
 *   GET  /merchant_orders/:id             MerchantOrder.get
 * Every call needs `Authorization: Bearer <access token>` (or `?access_token=`): 401 otherwise. Errors in the
 * API's shape `{message, error, status, cause}`. Payments are made on the checkout page
 * (mercadopago-checkout.ts) through `ledger.pay`.
 */

export interface MercadoPagoOptions {
  accessToken: string;
  /** Where init_point leads: the checkout host's origin, e.g. https://www.mercadopago.com.uy. */
  checkoutOrigin: string;
  /** The seller's user id (the preference id's first part). */
  collectorId?: number;
  now?: () => Date;
}

export interface MercadoPago {
  api: Hono;
  ledger: Ledger;
}

export class MpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function mpErrorResponse(c: Context, e: MpError): Response {
  return c.json({ message: e.message, error: e.error, status: e.status, cause: [] }, e.status as 400);
}

/** Preferences, payments and merchant orders, in memory. */
export class Ledger {
  readonly preferences = new Map<string, Preference>();
  readonly payments = new Map<number, Payment>();
  /** Merchant order id per preference (made with its first payment, as Checkout Pro does). */
  readonly orders = new Map<string, number>();
  readonly #byKey = new Map<string, string>();
  readonly #ids = idSource();

  constructor(
    readonly collectorId: number,
    readonly checkoutOrigin: string,
    readonly now: () => Date,
  ) {}

  createPreference(body: PreferenceBody, idempotencyKey: string | undefined): Preference {
    const known = idempotencyKey ? this.#byKey.get(idempotencyKey) : undefined;
    if (known) return this.preferences.get(known)!;
    validatePreference(body);
    const id = this.#ids.preference(this.collectorId);
    const origin = new URL(this.checkoutOrigin);
    const initPoint = new URL(`/checkout/v1/redirect?pref-id=${id}`, origin).href;
    const sandbox = new URL(initPoint);
    sandbox.hostname = sandbox.hostname.replace(/^www\./, "sandbox.");
    const clientId = String(this.collectorId).slice(0, 7) + String(this.collectorId).slice(-8);
    const preference = preferenceJson(
      body,
      { id, collectorId: this.collectorId, clientId },
      { initPoint, sandboxInitPoint: sandbox.href },
      this.now(),
    );
    this.preferences.set(id, preference);
    if (idempotencyKey) this.#byKey.set(idempotencyKey, id);
    return preference;
  }

  /** A payment of the checkout page, with the preference's merchant order. */
  pay(preferenceId: string, outcome: Outcome): { payment: Payment; merchantOrderId: number } {
    const preference = this.preferences.get(preferenceId);
    if (!preference) throw new MpError(404, "not_found", "preference not found");
    let merchantOrderId = this.orders.get(preferenceId);
    if (merchantOrderId === undefined) {
      merchantOrderId = this.#ids.merchantOrder();
      this.orders.set(preferenceId, merchantOrderId);
    }
    const ids = { id: this.#ids.payment(), merchantOrderId, collectorId: this.collectorId };
    const payment = paymentJson(preference, ids, outcome, this.now());
    this.payments.set(payment.id, payment);
    return { payment, merchantOrderId };
  }

  merchantOrder(id: number) {
    const preferenceId = [...this.orders].find(([, order]) => order === id)?.[0];
    if (!preferenceId) return null;
    const payments = [...this.payments.values()].filter((p) => p.preference_id === preferenceId);
    return merchantOrderJson(id, this.preferences.get(preferenceId)!, payments, this.now());
  }

  notificationId(): number {
    return this.#ids.notification();
  }
}

/** The checks Mercado Pago makes that the shop could trip over. */
function validatePreference(body: PreferenceBody) {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) throw new MpError(400, "invalid_items", "items needed");
  for (const item of items) {
    if (typeof item.unit_price !== "number" || !(item.unit_price > 0)) {
      throw new MpError(400, "invalid_unit_price", "unit_price invalid");
    }
    if (!Number.isInteger(item.quantity) || Number(item.quantity) < 1) {
      throw new MpError(400, "invalid_quantity", "quantity invalid");
    }
    if (item.currency_id && item.currency_id !== "UYU") {
      throw new MpError(400, "invalid_currency_id", "currency_id invalid");
    }
  }
  if (body.auto_return && !body.back_urls?.success) {
    throw new MpError(400, "invalid_auto_return", "auto_return invalid. back_url.success must be defined");
  }
  if (body.expires && body.expiration_date_from && body.expiration_date_to) {
    if (Date.parse(body.expiration_date_to) <= Date.parse(body.expiration_date_from)) {
      throw new MpError(400, "invalid_expiration_date_to", "expiration_date_to must be after expiration_date_from");
    }
  }
}

export function createMercadoPago(options: MercadoPagoOptions): MercadoPago {
  const now = options.now ?? (() => new Date());
  const ledger = new Ledger(options.collectorId ?? 1_987_654_321, options.checkoutOrigin, now);
  const numeric = (value: string) => (/^\d{1,20}$/.test(value) ? Number(value) : null);
  const createPreference = async (c: Context) => {
    const body = (await c.req.json().catch(() => null)) as PreferenceBody | null;
    if (!body || typeof body !== "object") throw new MpError(400, "bad_request", "Invalid JSON body");
    return c.json(ledger.createPreference(body, c.req.header("x-idempotency-key")), 201);
  };

  const api = new Hono()
    .use(async (c, next) => {
      const header = c.req.header("authorization");
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? c.req.query("access_token");
      if (!token) throw new MpError(401, "unauthorized", "Must provide your access_token to proceed");
      if (token !== options.accessToken) throw new MpError(401, "unauthorized", "invalid access token");
      await next();
    })
    // The SDK posts to /checkout/preferences/ (trailing slash).
    .post("/checkout/preferences", createPreference)
    .post("/checkout/preferences/", createPreference)
    .get("/checkout/preferences/:id", (c) => {
      const preference = ledger.preferences.get(c.req.param("id"));
      if (!preference) throw new MpError(404, "not_found", "preference not found");
      return c.json(preference);
    })
    .get("/v1/payments/search", (c) => {
      const q = (name: string) => c.req.query(name);
      const limit = Math.min(Math.max(Number(q("limit") ?? 30) || 30, 1), 1000);
      const offset = Math.max(Number(q("offset") ?? 0) || 0, 0);
      const sort = (q("sort") ?? "date_created") as "date_created" | "date_approved" | "date_last_updated";
      const descending = (q("criteria") ?? "desc") === "desc";
      const compare = (a: Payment, b: Payment) => {
        const [x, y] = [String(a[sort] ?? ""), String(b[sort] ?? "")];
        return x === y ? a.id - b.id : x < y ? -1 : 1;
      };
      const found = [...ledger.payments.values()]
        .filter((p) => !q("external_reference") || p.external_reference === q("external_reference"))
        .filter((p) => !q("status") || p.status === q("status"))
        .sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
      return c.json({ paging: { total: found.length, limit, offset }, results: found.slice(offset, offset + limit) });
    })
    .get("/v1/payments/:id", (c) => {
      const payment = ledger.payments.get(numeric(c.req.param("id")) ?? -1);
      if (!payment) throw new MpError(404, "not_found", "Payment not found");
      return c.json(payment);
    })
    .get("/merchant_orders/:id", (c) => {
      const order = ledger.merchantOrder(numeric(c.req.param("id")) ?? -1);
      if (!order) throw new MpError(404, "not_found", "Merchant Order not found");
      return c.json(order);
    })
    .notFound((c) => mpErrorResponse(c, new MpError(404, "not_found", `Resource ${c.req.path} not found.`)))
    .onError((error, c) => {
      if (error instanceof MpError) return mpErrorResponse(c, error);
      console.error("[mercadopago stand-in]", error);
      return mpErrorResponse(c, new MpError(500, "internal_error", "Internal server error"));
    });
  return { api, ledger };
}
