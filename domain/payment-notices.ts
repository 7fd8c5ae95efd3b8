import { formatUYU } from "./money.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status.ts";
import { isMpPaymentStatus, MP_PAYMENT_STATUS_LABELS } from "./payments.ts";

// Mercado Pago's notices about an order's payments, in the owner's words (issue 38, item 13). The payment log
// (payment_events) keeps Mercado Pago's status, the outcome and a note for the technical record ('approved',
// 'applied', 'mercado -> approved', 'amount 990 instead of 1000'); the desk shows this Spanish reading, and the raw
// line only behind 'Detalles técnicos'. Pure: the notes are the ones worker/services/orders/move-order.ts,
// domain/payments.ts (paymentIgnored) and worker/services/payments/apply-payment.ts write.

export interface PaymentNoticeInput {
  paymentId: string;
  status: string | null;
  outcome: string | null;
  note: string | null;
}

export interface PaymentNoticeWords {
  /** 'Pago aprobado'. */
  status: string;
  /** 'El pedido pasó de «Pago en curso» a «Aprobado».' */
  outcome: string;
  /** The raw log line: 'pago 90000000005: approved · applied | mercado -> approved'. */
  technical: string;
}

const statusLabel = (status: string) =>
  status in ORDER_STATUS_LABELS ? `«${ORDER_STATUS_LABELS[status as OrderStatus]}»` : null;

const money = (amount: string) => (Number.isFinite(Number(amount)) ? formatUYU(Number(amount)) : amount);

/** Why a payment moved nothing or was refused, in Spanish; null when the note is not one the shop writes. */
export function paymentNoteWords(note: string): string | null {
  const fixed: Record<string, string> = {
    "recorded after approval": "se registró después de aprobado el pedido",
    "the order is already approved": "el pedido ya estaba aprobado",
    "the order is cancelled": `el pedido ya estaba ${ORDER_STATUS_LABELS.cancel.toLowerCase()}`,
    "the buyer may still pay with another method": "el comprador todavía puede pagar de otra forma",
    "another payment attempt failed": "falló otro intento de pago, no el del pedido",
    "still waiting for the payment": "todavía se espera el pago",
    "the order is not paid with Mercado Pago": "el pedido no se paga con Mercado Pago",
    "the order does not exist": "el pedido no existe",
  };
  if (fixed[note]) return fixed[note];
  const currency = /^currency (\S+) instead of UYU$/.exec(note);
  if (currency) return `vino en ${currency[1]}, no en pesos uruguayos`;
  const amount = /^amount (\S+) instead of (\S+)$/.exec(note);
  if (amount) return `el importe es ${money(amount[1]!)} y el pedido es de ${money(amount[2]!)}`;
  if (/^unknown status /.test(note)) return "Mercado Pago informó un estado que la tienda no conoce";
  return null;
}

/** What a notice says: its status, what it did to the order, and the raw log line. */
export function paymentNoticeWords(e: PaymentNoticeInput): PaymentNoticeWords {
  const note = e.note ?? "";
  const why = note ? paymentNoteWords(note) : null;
  const move = /^(\w+) -> (\w+)$/.exec(note);
  let outcome: string;
  if (e.outcome === "refused") {
    outcome = `Rechazado: ${why ?? "el pago no corresponde a este pedido"}.`;
  } else if (e.outcome === "applied" && move) {
    const [from, to] = [statusLabel(move[1]!), statusLabel(move[2]!)];
    outcome =
      from && to
        ? from === to
          ? `El pedido siguió en ${to}.`
          : `El pedido pasó de ${from} a ${to}.`
        : "Aplicado al pedido.";
  } else if (why) {
    outcome = `El pedido no cambió: ${why}.`;
  } else {
    outcome = e.outcome === "applied" ? "Aplicado al pedido." : "Registrado; el pedido no cambió.";
  }
  return {
    status: e.status && isMpPaymentStatus(e.status) ? MP_PAYMENT_STATUS_LABELS[e.status] : "Estado desconocido",
    outcome,
    technical: `pago ${e.paymentId}: ${e.status ?? "—"} · ${e.outcome ?? "—"}${e.note ? ` | ${e.note}` : ""}`,
  };
}
