import type { Context } from "hono";
import { Hono } from "hono";
import { ConnectionLostError } from "../db/database.ts";
import { paymentServiceDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { errorBody } from "../http/errors.ts";
import { followUp } from "../http/follow-up.ts";
import { applyPaymentById } from "../services/payments/apply-payment.ts";
import { verifyWebhookSignature, webhookSecret } from "../services/payments/signature.ts";

/**
 * POST /api/webhooks/mercadopago: Mercado Pago's notifications (docs/decisions/008-mercado-pago.md).
 *
 * - Webhooks format: `?data.id=123&type=payment`, JSON body `{type, action, data: {id}}`; the older IPN
 *   format: `?topic=payment&id=123` and `?topic=merchant_order&id=456`.
 * - First the x-signature (HMAC over `id:{data.id};request-id:{x-request-id};ts:{ts};`, data.id from the
 *   query string as it came). Unverified → 401 and nothing is read or written: no look-up, no database.
 * - The notification says only which payment to look at: the payment is read from Mercado Pago's API
 *   through the Payments port and applied by the payment service (idempotent: a repeated or late
 *   notification moves nothing). Nothing in the query or the body is believed.
 * - 200 {received:true} once handled, ignored topics too. Mercado Pago unreachable → 500, so it sends the
 *   notification again (the scheduled job also re-checks waiting orders).
 * - Not rate-limited by address: every notification comes from Mercado Pago's own servers. The global
 *   64 KB body limit applies (worker/http/request-limits.ts).
 */

/** Payment and merchant-order ids are numbers. */
const NUMERIC_ID = /^[1-9]\d{0,19}$/;
/** A merchant order groups a preference's payments: a handful of attempts at most. */
const MAX_MERCHANT_ORDER_PAYMENTS = 10;

const PAYMENT_TOPICS = new Set(["payment"]);
const MERCHANT_ORDER_TOPICS = new Set(["merchant_order", "topic_merchant_order_wh"]);

export const webhookRoutes = new Hono<AppEnv>().post("/mercadopago", async (c) => {
  const deps = c.var.deps;
  const query = new URL(c.req.url).searchParams;
  // The id the signature covers: data.id (Webhooks) or id (IPN), exactly as it came.
  const dataId = query.get("data.id") || query.get("id") || null;
  c.header("Cache-Control", "no-store");

  const secret = webhookSecret(deps.config);
  if (!secret) console.error("[webhook] MERCADOPAGO_WEBHOOK_SECRET is not set: no notification can be verified");
  const verified =
    secret !== null &&
    (await verifyWebhookSignature({
      secret,
      signature: c.req.header("x-signature"),
      requestId: c.req.header("x-request-id"),
      dataId,
      now: deps.now(),
    }));
  if (!verified) {
    console.warn(`[webhook] refused a notification with an invalid signature (id ${JSON.stringify(dataId)})`);
    return c.json(errorBody("invalid_signature", "La firma de la notificación no es válida."), 401);
  }

  const topic = query.get("type") || query.get("topic") || (await bodyTopic(c));
  const isPayment = PAYMENT_TOPICS.has(topic ?? "");
  const isMerchantOrder = MERCHANT_ORDER_TOPICS.has(topic ?? "");
  if (!dataId || !NUMERIC_ID.test(dataId) || (!isPayment && !isMerchantOrder)) {
    // Signed by Mercado Pago but nothing the shop acts on (another topic, or no usable id): acknowledged,
    // so it is not sent again.
    return c.json({ received: true as const }, 200);
  }

  try {
    const paymentIds = isPayment ? [dataId] : await merchantOrderPaymentIds(c, dataId);
    const service = paymentServiceDeps(deps);
    for (const paymentId of paymentIds) {
      const outcome = await applyPaymentById(service, paymentId);
      if (outcome.outcome === "unknown") {
        console.warn(`[webhook] Mercado Pago does not know payment ${paymentId} (test and live credentials mixed?)`);
      }
      followUp(c, outcome);
    }
  } catch (error) {
    // A lost database connection keeps its own answer (503 connection_lost, handleError).
    if (error instanceof ConnectionLostError) throw error;
    console.error(`[webhook] ${topic} ${dataId} could not be processed; Mercado Pago will send it again:`, error);
    return c.json(
      errorBody("payment_unavailable", "No pudimos consultar el pago con Mercado Pago. Reintente más tarde."),
      500,
    );
  }
  return c.json({ received: true as const }, 200);
});

/** The payments of a merchant order (older `topic=merchant_order` notifications), read from Mercado Pago. */
async function merchantOrderPaymentIds(c: Context<AppEnv>, merchantOrderId: string): Promise<string[]> {
  const ids = (await c.var.deps.payments.getMerchantOrderPaymentIds(merchantOrderId)) ?? [];
  return ids.filter((id) => NUMERIC_ID.test(id)).slice(0, MAX_MERCHANT_ORDER_PAYMENTS);
}

/** The topic from the JSON body, when the query string does not say (it always does for Mercado Pago). */
async function bodyTopic(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    if (body && typeof body === "object") {
      const { type, topic } = body as { type?: unknown; topic?: unknown };
      if (typeof type === "string") return type;
      if (typeof topic === "string") return topic;
    }
  } catch {
    // Not JSON: no topic.
  }
  return null;
}
