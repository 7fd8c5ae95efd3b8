import { deliveryFee as computeDeliveryFee } from "../../domain/delivery.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../domain/order-status.ts";
import { isMpPaymentStatus, MP_PAYMENT_STATUS_LABELS } from "../../domain/payments.ts";
import type { OrderRow } from "../db/orders.ts";

/** What the customer's order page and the checkout dialog show. */
export function orderView(order: OrderRow) {
  return {
    id: order.id,
    accessToken: order.accessToken,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
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
      streetAddress: order.street,
      apartment: order.apartment,
      town: order.town,
      zip: order.zip,
    },
    note: order.note,
    items: order.items,
    subtotal: order.subtotal,
    transferDiscount: order.transferDiscount,
    deliveryFee: order.deliveryFee,
    deliveryPaidByReceiver:
      order.deliveryMethod === "delivery" &&
      computeDeliveryFee({ subtotal: order.subtotal, deliveryMethod: "delivery", town: order.town ?? "" })
        .paidByReceiver,
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
  };
}

export type OrderView = ReturnType<typeof orderView>;
