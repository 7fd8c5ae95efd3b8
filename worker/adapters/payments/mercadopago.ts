// The SDK by parts: its root module requires every client it has (customers, cards, orders, point…), about
// 45 KB the Worker never runs (docs/decisions/028-fast-feedback.md). These are the modules the root re-exports.
import { MerchantOrder } from "mercadopago/dist/clients/merchantOrder";
import { Payment } from "mercadopago/dist/clients/payment";
import createRefund from "mercadopago/dist/clients/paymentRefund/create";
import { Preference } from "mercadopago/dist/clients/preference";
import { MercadoPagoConfig } from "mercadopago/dist/mercadoPagoConfig";
import { MercadoPagoError, MPConnectionError, MPNotFoundError } from "mercadopago/dist/utils/errors";
import type { MpPaymentStatus } from "../../../domain/payments.ts";
import type { MpPayment, PaymentsPort } from "./port.ts";
import { preferenceBody } from "./preference-body.ts";

export { mpDate } from "./preference-body.ts";

/**
 * The Payments port on Mercado Pago itself (MERCADOPAGO_ACCESS_TOKEN set), through the official SDK
 * (`mercadopago`, pinned): Checkout Pro preferences, payment look-ups and merchant orders. It runs in
 * workerd under `nodejs_compat` (docs/decisions/008-mercado-pago.md says what the SDK needs there).
 *
 * Errors: Mercado Pago unreachable, a timeout, a 5xx or 429 after the retry, a refused token, a refused
 * preference → a plain Error (the caller answers 502 payment_unavailable, or 500 to a webhook so Mercado
 * Pago sends it again). A payment or merchant order Mercado Pago does not know → null.
 */

/** The SDK's request settings and preference body (its root module exports the classes, not these types). */
type Options = NonNullable<ConstructorParameters<typeof MercadoPagoConfig>[0]["options"]>;
type PreferenceRequest = Parameters<Preference["create"]>[0]["body"];

/**
 * Request settings for every call. The SDK's defaults (60 s timeout, 3 retries 1-2-4 s apart) could keep a
 * shopper, or a webhook that Mercado Pago abandons after 22 s, waiting over a minute. Worst case here:
 * 2 × 6 s + 0.3 s. Retrying is safe: look-ups are reads and a preference carries its idempotency key.
 */
export const MP_REQUEST_OPTIONS = {
  timeout: 6_000,
  maxRetries: 1,
  initialDelay: 300,
  maxDelay: 1_000,
  retryOn: [429, 500, 502, 503, 504],
} as const satisfies Options;

/** Payment and merchant-order ids are numbers; anything else is not worth a request. */
const NUMERIC_ID = /^[1-9]\d{0,19}$/;

export function mercadoPagoPayments(options: {
  accessToken: string;
  now?: () => Date;
  /** Tests only: shorter waits than MP_REQUEST_OPTIONS' (a silent Mercado Pago proven in a second, not in twelve). */
  requestOptions?: Pick<Options, "timeout">;
}): PaymentsPort {
  const { accessToken, now = () => new Date(), requestOptions } = options;
  // The SDK's clients merge each call's requestOptions into the config they hold (an idempotency key would
  // stick to later calls, and concurrent calls would share it): a fresh config for every call.
  const config = (extra: Options = {}) =>
    new MercadoPagoConfig({ accessToken, options: { ...MP_REQUEST_OPTIONS, ...requestOptions, ...extra } });

  return {
    name: "mercadopago",

    async createPreference(input) {
      const body: PreferenceRequest = preferenceBody(input, now());
      try {
        const created = await new Preference(config()).create({
          body,
          requestOptions: { idempotencyKey: input.idempotencyKey },
        });
        if (!created.id || !created.init_point) throw new Error("the answer has no id or init_point");
        return { id: created.id, initPoint: created.init_point };
      } catch (error) {
        throw failure(`creating the preference of order ${input.externalReference}`, error);
      }
    },

    async getPayment(id) {
      if (!NUMERIC_ID.test(id)) return null;
      try {
        return toMpPayment(await new Payment(config()).get({ id }));
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw failure(`reading payment ${id}`, error);
      }
    },

    async findPayments(externalReference) {
      try {
        const found = await new Payment(config()).search({
          options: { external_reference: externalReference, sort: "date_created", criteria: "desc", limit: 30 },
        });
        return (found.results ?? []).map(toMpPayment);
      } catch (error) {
        throw failure(`searching the payments of order ${externalReference}`, error);
      }
    },

    async getMerchantOrderPaymentIds(id) {
      if (!NUMERIC_ID.test(id)) return null;
      try {
        const order = await new MerchantOrder(config()).get({ merchantOrderId: id });
        return (order.payments ?? []).flatMap((payment) => (payment.id == null ? [] : [String(payment.id)]));
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw failure(`reading merchant order ${id}`, error);
      }
    },

    async refundPayment({ paymentId, amount, idempotencyKey }) {
      try {
        // The create operation alone (POST /v1/payments/{id}/refunds), not the client with get, list and total.
        const refund = await createRefund({
          payment_id: paymentId,
          body: { amount },
          config: config({ idempotencyKey }),
        });
        if (refund.id == null) throw new Error("the answer has no id");
        return { id: String(refund.id), amount: Number(refund.amount ?? amount) };
      } catch (error) {
        throw failure(`refunding ${amount} of payment ${paymentId}`, error);
      }
    },
  };
}

/** The fields the shop reads, from GET /v1/payments/{id} or a search result (ids arrive as numbers). */
function toMpPayment(payment: {
  id?: string | number;
  status?: string;
  status_detail?: string;
  payment_type_id?: string;
  payment_method_id?: string;
  transaction_amount?: number;
  currency_id?: string;
  external_reference?: string;
  date_approved?: string;
  date_of_expiration?: string;
}): MpPayment {
  if (payment.id == null || !payment.status) throw new Error("Mercado Pago answered a payment without id or status");
  return {
    id: String(payment.id),
    // Passed on as Mercado Pago says it: the payment service refuses (and logs) a status it does not know.
    status: payment.status as MpPaymentStatus,
    status_detail: payment.status_detail ?? "",
    payment_type_id: payment.payment_type_id ?? "",
    payment_method_id: payment.payment_method_id ?? "",
    transaction_amount: Number(payment.transaction_amount ?? Number.NaN),
    currency_id: payment.currency_id ?? "",
    external_reference: payment.external_reference || null,
    date_approved: payment.date_approved ?? null,
    date_of_expiration: payment.date_of_expiration ?? null,
  };
}

/** A plain Error saying what failed and why (status and Mercado Pago's message; never the token). */
function failure(what: string, error: unknown): Error {
  let why: string;
  if (error instanceof MPConnectionError) why = `Mercado Pago unreachable (${error.message})`;
  else if (error instanceof MercadoPagoError) {
    const causes = error.causes.length ? ` ${JSON.stringify(error.causes).slice(0, 500)}` : "";
    why = `HTTP ${error.status} ${error.error || error.name}: ${error.message}${causes}`;
  } else why = error instanceof Error ? error.message : String(error);
  return new Error(`Mercado Pago: ${what} failed: ${why}`, { cause: error });
}
