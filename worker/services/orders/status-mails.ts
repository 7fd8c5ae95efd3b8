import { formatUYU } from "../../../domain/money.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { orderMessage } from "../order-mails.ts";

export interface StatusMailDeps {
  shopEmail: string;
  siteUrl: string;
}

/** The mails a status change asks for (the change-status service queues them in its transaction). */
export type StatusMail = "approved" | "cancelled";

/** The customer's messages when the shop approves or rejects an order by hand. */
export function statusMails(deps: StatusMailDeps, order: OrderRow, kind: StatusMail): MailMessage[] {
  const link = new URL(`/shop/order/${order.id}?token=${order.accessToken}`, deps.siteUrl).toString();
  const see = `Puede ver su pedido en: ${link}`;
  switch (kind) {
    case "approved":
      return [
        orderMessage(
          order.email,
          `Su pedido N.º ${order.id} fue aprobado — ${SHOP_NAME}`,
          [
            `Hola ${order.firstName}, su pedido N.º ${order.id} por ${formatUYU(order.total)} fue aprobado.`,
            order.deliveryMethod === "delivery"
              ? "Le avisaremos cuando salga para su dirección."
              : "Le esperamos en el local para retirarlo.",
            see,
          ],
          order,
          "order_approved",
          deps.shopEmail,
        ),
      ];
    case "cancelled":
      return [
        orderMessage(
          order.email,
          `Su pedido N.º ${order.id} fue cancelado — ${SHOP_NAME}`,
          [
            `Hola ${order.firstName}, su pedido N.º ${order.id} fue cancelado.`,
            "Si cree que se trata de un error o desea los productos, responda este correo o haga un nuevo pedido en la tienda.",
          ],
          order,
          "order_cancelled",
          deps.shopEmail,
        ),
      ];
  }
}
