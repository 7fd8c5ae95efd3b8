import { isMpPaymentStatus } from "../../../domain/payments.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import {
  findPreferenceByKey,
  findPreferenceIdByMerchantOrder,
  insertPayment,
  insertPreference,
  listPaymentsByPreference,
  listPaymentsByReference,
  lockPreferenceKey,
  readPayment,
  readPreference,
  type SimulatedPaymentRow,
  type SimulatedPreference,
  type SimulatedPreferenceBody,
} from "../../db/simulator.ts";
import type { MpPayment, PaymentsPort, PreferenceInput } from "./port.ts";
import { preferenceBody } from "./preference-body.ts";

/**
 * The embedded stand-in for Mercado Pago (no MERCADOPAGO_ACCESS_TOKEN; never production): preferences and
 * payments live in the simulated_* tables, the hosted checkout is a page of the Worker itself
 * (worker/routes/payment-simulator.ts), and what getPayment answers has Mercado Pago's field names, so the
 * webhook and the return pages cannot tell the two adapters apart.
 */

/** Where the simulator's checkout lives on the shop's own origin (the route file is mounted there). */
export const SIMULATOR_BASE_PATH = "/api/payments/simulator";

/** The simulated seller's account (Mercado Pago's collector_id, the first part of a preference id). */
export const SIMULATOR_COLLECTOR_ID = 1_987_654_321;

