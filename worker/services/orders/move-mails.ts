import { isMontevideo } from "../../../domain/departments.ts";
import { downloadLabel, type OrderDocument } from "../../../domain/documents.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { OrderMail } from "../../../domain/order-status.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { cfeMailLink, customerMail, type OrderMailContext, sentence, shopNotice } from "./mail-parts.ts";

/** How a shipped order travels, in one sentence per fact. */
function shipmentParagraphs(order: OrderRow): string[] {
  const lines = [`Empresa de envío: ${order.carrier ?? "—"}.`];
  if (order.trackingNumber) lines.push(`Número de seguimiento: ${order.trackingNumber}.`);
  if (order.trackingUrl) lines.push(`Puede seguir el envío en: ${order.trackingUrl}`);
  if (order.shippingAgency) lines.push(sentence(`Retírelo en la agencia: ${order.shippingAgency}`));
  return lines;
}

/**
 * Where a shipped order is headed: the customer's address in Montevideo (never 'salió hacia Montevideo' to someone
 * who lives there), the agency in another department (issue 38, item 14).
 */
function shippedTo(order: OrderRow): string {
  if (!order.town || isMontevideo(order.town)) return "su dirección";
  return order.shippingAgency ? `la agencia ${order.shippingAgency} de ${order.town}` : `la agencia de ${order.town}`;
}

/** The mails that confirm an order (its approval, by transfer, Mercado Pago or with nothing to pay). */
export const APPROVAL_MAILS: ReadonlySet<OrderMail> = new Set(["approved", "paid", "nothing_to_pay"]);

/** 'A', 'A y B', 'A, B y C'. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;

/**
 * The documents an approved order received (issue 42; decision 033), in the versions current at its approval: each
 * bought product's FDS and Ficha técnica, linked. A business buyer's first purchase of a product is said, with the
 * Decreto that asks for its safety data sheet.
 */
export function documentParts(siteUrl: string, order: Pick<OrderRow, "rut">, documents: readonly OrderDocument[]) {
  if (!documents.length) return { paragraphs: [], documents: undefined };
  const first = [...new Set(documents.filter((d) => d.firstPurchase).map((d) => d.productName))];
  const paragraphs =
    order.rut && first.length
      ? [
          `Es la primera compra de ${listed(first)} a su nombre: le enviamos ${first.length === 1 ? "su ficha" : "sus fichas"} de datos de seguridad (Decreto 307/009) en los enlaces de abajo. ${first.length === 1 ? "Consérvela" : "Consérvelas"} junto al producto.`,
        ]
      : [];
  return {
    paragraphs,
    documents: {
      title: "Documentos de sus productos (versión vigente al aprobar el pedido)",
      links: documents.map((d) => ({
        text: `${d.productName}:`,
        label: downloadLabel(d),
        href: new URL(d.url, siteUrl).toString(),
      })),
    },
  };
}

