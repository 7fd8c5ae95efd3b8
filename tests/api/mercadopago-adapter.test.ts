import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MP_REQUEST_OPTIONS, mercadoPagoPayments, mpDate } from "../../worker/adapters/payments/mercadopago.ts";
import { EXCLUDED_PAYMENT_TYPES, type PreferenceInput } from "../../worker/adapters/payments/port.ts";

/**
 * The real Mercado Pago adapter (the `mercadopago` SDK) against a local stand-in of Mercado Pago's API.
 * The SDK's base URL is a process-wide constant (https://api.mercadopago.com, AppConfig.BASE_URL), so a
 * fetch interceptor sends its requests to the stand-in; the SDK itself runs unchanged.
 */

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = { status: number; json?: unknown; hang?: boolean };

const TOKEN = "TEST-1234567890-112233-abcdefabcdefabcdefabcdefabcdef-123456789";
const API = "https://api.mercadopago.com";

let server: Server;
let standIn: string;
let seen: Seen[] = [];
let answer: (request: Seen) => Answer = () => ({ status: 404, json: { message: "not found" } });
let target = () => standIn;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      seen.push(request);
      const { status, json, hang } = answer(request);
      if (hang) return; // never answers: the adapter's timeout must end the wait
      res.writeHead(status, { "content-type": "application/json" });
      res.end(json === undefined ? "" : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(`${API}/`)) throw new Error(`unexpected request to ${url}`);
    return realFetch(target() + url.slice(API.length), init);
  });
});
afterEach(() => {
  seen = [];
  target = () => standIn;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const NOW = new Date("2026-11-18T13:00:00.000Z");
const port = mercadoPagoPayments({ accessToken: TOKEN, now: () => NOW });

function preferenceInput(overrides: Partial<PreferenceInput> = {}): PreferenceInput {
  return {
    externalReference: "1042",
    items: [
      { id: "aceite-de-jojoba-100", title: "Aceite de jojoba (100 cc)", quantity: 2, unitPrice: 390 },
      { id: "envio", title: "Envío a domicilio", quantity: 1, unitPrice: 250 },
    ],
    payer: { email: "ana.perez@example.com", firstName: "Ana", lastName: "Pérez" },
    backUrls: {
      success: "https://tienda.example.uy/success/1042?token=t",
      pending: "https://tienda.example.uy/pending/1042?token=t",
      failure: "https://tienda.example.uy/failure?order=1042&token=t",
    },
    notificationUrl: "https://tienda.example.uy/api/webhooks/mercadopago",
    statementDescriptor: "QUIMICA ORIENTAL",
    expiresAt: new Date("2026-11-18T14:00:00.000Z"),
    ticketExpiresAt: new Date("2026-11-21T13:00:00.000Z"),
    idempotencyKey: "order-1042-preference",
    ...overrides,
  };
}

/** A payment as GET /v1/payments/{id} answers it (ids are numbers there). */
const apiPayment = {
  id: 90000000123,
  status: "approved",
  status_detail: "accredited",
  payment_type_id: "credit_card",
  payment_method_id: "visa",
  transaction_amount: 1030,
  currency_id: "UYU",
  external_reference: "1042",
  date_approved: "2026-11-18T10:05:00.000-03:00",
  date_of_expiration: null,
  date_created: "2026-11-18T10:04:00.000-03:00",
  payer: { email: "ana.perez@example.com" },
  collector_id: 1987654321,
};

describe("createPreference", () => {
  it("posts the Checkout Pro preference with the token and the order's idempotency key", async () => {
    answer = () => ({
      status: 201,
      json: {
        id: "1987654321-0f0e0d0c-0b0a-4908-8706-050403020100",
        init_point: "https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=1987654321-0f0e",
        sandbox_init_point: "https://sandbox.mercadopago.com.uy/checkout/v1/redirect?pref_id=1987654321-0f0e",
      },
    });
    const preference = await port.createPreference(preferenceInput());
    expect(preference).toEqual({
      id: "1987654321-0f0e0d0c-0b0a-4908-8706-050403020100",
      initPoint: "https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=1987654321-0f0e",
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/checkout/preferences/");
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers["x-idempotency-key"]).toBe("order-1042-preference");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.body)).toEqual({
      items: [
        {
          id: "aceite-de-jojoba-100",
          title: "Aceite de jojoba (100 cc)",
          quantity: 2,
          unit_price: 390,
          currency_id: "UYU",
        },
        { id: "envio", title: "Envío a domicilio", quantity: 1, unit_price: 250, currency_id: "UYU" },
      ],
      external_reference: "1042",
      payer: { email: "ana.perez@example.com", name: "Ana", surname: "Pérez" },
      back_urls: {
        success: "https://tienda.example.uy/success/1042?token=t",
        pending: "https://tienda.example.uy/pending/1042?token=t",
        failure: "https://tienda.example.uy/failure?order=1042&token=t",
      },
      auto_return: "approved",
      notification_url: "https://tienda.example.uy/api/webhooks/mercadopago",
      statement_descriptor: "QUIMICA ORIENTAL",
      expires: true,
      expiration_date_from: "2026-11-18T10:00:00.000-03:00",
      expiration_date_to: "2026-11-18T11:00:00.000-03:00",
      date_of_expiration: "2026-11-21T10:00:00.000-03:00",
      payment_methods: { excluded_payment_types: EXCLUDED_PAYMENT_TYPES.map((id) => ({ id })) },
      binary_mode: false,
    });
  });

  it("sends each preference's own key: a key never sticks to the next call", async () => {
    answer = (request) =>
      request.path.startsWith("/checkout/")
        ? { status: 201, json: { id: "p", init_point: "https://www.mercadopago.com.uy/x" } }
        : { status: 200, json: apiPayment };
    await port.createPreference(preferenceInput({ idempotencyKey: "order-1-preference" }));
    await port.getPayment("90000000123");
    await port.createPreference(preferenceInput({ idempotencyKey: "order-2-preference" }));
    expect(seen.map((r) => r.headers["x-idempotency-key"])).toEqual([
      "order-1-preference",
      undefined,
      "order-2-preference",
    ]);
  });

  it("throws a plain Error with Mercado Pago's reason when the preference is refused", async () => {
    answer = () => ({
      status: 400,
      json: {
        message: "invalid expiration_date_to",
        error: "bad_request",
        status: 400,
        cause: [{ code: "invalid_expiration_date_to", description: "expiration_date_to is invalid" }],
      },
    });
    const error = await port.createPreference(preferenceInput()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/preference of order 1042 failed: HTTP 400 bad_request/);
    expect((error as Error).message).toContain("invalid_expiration_date_to");
    expect((error as Error).message).not.toContain(TOKEN);
    expect(seen).toHaveLength(1); // a 400 is not retried
  });

  it("retries a 5xx once with the same key, then throws", async () => {
    answer = () => ({ status: 503, json: { message: "unavailable", error: "service_unavailable", status: 503 } });
    await expect(port.createPreference(preferenceInput())).rejects.toThrow(/HTTP 503/);
    expect(seen.map((r) => r.headers["x-idempotency-key"])).toEqual(["order-1042-preference", "order-1042-preference"]);
  });
});

describe("getPayment", () => {
  it("reads GET /v1/payments/{id} with the token and maps the fields the shop uses", async () => {
    answer = () => ({ status: 200, json: apiPayment });
    const payment = await port.getPayment("90000000123");
    expect(payment).toEqual({
      id: "90000000123",
      status: "approved",
      status_detail: "accredited",
      payment_type_id: "credit_card",
      payment_method_id: "visa",
      transaction_amount: 1030,
      currency_id: "UYU",
      external_reference: "1042",
      date_approved: "2026-11-18T10:05:00.000-03:00",
      date_of_expiration: null,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe("GET");
    expect(seen[0]!.path).toBe("/v1/payments/90000000123");
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]!.headers["x-idempotency-key"]).toBeUndefined();
  });

  it("answers null for a payment Mercado Pago does not know (404), and for an id that is not a number", async () => {
    answer = () => ({
      status: 404,
      json: { message: "Payment not found", error: "not_found", status: 404, cause: [] },
    });
    expect(await port.getPayment("90000000999")).toBeNull();
    expect(seen).toHaveLength(1);
    expect(await port.getPayment("../users/me")).toBeNull();
    expect(await port.getPayment("")).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it("an empty external_reference reads as null", async () => {
    answer = () => ({ status: 200, json: { ...apiPayment, external_reference: "" } });
    expect((await port.getPayment("90000000123"))?.external_reference).toBeNull();
  });

  it("throws a plain Error when Mercado Pago answers 5xx (after one retry)", async () => {
    answer = () => ({ status: 500, json: { message: "internal", error: "internal_error", status: 500 } });
    const error = await port.getPayment("90000000123").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/reading payment 90000000123 failed: HTTP 500/);
    expect(seen).toHaveLength(2);
  });

  it("throws when the token is refused (401): a configuration problem, never 'unknown payment'", async () => {
    answer = () => ({ status: 401, json: { message: "invalid access token", error: "unauthorized", status: 401 } });
    await expect(port.getPayment("90000000123")).rejects.toThrow(/HTTP 401/);
  });

  it("throws when Mercado Pago cannot be reached", async () => {
    target = () => "http://127.0.0.1:1"; // nothing listens there
    const error = await port.getPayment("90000000123").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Mercado Pago unreachable/);
  });

  it("gives up on a silent Mercado Pago well inside the webhook's 22 s", async () => {
    // The production settings' worst case: every attempt waits its whole timeout, with the longest delay between.
    const { timeout, maxRetries, maxDelay } = MP_REQUEST_OPTIONS;
    expect(timeout * (maxRetries + 1) + maxDelay * maxRetries).toBeLessThan(15_000);
    // The same settings with a shorter timeout (issue 39: the real 6 s made this test wait 12 s): the SDK honours it,
    // tries twice, and the adapter says Mercado Pago is unreachable.
    const quick = mercadoPagoPayments({ accessToken: TOKEN, now: () => NOW, requestOptions: { timeout: 400 } });
    answer = () => ({ status: 200, hang: true });
    const started = Date.now();
    await expect(quick.getPayment("90000000123")).rejects.toThrow(/unreachable/);
    expect(Date.now() - started).toBeLessThan((400 + maxDelay) * (maxRetries + 1) + 2_000);
    expect(seen).toHaveLength(2);
  });
});

describe("findPayments", () => {
  it("searches by external_reference, newest first", async () => {
    answer = () => ({
      status: 200,
      json: {
        paging: { total: 2, limit: 30, offset: 0 },
        results: [
          { ...apiPayment, id: 90000000124, status: "pending", status_detail: "pending_waiting_payment" },
          { ...apiPayment, id: 90000000123, status: "rejected", status_detail: "cc_rejected_other_reason" },
        ],
      },
    });
    const payments = await port.findPayments("1042");
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      ["90000000124", "pending"],
      ["90000000123", "rejected"],
    ]);
    const url = new URL(seen[0]!.path, "http://x");
    expect(url.pathname).toBe("/v1/payments/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      external_reference: "1042",
      sort: "date_created",
      criteria: "desc",
      limit: "30",
    });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("answers an empty list when there are none", async () => {
    answer = () => ({ status: 200, json: { paging: { total: 0 }, results: [] } });
    expect(await port.findPayments("1042")).toEqual([]);
  });
});

