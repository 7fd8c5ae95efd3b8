import type { OrderPayment } from "../../domain/api/orders.ts";

/** Mercado Pago's payment_type_id in the shopper's words. */
const PAYMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  credit_card: "Tarjeta de crédito",
  debit_card: "Tarjeta de débito",
  prepaid_card: "Tarjeta prepaga",
  ticket: "Efectivo en Abitab / RedPagos",
  account_money: "Dinero en cuenta de Mercado Pago",
};

export function paymentTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return PAYMENT_TYPE_LABELS[type] ?? null;
}

/** Payment statuses that will never bring the money: the shopper may pay again while the order waits. */
const FAILED_PAYMENT = new Set(["rejected", "cancelled", "refunded", "charged_back"]);

export function paymentFailed(payment: OrderPayment | null | undefined): boolean {
  return !!payment?.status && FAILED_PAYMENT.has(payment.status);
}

/** 'Pago aprobado', 'Pago rechazado'… or, before Mercado Pago has told us anything, 'Esperando el pago'. */
export function paymentStateLabel(payment: OrderPayment | null | undefined): string {
  return payment?.statusLabel ?? "Esperando el pago";
}
