import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { formatUYU } from "../../domain/money.ts";
import { SHOP_NAME } from "../../domain/shop-info.ts";
import {
  type CheckoutView,
  readCheckout,
  recordSimulatedPayment,
  SIMULATOR_BASE_PATH,
  SIMULATOR_COLLECTOR_ID,
  type SimulatedOutcome,
} from "../adapters/payments/simulator.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "../http/errors.ts";
import { LOCAL_WEBHOOK_SECRET, signWebhook, webhookSecret } from "../services/payments/signature.ts";
import { CHECKOUT_CSS } from "./payment-simulator-styles.ts";

/**
 * The embedded simulator's stand-in for Mercado Pago's hosted checkout, under /api/payments/simulator:
 *   GET  /checkout/:preferenceId  the page the preference's init_point opens (items, total, three buttons)
 *   POST /checkout/:preferenceId  outcome=approve|pending|reject: records the payment, sends the webhook as
 *                                 Mercado Pago does (signed with the local secret) and waits for it, then
 *                                 303 to the preference's back URL with Mercado Pago's query parameters
 *   GET  /checkout.css            the page's stylesheet (the CSP allows no inline styles)
 * Only while the Payments port is the simulator and the environment is not production; otherwise every
 * path answers exactly like an unknown /api route.
 */

const OUTCOMES = new Set<SimulatedOutcome>(["approve", "pending", "reject"]);
/** The webhook is awaited before the redirect, but never for longer than this. */
const WEBHOOK_TIMEOUT_MS = 10_000;

// Pure: a build without the stand-ins (SHOP_EMBEDDED false: worker/embedded-code.ts) leaves it out whole.
export const paymentSimulatorRoutes = /* @__PURE__ */ new Hono<AppEnv>()
  .use("*", async (c, next) => {
    const { payments, config } = c.var.deps;
    if (payments.name !== "simulator" || config.ENVIRONMENT === "production") {
      throw new ApiError(404, "not_found", "Ruta no encontrada.");
    }
    await next();
  })
  .get("/checkout.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(CHECKOUT_CSS);
  })
  .get("/checkout/:preferenceId", async (c) => {
    const { db, now } = c.var.deps;
    const view = await readCheckout(db, c.req.param("preferenceId"), now());
    if (!view) return page(c, 404, notFoundPage());
    return page(c, 200, checkoutPage(view));
  })
  .post("/checkout/:preferenceId", async (c) => {
    const { db, now, dispatch } = c.var.deps;
    if (!sameOrigin(c))
      return page(c, 403, messagePage("No se pudo procesar el pago", "La solicitud no vino de esta página."));
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form.outcome;
    if (typeof outcome !== "string" || !OUTCOMES.has(outcome as SimulatedOutcome)) {
      return page(c, 400, messagePage("Elija una opción", "Vuelva a la página de pago y elija cómo termina el pago."));
    }
    const result = await recordSimulatedPayment(db, c.req.param("preferenceId"), outcome as SimulatedOutcome, now());
    if (result.kind === "not_found") return page(c, 404, notFoundPage());
    if (result.kind !== "recorded") return page(c, result.kind === "paid" ? 409 : 410, checkoutPage(result.view));

    const { view, payment, dateCreated } = result;
    const body = view.preference.body;
    const secret = webhookSecret(c.var.deps.config) ?? LOCAL_WEBHOOK_SECRET;
    await sendWebhook(dispatch, body.notification_url, payment.id, dateCreated, now(), secret);

    const backUrl =
      outcome === "approve"
        ? body.back_urls.success
        : outcome === "pending"
          ? body.back_urls.pending
          : body.back_urls.failure;
    const target = new URL(backUrl);
    const params: Record<string, string> = {
      collection_id: payment.id,
      collection_status: payment.status,
      payment_id: payment.id,
      status: payment.status,
      external_reference: body.external_reference,
      payment_type: payment.payment_type_id,
      merchant_order_id: body.merchant_order_id,
      preference_id: view.preference.id,
      site_id: "MLU",
      processing_mode: "aggregator",
      merchant_account_id: "null",
    };
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    c.header("Cache-Control", "no-store");
    return c.redirect(target.href, 303);
  });