/** The mails one move of an order queues, by the table's mail kind (domain/order-status.ts). */
export function moveMails(
  deps: OrderMailContext,
  order: OrderRow,
  kind: OrderMail,
  documents: readonly OrderDocument[] = [],
): MailMessage[] {
  const customer = `${order.firstName} ${order.lastName}`;
  const hello = `Hola ${order.firstName},`;
  const n = `N.º ${order.id}`;
  const toCustomer = (mailKind: string, subject: string, heading: string, paragraphs: string[], cfe = false) => {
    // The confirmations (cfe) carry the order's documents.
    const docs = cfe ? documentParts(deps.siteUrl, order, documents) : { paragraphs: [], documents: undefined };
    return customerMail(deps, order, mailKind, subject, {
      heading,
      paragraphs: [...paragraphs, ...docs.paragraphs],
      link: cfe ? cfeMailLink(deps, order) : undefined,
      documents: docs.documents,
    });
  };
  switch (kind) {
    case "paid":
      return [
        toCustomer(
          "order_paid",
          `Pedido ${n} confirmado`,
          `Su pedido ${n} está confirmado`,
          [`${hello} recibimos su pago de ${formatUYU(order.total)} con Mercado Pago. Su pedido ${n} está confirmado.`],
          true,
        ),
        shopNotice(deps, order, "order_paid_notice", `Pedido pagado ${n}: ${customer}, ${formatUYU(order.total)}`, {
          heading: `Pedido pagado ${n}`,
          paragraphs: [
            `${customer} pagó ${formatUYU(order.total)} con Mercado Pago (pago N.º ${order.paymentId ?? "—"}).`,
          ],
        }),
      ];
    case "nothing_to_pay": {
      // A code took the whole total (decision 024): no payment is awaited, the order is confirmed as placed.
      const code = order.discountCode ? ` (cupón ${order.discountCode})` : "";
      return [
        toCustomer(
          "order_free",
          `Pedido ${n} confirmado`,
          `Su pedido ${n} está confirmado`,
          [
            `${hello} su pedido ${n} no tiene importe a pagar${code}: está confirmado.`,
            order.deliveryMethod === "delivery"
              ? "Le avisaremos cuando salga para su dirección."
              : "Le avisaremos cuando esté listo para retirar.",
          ],
          true,
        ),
        shopNotice(deps, order, "order_free_notice", `Pedido confirmado sin pago ${n}: ${customer}`, {
          heading: `Pedido confirmado sin pago ${n}`,
          paragraphs: [
            `${customer} hizo un pedido de ${formatUYU(order.total)}${code}: quedó aprobado sin pago, listo para preparar.`,
          ],
        }),
      ];
    }
    case "payment_pending":
      return [
        toCustomer("order_payment_pending", `Pedido ${n} pendiente de pago`, `Su pedido ${n} espera el pago`, [
          `${hello} registramos su pedido ${n}. Cuando recibamos su pago aprobaremos su compra.`,
          "Si eligió pagar en Abitab o RedPagos, recuerde hacerlo antes del vencimiento del cupón.",
        ]),
      ];
    case "payment_failed":
      return [
        toCustomer("order_payment_failed", `Pedido ${n} cancelado`, `Su pedido ${n} fue cancelado`, [
          `${hello} su pedido ${n} fue cancelado porque el pago no se completó.`,
          "Si desea los productos, puede hacer un nuevo pedido en la tienda. Ante cualquier duda, responda este correo.",
        ]),
      ];
    case "refund_needed":
      return [
        shopNotice(deps, order, "refund_needed", `Devolver pago: pedido ${n} pagado después de cancelado`, {
          heading: `Devolver el pago del pedido ${n}`,
          paragraphs: [
            `Mercado Pago aprobó el pago N.º ${order.paymentId ?? "—"} de ${formatUYU(order.total)} del pedido ${n} (${customer}, ${order.email}) después de que su reserva venció, y ya no hay stock para servirlo.`,
            "Devuelva el pago desde Mercado Pago o comuníquese con el cliente.",
          ],
        }),
      ];
    case "approved":
      return [
        toCustomer(
          "order_approved",
          `Pedido ${n} aprobado`,
          `Su pedido ${n} fue aprobado`,
          [
            `${hello} su pedido ${n} por ${formatUYU(order.total)} fue aprobado.`,
            order.deliveryMethod === "delivery"
              ? "Le avisaremos cuando salga para su dirección."
              : "Le avisaremos cuando esté listo para retirar.",
          ],
          true,
        ),
      ];
    case "cancelled":
      return [
        toCustomer("order_cancelled", `Pedido ${n} cancelado`, `Su pedido ${n} fue cancelado`, [
          `${hello} su pedido ${n} fue cancelado.`,
          "Si cree que se trata de un error o desea los productos, responda este correo o haga un nuevo pedido en la tienda.",
        ]),
      ];
    case "sale_cancelled":
      return [
        toCustomer("order_sale_cancelled", `Pedido ${n} anulado`, `Su compra ${n} fue anulada`, [
          `${hello} anulamos su compra ${n} por ${formatUYU(order.total)}.`,
          order.paymentMethod === "mercadopago"
            ? "Le devolveremos el pago por Mercado Pago; puede tardar unos días en verse reflejado."
            : "Le devolveremos el importe por transferencia bancaria: responda este correo con la cuenta donde desea recibirlo.",
          "Si tenía comprobante fiscal, recibirá su nota de crédito en la página del pedido.",
        ]),
      ];
    case "preparing":
      return [
        toCustomer("order_preparing", `Estamos preparando su pedido ${n}`, `Estamos preparando su pedido ${n}`, [
          `${hello} estamos preparando su pedido ${n}.`,
          order.deliveryMethod === "delivery"
            ? "Le avisaremos cuando salga, con los datos para seguir el envío."
            : "Le avisaremos cuando esté listo para retirar.",
        ]),
      ];
    case "ready":
      return [
        toCustomer("order_ready", `Su pedido ${n} está listo para retirar`, `Su pedido ${n} está listo para retirar`, [
          `${hello} su pedido ${n} está listo para retirar.`,
          sentence(`Dirección: ${deps.shop.contact.address}`),
          sentence(`Horario: ${deps.shop.storeHours}`),
          "Traiga el número de pedido; si retira otra persona, que lo traiga también.",
        ]),
      ];
    case "shipped":
      return [
        toCustomer("order_shipped", `Su pedido ${n} fue enviado`, `Su pedido ${n} está en camino`, [
          `${hello} su pedido ${n} salió hacia ${shippedTo(order)}.`,
          ...shipmentParagraphs(order),
        ]),
      ];
    case "delivered":
      return [
        toCustomer("order_delivered", `Su pedido ${n} fue entregado`, `Su pedido ${n} fue entregado`, [
          `${hello} su pedido ${n} fue entregado. ¡Gracias por su compra!`,
          "Si algo no llegó como esperaba, responda este correo.",
        ]),
      ];
    case "collected":
      return [
        toCustomer("order_collected", `Retiró su pedido ${n}`, `Retiró su pedido ${n}`, [
          `${hello} registramos que retiró su pedido ${n}. ¡Gracias por su compra!`,
        ]),
      ];
  }
}
