import type { MpPaymentStatus } from "../../domain/payments.ts";
import type { MpPayment, PaymentsPort, PreferenceInput } from "../../worker/adapters/payments/port.ts";

/**
 * An in-memory Mercado Pago for service tests: preferences by idempotency key, payments the test creates
 * and changes, and a switch that makes the API "down". (The embedded simulator is tested on its own.)
 */
/** Payment ids are unique across fakes, as Mercado Pago's are. */
let nextPayment = 5_000_000_001;

export function fakePayments() {
  const preferences = new Map<string, { id: string; input: PreferenceInput }>();
  const payments = new Map<string, MpPayment>();
  let down = false;
  const calls = { createPreference: 0, getPayment: 0, findPayments: 0 };
  const refunds: { paymentId: string; amount: number; idempotencyKey: string }[] = [];
  const guard = () => {
    if (down) throw new Error("Mercado Pago is unreachable (test)");
  };
  const port: PaymentsPort = {
    name: "mercadopago",
    async createPreference(input) {
      calls.createPreference++;
      guard();
      const existing = preferences.get(input.idempotencyKey);
      const pref = existing ?? { id: `pref-${preferences.size + 1}`, input };
      preferences.set(input.idempotencyKey, pref);
      return { id: pref.id, initPoint: `https://mp.test/checkout/${pref.id}` };
    },
    async getPayment(id) {
      calls.getPayment++;
      guard();
      const p = payments.get(id);
      return p ? { ...p } : null;
    },
    async findPayments(reference) {
      calls.findPayments++;
      guard();
      return [...payments.values()].filter((p) => p.external_reference === reference).reverse();
    },
    async getMerchantOrderPaymentIds() {
      guard();
      return null;
    },
    async refundPayment({ paymentId, amount, idempotencyKey }) {
      guard();
      refunds.push({ paymentId, amount, idempotencyKey });
      return { id: `refund-${idempotencyKey}`, amount };
    },
  };
  return {
    port,
    calls,
    refunds,
    preferences,
    setDown: (value: boolean) => {
      down = value;
    },
    /** A payment for an order, as Mercado Pago would record it. */
    pay(orderId: number, amount: number, status: MpPaymentStatus, extra: Partial<MpPayment> = {}): MpPayment {
      const payment: MpPayment = {
        id: String(nextPayment++),
        status,
        status_detail: status === "approved" ? "accredited" : status,
        payment_type_id: status === "pending" ? "ticket" : "credit_card",
        payment_method_id: status === "pending" ? "abitab" : "visa",
        transaction_amount: amount,
        currency_id: "UYU",
        external_reference: String(orderId),
        date_approved: status === "approved" ? new Date().toISOString() : null,
        date_of_expiration: null,
        ...extra,
      };
      payments.set(payment.id, payment);
      return payment;
    },
    /** Mercado Pago changes a payment's status (a ticket paid, a refund). */
    change(id: string, status: MpPaymentStatus) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      p.status = status;
      p.status_detail = status;
    },
  };
}
