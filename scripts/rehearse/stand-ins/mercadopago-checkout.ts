import { createHmac, randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import type { Ledger } from "./mercadopago.ts";
import type { Outcome, Payment } from "./mercadopago-payments.ts";
import { type Preference, preferenceTotal } from "./mercadopago-preferences.ts";

/**
 * Mercado Pago's hosted checkout (the preference's init_point, on the checkout host):
 *   GET  /checkout/v1/redirect?pref-id=…  a small page: the items, the total, "Pagar" and "Rechazar"
 *   POST /checkout/v1/redirect?pref-id=…  outcome=approve|reject: makes the payment (and the preference's
 *                                         merchant order), notifies the preference's notification_url like
 *                                         Mercado Pago's Webhooks, then 303 to back_urls.success / .failure
 *                                         with Mercado Pago's query parameters
 * The notification: POST {notification_url}?data.id={payment id}&type=payment, JSON
 * {action, api_version, data: {id}, date_created, id, live_mode, type, user_id}, headers x-request-id and
 * x-signature "ts={seconds},v1={HMAC-SHA256 hex of `id:{data.id};request-id:{x-request-id};ts:{ts};`}" with the
 * webhook secret. The first attempt is awaited before the redirect (bounded); after a non-2xx answer or no
 * answer it is sent again in the background, `retryDelaysMs` apart, each time with a new x-request-id.
 */

export interface CheckoutOptions {
  ledger: Ledger;
  webhookSecret: string;
  /** How notifications are sent (the orchestrator's fetch that trusts the local CA). */
  fetch?: (request: Request) => Promise<Response>;
  retryDelaysMs?: number[];
  /** Mercado Pago gives up on an attempt after 22 s. */
  attemptTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface WebhookDelivery {
  url: string;
  paymentId: number;
  requestId: string;
  signature: string;
  body: string;
  /** The HTTP status, or why no answer came. */
  outcome: number | string;
}

export interface Checkout {
  app: Hono;
  deliveries: WebhookDelivery[];
  /** Waits for the retries still pending. */
  settled(): Promise<void>;
  /** Drops the retries still pending. */
  cancel(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
const pesos = (amount: number) => `$ ${amount.toLocaleString("es-UY", { maximumFractionDigits: 2 })}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} | Mercado Pago</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function checkoutPage(preference: Preference): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td>${item.quantity}</td><td>${pesos(item.unit_price * item.quantity)}</td></tr>`,
    )
    .join("");
  const action = `/checkout/v1/redirect?pref-id=${encodeURIComponent(preference.id)}`;
  return page(
    "Pagá tu compra",
    `<table><thead><tr><th>Producto</th><th>Cantidad</th><th>Importe</th></tr></thead><tbody>${rows}</tbody></table>
<p>Total: <strong data-testid="total">${pesos(preferenceTotal(preference))}</strong> (UYU)</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="approve">Pagar</button>
<button type="submit" name="outcome" value="reject">Rechazar</button>
</form>`,
  );
}

function expired(preference: Preference, now: Date): boolean {
  return (
    preference.expires && !!preference.expiration_date_to && Date.parse(preference.expiration_date_to) < now.getTime()
  );
}

export function createCheckout(options: CheckoutOptions): Checkout {
  const { ledger } = options;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const retryDelays = options.retryDelaysMs ?? [2_000, 5_000];
  const timeoutMs = options.attemptTimeoutMs ?? 22_000;
  const log = options.log ?? (() => {});
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let cancelled = false;
  const sleep = (ms: number) =>
    new Promise<void>((wake) => {
      const entry = {
        timer: setTimeout(() => {
          sleeping.delete(entry);
          wake();
        }, ms),
        wake,
      };
      sleeping.add(entry);
    });

  async function attempt(url: string, payment: Payment, body: string): Promise<boolean> {
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const manifest = `id:${payment.id};request-id:${requestId};ts:${ts};`;
    const signature = `ts=${ts},v1=${createHmac("sha256", options.webhookSecret).update(manifest).digest("hex")}`;
    const delivery: WebhookDelivery = { url, paymentId: payment.id, requestId, signature, body, outcome: "pending" };
    deliveries.push(delivery);
    try {
      const res = await send(
        new Request(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "MercadoPago WebHook v1.0 payment",
            "x-request-id": requestId,
            "x-signature": signature,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
      delivery.outcome = res.status;
      await res.body?.cancel().catch(() => {});
    } catch (error) {
      delivery.outcome = error instanceof Error ? error.message : String(error);
    }
    log(`Mercado Pago webhook for payment ${payment.id} → ${delivery.outcome}`);
    return typeof delivery.outcome === "number" && delivery.outcome >= 200 && delivery.outcome < 300;
  }

  async function notify(preference: Preference, payment: Payment) {
    if (!preference.notification_url) return;
    const url = new URL(preference.notification_url);
    url.searchParams.set("data.id", String(payment.id));
    url.searchParams.set("type", "payment");
    const body = JSON.stringify({
      action: "payment.created",
      api_version: "v1",
      data: { id: String(payment.id) },
      date_created: new Date().toISOString(),
      id: ledger.notificationId(),
      live_mode: false,
      type: "payment",
      user_id: ledger.collectorId,
    });
    if (await attempt(url.href, payment, body)) return;
    const retries = (async () => {
      for (const delay of retryDelays) {
        await sleep(delay);
        if (cancelled || (await attempt(url.href, payment, body))) return;
      }
    })();
    pending.add(retries);
    void retries.finally(() => pending.delete(retries));
  }

  const preferenceOf = (c: Context) => ledger.preferences.get(c.req.query("pref-id") ?? "") ?? null;
  const notFound = (c: Context) =>
    c.html(page("No encontramos lo que buscás", "<p>El link de pago no es válido.</p>"), 404);
  const gone = (c: Context) =>
    c.html(page("Este link de pago venció", "<p>Volvé a la tienda para intentarlo de nuevo.</p>"), 410);

  const app = new Hono()
    .get("/checkout/v1/redirect", (c) => {
      const preference = preferenceOf(c);
      if (!preference) return notFound(c);
      if (expired(preference, ledger.now())) return gone(c);
      return c.html(checkoutPage(preference));
    })
    .post("/checkout/v1/redirect", async (c) => {
      const preference = preferenceOf(c);
      if (!preference) return notFound(c);
      if (expired(preference, ledger.now())) return gone(c);
      const form = await c.req.parseBody();
      const outcome = form.outcome === "approve" || form.outcome === "reject" ? (form.outcome as Outcome) : null;
      if (!outcome) return c.html(checkoutPage(preference), 400);
      const { payment, merchantOrderId } = ledger.pay(preference.id, outcome);
      await notify(preference, payment);
      const back = outcome === "approve" ? preference.back_urls.success : preference.back_urls.failure;
      if (!back) return c.html(page("Listo", `<p>Pago ${payment.id}: ${payment.status}.</p>`));
      const target = new URL(back);
      const params: Record<string, string> = {
        collection_id: String(payment.id),
        collection_status: payment.status,
        payment_id: String(payment.id),
        status: payment.status,
        external_reference: preference.external_reference || "null",
        payment_type: payment.payment_type_id,
        merchant_order_id: String(merchantOrderId),
        preference_id: preference.id,
        site_id: "MLU",
        processing_mode: "aggregator",
        merchant_account_id: "null",
      };
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
      return c.redirect(target.href, 303);
    });

  return {
    app,
    deliveries,
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    cancel() {
      cancelled = true;
      for (const entry of sleeping) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      sleeping.clear();
    },
  };
}