/**
 * POST {notification_url}?data.id=…&type=payment, as Mercado Pago sends a payment notification (body,
 * x-request-id, x-signature over `id:{data.id};request-id:{x-request-id};ts:{ts};`). Awaited so the order
 * has moved before the shopper lands on the return page; a failure is logged and the return page asks the
 * server to look the payment up instead.
 */
async function sendWebhook(
  dispatch: (request: Request) => Promise<Response>,
  notificationUrl: string,
  paymentId: string,
  dateCreated: Date,
  /** The shop's clock (deps.now): the receiver checks ts against the same clock. */
  sentAt: Date,
  /** The webhook secret the receiver checks (webhookSecret), else the local one. */
  secret: string,
): Promise<void> {
  try {
    const url = new URL(notificationUrl);
    url.searchParams.set("data.id", paymentId);
    url.searchParams.set("type", "payment");
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(sentAt.getTime() / 1000));
    const signature = await signWebhook(secret, { dataId: paymentId, requestId, ts });
    const notification = {
      action: "payment.created",
      api_version: "v1",
      data: { id: paymentId },
      date_created: dateCreated.toISOString(),
      id: notificationId(),
      live_mode: false,
      type: "payment",
      user_id: String(SIMULATOR_COLLECTOR_ID),
    };
    const request = new Request(url.href, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": requestId, "x-signature": signature },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS} ms`)), WEBHOOK_TIMEOUT_MS);
    });
    try {
      const res = await Promise.race([dispatch(request), timedOut]);
      if (!res.ok) console.error(`Payment simulator: webhook for payment ${paymentId} answered ${res.status}`);
      await res.body?.cancel().catch(() => {});
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    console.error(`Payment simulator: webhook for payment ${paymentId} failed`, error);
  }
}

/** Mercado Pago's notification ids are large integers. */
function notificationId(): number {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high! % 1_000_000) * 1_000_000 + (low! % 1_000_000) + 1;
}

/**
 * A browser's form post carries Origin: one from another site (or an opaque "null") is refused; callers
 * that send none (tests, curl) pass. The page keeps the default Referrer-Policy, under which browsers send
 * the real origin (with `no-referrer` they would send "null").
 */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("Origin");
  if (origin === undefined) return true;
  const allowed = new Set([new URL(c.req.url).origin, new URL(c.var.deps.config.PUBLIC_SITE_URL).origin]);
  return allowed.has(origin);
}

// ---- HTML (escaped by hand; the CSP allows neither inline styles nor inline scripts) ----

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function page(c: Context<AppEnv>, status: ContentfulStatusCode, html: string) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  return c.html(html, status);
}

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>${escapeHtml(title)} · Simulador de Mercado Pago</title>
<link rel="stylesheet" href="${SIMULATOR_BASE_PATH}/checkout.css" />
</head>
<body>
<p class="sim-banner"><strong>Simulador de Mercado Pago (solo para pruebas)</strong> · No se cobra dinero real.</p>
<main class="page">
<div class="merchant">
<span class="merchant-mark" aria-hidden="true">QO</span>
<div><p class="merchant-name">${escapeHtml(SHOP_NAME)}</p><p class="merchant-sub">Pago con Mercado Pago</p></div>
</div>
${main}
</main>
</body>
</html>
`;
}

function checkoutPage(view: CheckoutView): string {
  const { preference, total } = view;
  const body = preference.body;
  const orderNumber = escapeHtml(body.external_reference);
  const items = body.items
    .map(
      (item) => `<li class="item">