/** A preference id as Mercado Pago writes them: "{collector_id}-{uuid}". */
export const PREFERENCE_ID_PATTERN = /^\d{1,12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Payment and merchant-order ids are digits that fit a bigint. */
const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** The checkout page for a preference (the preference's init_point). */
export function simulatorCheckoutUrl(siteUrl: string, preferenceId: string): string {
  return new URL(`${SIMULATOR_BASE_PATH}/checkout/${encodeURIComponent(preferenceId)}`, siteUrl).href;
}

/**
 * The merchant order of a preference (the simulator makes one per preference, as Checkout Pro does for a
 * preference's payments): an 11-digit number taken from the preference's uuid.
 */
export function merchantOrderIdFor(preferenceId: string): string {
  const hex = preferenceId.slice(preferenceId.indexOf("-") + 1).replace(/-/g, "");
  return String(10_000_000_000 + (Number.parseInt(hex.slice(0, 12), 16) % 90_000_000_000));
}

/** What the buyer pays for a preference: the sum of its items, in whole pesos. */
export function preferenceTotal(body: Pick<SimulatedPreferenceBody, "items">): number {
  return body.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
}

export function simulatorPayments(deps: { db: Database; siteUrl: string }): PaymentsPort {
  const { db, siteUrl } = deps;
  return {
    name: "simulator",

    async createPreference(input) {
      checkPreferenceInput(input);
      return db.run(serviceRole, async (tx) => {
        // The same key never makes a second preference, even when two requests race.
        await lockPreferenceKey(tx, input.idempotencyKey);
        const existing = await findPreferenceByKey(tx, input.idempotencyKey);
        if (existing) return { id: existing.id, initPoint: existing.body.init_point };
        const id = `${SIMULATOR_COLLECTOR_ID}-${crypto.randomUUID()}`;
        const now = new Date();
        const body = simulatedBody(input, now, id, simulatorCheckoutUrl(siteUrl, id));
        await insertPreference(tx, { id, orderId: input.externalReference, body, createdAt: now });
        return { id, initPoint: body.init_point };
      });
    },

    async getPayment(id) {
      if (!NUMERIC_ID.test(id)) return null;
      const row = await db.run(serviceRole, (tx) => readPayment(tx, id));
      return row ? toMpPayment(row) : null;
    },

    async findPayments(externalReference) {
      const rows = await db.run(serviceRole, (tx) => listPaymentsByReference(tx, externalReference));
      return rows.map(toMpPayment);
    },

    async getMerchantOrderPaymentIds(id) {
      if (!NUMERIC_ID.test(id)) return null;
      return db.run(serviceRole, async (tx) => {
        const preferenceId = await findPreferenceIdByMerchantOrder(tx, id);
        if (!preferenceId) return null;
        return (await listPaymentsByPreference(tx, preferenceId)).map((payment) => payment.id);
      });
    },

    // Refunds what an approved simulated payment took; the key names the refund, so a retry is the same one.
    async refundPayment({ paymentId, amount, idempotencyKey }) {
      const row = NUMERIC_ID.test(paymentId) ? await db.run(serviceRole, (tx) => readPayment(tx, paymentId)) : null;
      const status = row ? row.status : "unknown";
      if (!row || status !== "approved") throw new Error(`Simulator: payment ${paymentId} is not approved`);
      if (!Number.isInteger(amount) || amount < 1 || amount > row.transactionAmount) {
        throw new Error(`Simulator: cannot refund ${amount} of payment ${paymentId}`);
      }
      return { id: `sim-refund-${idempotencyKey}`, amount };
    },
  };
}

function checkPreferenceInput(input: PreferenceInput) {
  if (!/^[1-9]\d{0,17}$/.test(input.externalReference)) {
    throw new Error(
      `Simulator: external_reference must be an order id, got ${JSON.stringify(input.externalReference)}`,
    );
  }
  if (input.items.length === 0) throw new Error("Simulator: a preference needs at least one item");
  for (const item of input.items) {
    if (
      !Number.isInteger(item.quantity) ||
      item.quantity < 1 ||
      !Number.isInteger(item.unitPrice) ||
      item.unitPrice < 0
    ) {
      throw new Error(`Simulator: item ${JSON.stringify(item.id)} needs a whole quantity ≥ 1 and whole pesos`);
    }
  }
  if (!input.idempotencyKey) throw new Error("Simulator: a preference needs an idempotency key");
}

/**
 * The preference as Mercado Pago's API would hold it: the body the real adapter sends (POST
 * /checkout/preferences), and what Mercado Pago adds to it (the collector, the merchant order, the
 * init_point) and the key it was created with.
 */
function simulatedBody(input: PreferenceInput, now: Date, id: string, initPoint: string): SimulatedPreferenceBody {
  return {
    ...preferenceBody(input, now),
    collector_id: SIMULATOR_COLLECTOR_ID,
    merchant_order_id: merchantOrderIdFor(id),
    init_point: initPoint,
    idempotency_key: input.idempotencyKey,
  };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toMpPayment(row: SimulatedPaymentRow): MpPayment {
  if (!isMpPaymentStatus(row.status)) throw new Error(`Simulator: payment ${row.id} has an unknown status`);
  return {
    id: row.id,
    status: row.status,
    status_detail: row.statusDetail,
    payment_type_id: row.paymentTypeId,
    payment_method_id: row.paymentMethodId,
    transaction_amount: Number(row.transactionAmount),
    currency_id: row.currencyId,
    external_reference: row.externalReference,
    date_approved: iso(row.dateApproved),
    date_of_expiration: iso(row.dateOfExpiration),
  };
}

// ---- The simulated hosted checkout (used by worker/routes/payment-simulator.ts only) ----

export type SimulatedOutcome = "approve" | "pending" | "reject";

/** What each button records, as Mercado Pago reports such payments. */
const OUTCOMES: Record<SimulatedOutcome, { status: string; detail: string; type: string; method: string }> = {
  approve: { status: "approved", detail: "accredited", type: "credit_card", method: "visa" },
  pending: { status: "pending", detail: "pending_waiting_payment", type: "ticket", method: "abitab" },
  reject: { status: "rejected", detail: "cc_rejected_other_reason", type: "credit_card", method: "visa" },
};

export interface CheckoutView {
  preference: SimulatedPreference;
  total: number;
  expired: boolean;
  /** An approved payment was recorded already: the page offers no second one. */
  paid: boolean;
}

/** What the checkout page shows for a preference; null when there is no such preference. */
export async function readCheckout(db: Database, preferenceId: string, now: Date): Promise<CheckoutView | null> {
  if (!PREFERENCE_ID_PATTERN.test(preferenceId)) return null;
  return db.run(serviceRole, async (tx) => {
    const preference = await readPreference(tx, preferenceId);
    if (!preference) return null;
    const payments = await listPaymentsByPreference(tx, preferenceId);
    return checkoutView(preference, payments, now);
  });
}

function checkoutView(preference: SimulatedPreference, payments: SimulatedPaymentRow[], now: Date): CheckoutView {
  return {
    preference,
    total: preferenceTotal(preference.body),
    expired: now.getTime() > Date.parse(preference.body.expiration_date_to),
    paid: payments.some((payment) => payment.status === "approved"),
  };
}

export type SimulatedPaymentResult =
  | { kind: "recorded"; view: CheckoutView; payment: MpPayment; dateCreated: Date }
  | { kind: "not_found" }
  | { kind: "expired" | "paid"; view: CheckoutView };

/**
 * Records the payment a button stands for, in one transaction that holds the preference's row (a double
 * click records one payment after the other, and never a second approval).
 */
export async function recordSimulatedPayment(
  db: Database,
  preferenceId: string,
  outcome: SimulatedOutcome,
  now: Date,
): Promise<SimulatedPaymentResult> {
  if (!PREFERENCE_ID_PATTERN.test(preferenceId)) return { kind: "not_found" };
  return db.run(serviceRole, async (tx): Promise<SimulatedPaymentResult> => {
    const preference = await readPreference(tx, preferenceId, { lock: true });
    if (!preference) return { kind: "not_found" };
    const view = checkoutView(preference, await listPaymentsByPreference(tx, preferenceId), now);
    if (view.paid) return { kind: "paid", view };
    if (view.expired) return { kind: "expired", view };
    const chosen = OUTCOMES[outcome];
    const row = await insertPayment(tx, {
      preferenceId,
      status: chosen.status,
      statusDetail: chosen.detail,
      paymentTypeId: chosen.type,
      paymentMethodId: chosen.method,
      transactionAmount: view.total,
      currencyId: "UYU",
      externalReference: preference.body.external_reference,
      dateCreated: now,
      dateApproved: outcome === "approve" ? now : null,
      dateOfExpiration: outcome === "pending" ? new Date(preference.body.date_of_expiration) : null,
    });
    return { kind: "recorded", view, payment: toMpPayment(row), dateCreated: now };
  });
}
