import { formatUYU } from "../../../domain/money.ts";
import type { PaymentMail } from "../../../domain/payments.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { Tx } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { orderMessage } from "../order-mails.ts";

export interface PaymentMailDeps {
  shopEmail: string;
  siteUrl: string;
}

/** Queues, in the caller's transaction, the mails a payment move asks for. Returns their ids. */
export async function queuePaymentMails(
  tx: Tx,
  deps: PaymentMailDeps,
  order: OrderRow,
  mails: PaymentMail[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of mails) {
    for (const message of paymentMails(deps, order, kind)) ids.push(await enqueueMail(tx, message));
  }
  return ids;
}

export function paymentMails(deps: PaymentMailDeps, order: OrderRow, kind: PaymentMail): MailMessage[] {
  const link = new URL(`/shop/order/${order.id}?token=${order.accessToken}`, deps.siteUrl).toString();
  const see = `Puede ver su pedido en: ${link}`;
  const customer = `${order.firstName} ${order.lastName}`;
  switch (kind) {
    case "paid":
      return [
        orderMessage(
          order.email,
          `Pedido N.º ${order.id} confirmado — ${SHOP_NAME}`,
          [
            `Hola ${order.firstName}, recibimos su pago de ${formatUYU(order.total)} con Mercado Pago. Su pedido N.º ${order.id} está confirmado.`,
            see,
          ],
          order,
          "order_paid",
          deps.shopEmail,
        ),
        orderMessage(
          deps.shopEmail,
          `Pedido pagado N.º ${order.id}: ${customer}, ${formatUYU(order.total)}`,
          [`${customer} · ${order.email} · ${order.phone}. Pago con Mercado Pago N.º ${order.paymentId ?? "—"}.`],
          order,
          "order_paid_notice",
          order.email,
        ),
      ];
    case "pending":
      return [
        orderMessage(
          order.email,
          `Pedido N.º ${order.id} pendiente de pago — ${SHOP_NAME}`,
          [
            `Hola ${order.firstName}, registramos su pedido N.º ${order.id}. Cuando recibamos su pago aprobaremos su compra.`,
            "Si eligió pagar en Abitab o RedPagos, recuerde hacerlo antes del vencimiento del cupón.",
            see,
          ],
          order,
          "order_payment_pending",
          deps.shopEmail,
        ),
      ];
    case "cancelled":
      return [
        orderMessage(
          order.email,
          `Pedido N.º ${order.id} cancelado — ${SHOP_NAME}`,
          [
            `Hola ${order.firstName}, su pedido N.º ${order.id} fue cancelado porque el pago no se completó.`,
            "Si desea los productos, puede hacer un nuevo pedido en la tienda. Ante cualquier duda, responda este correo.",
          ],
          order,
          "order_cancelled",
          deps.shopEmail,
        ),
      ];
    case "refund_needed":
      return [
        orderMessage(
          deps.shopEmail,
          `Devolver pago: pedido N.º ${order.id} pagado después de cancelado`,
          [
            `Mercado Pago aprobó el pago N.º ${order.paymentId ?? "—"} de ${formatUYU(order.total)} del pedido N.º ${order.id} (${customer}, ${order.email}) después de que su reserva venció, y ya no hay stock para servirlo.`,
            "Devuelva el pago desde Mercado Pago o comuníquese con el cliente.",
          ],
          order,
          "refund_needed",
          order.email,
        ),
      ];
  }
}