<span class="item-title">${escapeHtml(item.title)}</span>
<span class="item-qty">${item.quantity} × ${formatUYU(item.unit_price)}</span>
<span class="item-amount">${formatUYU(item.unit_price * item.quantity)}</span>
</li>`,
    )
    .join("\n");
  const summary = `<section class="card" aria-labelledby="resumen">
<h2 id="resumen">Resumen del pedido n.º ${orderNumber}</h2>
<ul class="items">
${items}
</ul>
<dl class="total"><dt>Total a pagar</dt><dd>${formatUYU(total)}</dd></dl>
</section>`;
  return layout(
    `Pagar pedido n.º ${body.external_reference}`,
    `<h1>Pagar pedido n.º ${orderNumber}</h1>
<div class="layout">
${summary}
<section class="card" aria-labelledby="pago">
${view.paid ? paidPanel(view) : view.expired ? expiredPanel(view) : choicesForm(view)}
</section>
</div>`,
  );
}

function choicesForm(view: CheckoutView): string {
  const action = `${SIMULATOR_BASE_PATH}/checkout/${encodeURIComponent(view.preference.id)}`;
  const failure = view.preference.body.back_urls.failure;
  return `<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend id="pago">¿Cómo termina el pago?</legend>
<p class="legend-hint">Elija el resultado que quiere probar. Puede volver a esta página después de un rechazo.</p>
<ul class="choices">
<li><button type="submit" name="outcome" value="approve" class="btn btn-approve" aria-describedby="hint-approve">Aprobar pago</button>
<p class="choice-hint" id="hint-approve">Tarjeta Visa de prueba: el pago se acredita al instante.</p></li>
<li><button type="submit" name="outcome" value="pending" class="btn btn-pending" aria-describedby="hint-pending">Dejar pendiente (Abitab / RedPagos)</button>
<p class="choice-hint" id="hint-pending">Se genera un cupón para pagar en efectivo; el pedido queda a la espera del pago.</p></li>
<li><button type="submit" name="outcome" value="reject" class="btn btn-reject" aria-describedby="hint-reject">Rechazar pago</button>
<p class="choice-hint" id="hint-reject">La tarjeta es rechazada; podrá volver a intentarlo.</p></li>
</ul>
</fieldset>
</form>
<p class="back"><a href="${escapeHtml(failure)}">Cancelar y volver a ${escapeHtml(SHOP_NAME)}</a></p>
<p class="secure">Total: ${formatUYU(view.total)} · Moneda: pesos uruguayos (UYU)</p>`;
}

function expiredPanel(view: CheckoutView): string {
  return `<h2 id="pago">Este enlace de pago venció</h2>
<div class="notice" role="status"><p class="notice-title">Ya no se puede pagar este pedido.</p>
<p>El tiempo para pagar con este enlace terminó. Si generó un cupón de Abitab o RedPagos, puede pagarlo hasta su
vencimiento; si no, vuelva a la tienda y haga un pedido nuevo.</p></div>
<p><a class="link-button" href="${escapeHtml(new URL("/", view.preference.body.back_urls.failure).href)}">Volver a la tienda</a></p>`;
}

function paidPanel(view: CheckoutView): string {
  return `<h2 id="pago">Este pedido ya está pagado</h2>
<div class="notice" role="status"><p class="notice-title">Ya registramos un pago aprobado.</p>
<p>No hace falta pagar de nuevo.</p></div>
<p><a class="link-button" href="${escapeHtml(view.preference.body.back_urls.success)}">Ver mi pedido</a></p>`;
}

function notFoundPage(): string {
  return messagePage(
    "No encontramos este pago",
    "El enlace de pago no existe o ya no es válido. Vuelva a la tienda e inicie el pago otra vez.",
  );
}

function messagePage(title: string, text: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="card"><p>${escapeHtml(text)}</p>
<p><a class="link-button" href="/">Volver a la tienda</a></p></div>`,
  );
}