describe("getMerchantOrderPaymentIds", () => {
  it("reads the payment ids of a merchant order", async () => {
    answer = () => ({
      status: 200,
      json: { id: 30000000001, status: "opened", payments: [{ id: 90000000123 }, { id: 90000000124 }] },
    });
    expect(await port.getMerchantOrderPaymentIds("30000000001")).toEqual(["90000000123", "90000000124"]);
    expect(seen[0]!.path).toBe("/merchant_orders/30000000001");
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("answers null for an unknown merchant order and [] for one without payments", async () => {
    answer = () => ({ status: 404, json: { message: "not found", error: "not_found", status: 404 } });
    expect(await port.getMerchantOrderPaymentIds("30000000002")).toBeNull();
    answer = () => ({ status: 200, json: { id: 30000000003, payments: [] } });
    expect(await port.getMerchantOrderPaymentIds("30000000003")).toEqual([]);
    expect(await port.getMerchantOrderPaymentIds("abc")).toBeNull();
    expect(seen).toHaveLength(2);
  });
});

describe("mpDate", () => {
  it("writes Montevideo's time with its offset, as Mercado Pago's examples do", () => {
    expect(mpDate(new Date("2026-01-01T02:30:00.250Z"))).toBe("2025-12-31T23:30:00.250-03:00");
    expect(new Date(mpDate(NOW)).getTime()).toBe(NOW.getTime());
  });
});
