import type { OrderView, TimelineEntry, TimelineStep } from "../../domain/api/orders.ts";
import { deliveryFee as computeDeliveryFee } from "../../domain/delivery.ts";
import {
  FULFILMENT_LABELS,
  isFulfilment,
  isOrderStatus,
  SALE_ANNULLED_LABEL,
  stateLabel,
} from "../../domain/order-status.ts";
import { isMpPaymentStatus, MP_PAYMENT_STATUS_LABELS } from "../../domain/payments.ts";
import type { HistoryRow } from "../db/order-moves.ts";
import type { OrderRow } from "../db/orders.ts";

export type { OrderView, TimelineStep };

const STEP_LABELS: Readonly<Record<TimelineStep, string>> = {
  placed: "Pedido recibido",
  approved: "Pedido aprobado",
  ...FULFILMENT_LABELS,
  cancelled: "Cancelado",
};

/**
 * The customer's timeline: the steps an order of its kind goes through, each with the date it was reached
 * (the last time, from the history) or none yet. A step skipped on the way (ready without 'preparing')
 * counts as done. A cancelled order shows where it stopped; an annulled sale ('Anulado', issue 38 item 8) shows it
 * had been approved.
 */
export function orderTimeline(order: OrderRow, history: readonly HistoryRow[]): TimelineEntry[] {
  const reached = (step: TimelineStep): Date | null => {
    const row = history.findLast((h) =>
      step === "placed"
        ? h.from === null
        : step === "approved"
          ? h.to === "approved" && h.from !== "approved"
          : step === "cancelled"
            ? h.to === "cancel" && h.from !== "cancel"
            : h.toFulfilment === step && h.fromFulfilment !== step,
    );
    return row ? new Date(row.at) : step === "placed" ? new Date(order.createdAt) : null;
  };
  const annulled = order.status === "cancel" && order.saleAnnulled;
  const steps: TimelineStep[] =
    order.status === "cancel"
      ? annulled
        ? ["placed", "approved", "cancelled"]
        : ["placed", "cancelled"]
      : order.deliveryMethod === "pickup"
        ? ["placed", "approved", "preparing", "ready", "collected"]
        : ["placed", "approved", "preparing", "shipped", "delivered"];
  const current =
    order.status === "cancel" ? "cancelled" : order.status === "approved" ? (order.fulfilment ?? "approved") : "placed";
  const currentIndex = steps.indexOf(current as TimelineStep);
  return steps.map((step, index) => {
    const at = index <= currentIndex ? reached(step) : null;
    const label = step === "cancelled" && annulled ? SALE_ANNULLED_LABEL : STEP_LABELS[step];
    return { step, label, at: at ? at.toISOString() : null, done: index <= currentIndex };
  });
}

/** What the customer's order page and the checkout dialog show. */
export function orderView(order: OrderRow, history: readonly HistoryRow[] = []): OrderView {
  const status = isOrderStatus(order.status) ? order.status : "pending";
  const fulfilment = isFulfilment(order.fulfilment) ? order.fulfilment : null;
  return {
    id: order.id,
    accessToken: order.accessToken,
    status: order.status,
    statusLabel: stateLabel(status, fulfilment, order.saleAnnulled),
    fulfilment,
    createdAt: new Date(order.createdAt).toISOString(),
    estimatedDate: order.estimatedDate,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    customer: {
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      rut: order.rut,
      companyName: order.companyName,
      companyAddress: order.companyAddress,
      buyerDocument: order.buyerDocument,
      streetAddress: order.street,
      apartment: order.apartment,
      town: order.town,
      zip: order.zip,
    },
    note: order.note,
    // The IVA rate of each line is for its CFE, not for the order page.
    items: order.items.map(({ ivaRate: _, ...item }) => item),
    subtotal: order.subtotal,
    discountCode: order.discountCode,
    codeDiscount: order.codeDiscount,
    transferDiscount: order.transferDiscount,
    deliveryFee: order.deliveryFee,
    deliveryPaidByReceiver:
      order.shipping?.paidByReceiver ??
      (order.deliveryMethod === "delivery" &&
        computeDeliveryFee(
          { subtotal: order.subtotal, deliveryMethod: "delivery", town: order.town ?? "" },
          order.pricingRules,
        ).paidByReceiver),
    transferDiscountPercent: order.pricingRules.transferDiscountPercent,
    total: order.total,
    hasReceipt: order.hasReceipt,
    payment:
      order.paymentMethod === "mercadopago"
        ? {
            id: order.paymentId,
            status: order.paymentStatus,
            statusLabel:
              order.paymentStatus && isMpPaymentStatus(order.paymentStatus)
                ? MP_PAYMENT_STATUS_LABELS[order.paymentStatus]
                : null,
            type: order.paymentType,
          }
        : null,
    /** Where the buyer pays, while the order waits for a Mercado Pago payment. */
    checkoutUrl: order.status === "mercado" ? order.checkoutUrl : null,
    refundNeeded: order.refundNeeded,
    // The shop undid the approved sale ('Anular venta'): the customer is told how the money comes back.
    saleCancelled: status === "cancel" && order.saleAnnulled,
    termsVersion: order.termsVersion ?? null,
    shipment: order.carrier
      ? {
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
          agency: order.shippingAgency,
        }
      : null,
    shipping: order.shipping
      ? {
          carrierName: order.shipping.carrierName,
          mode: order.shipping.mode,
          agency: order.shipping.agency,
          grams: order.shipping.grams,
        }
      : null,
    ...(order.priceListName ? { priceListName: order.priceListName } : {}),
    ...(order.quoteId && order.quoteNumber ? { quote: { id: order.quoteId, number: order.quoteNumber } } : {}),
    timeline: orderTimeline(order, history),
  };
}
