import { formatDate, formatDateTime } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import type { WithdrawalRow } from "../../db/withdrawals.ts";
import { customerMail, type OrderMailContext, sentence, shopNotice } from "./mail-parts.ts";

// The mails of a withdrawal (decision 029), one wording per step, written to the outbox in the step's transaction
// like every move of the order service: the request (acknowledgement to the customer + notice to the shop), the
// acceptance, the refusal with its reason, the return received with how the money comes back.

export type WithdrawalStep = "requested" | "accepted" | "declined" | "received";

function linesText(w: WithdrawalRow): string {
  return w.lines
    .map(
      (l) =>
        `${l.name}${l.size === null ? "" : ` ${l.size} ${l.unit}`}: ${l.quantity} ${l.quantity === 1 ? "unidad" : "unidades"}`,
    )
    .join("; ");
}

export function withdrawalMails(
  deps: OrderMailContext,
  order: OrderRow,
  w: WithdrawalRow,
  step: WithdrawalStep,
): MailMessage[] {
  const number = `N.º ${w.id}`;
  const hello = `Hola ${order.firstName},`;
  const facts = [
    { label: "Solicitud", value: number },
    { label: "Recibida el", value: formatDateTime(w.createdAt) },
    { label: "Productos", value: linesText(w) },
  ];
  switch (step) {
    case "requested":
      return [
        customerMail(deps, order, "withdrawal_ack", `Recibimos su solicitud de arrepentimiento ${number}`, {
          heading: `Solicitud de arrepentimiento ${number}`,
          paragraphs: [
            `${hello} recibimos el ${formatDateTime(w.createdAt)} su solicitud de arrepentimiento ${number} del pedido N.º ${order.id}.`,
            "Le escribiremos para coordinar la devolución de los productos. El dinero se le devuelve cuando recibamos la devolución.",
          ],
          factsTitle: "Su solicitud",
          facts: w.comment ? [...facts, { label: "Comentario", value: w.comment }] : facts,
        }),
        shopNotice(
          deps,
          order,
          "withdrawal_notice",
          `Arrepentimiento ${number}: pedido N.º ${order.id}, ${order.firstName} ${order.lastName}`,
          {
            heading: `Solicitud de arrepentimiento ${number}`,
            paragraphs: [
              `${order.firstName} ${order.lastName} pidió arrepentirse de parte o todo el pedido N.º ${order.id}: ${linesText(w)}.`,
              ...(w.comment ? [`Comentario: ${w.comment}`] : []),
              "Acéptela o rechácela con su motivo en Pedidos > Arrepentimientos.",
            ],
          },
        ),
      ];
    case "accepted":
      return [
        customerMail(deps, order, "withdrawal_accepted", `Aceptamos su arrepentimiento ${number}`, {
          heading: `Aceptamos su solicitud ${number}`,
          paragraphs: [
            `${hello} aceptamos su solicitud de arrepentimiento ${number} del pedido N.º ${order.id} (${linesText(w)}).`,
            "Devuelva los productos en el local o coordine el retiro respondiendo este correo. Cuando los recibamos, le devolvemos el dinero.",
          ],
        }),
      ];
    case "declined":
      return [
        customerMail(deps, order, "withdrawal_declined", `Su solicitud de arrepentimiento ${number}`, {
          heading: `No podemos aceptar su solicitud ${number}`,
          paragraphs: [
            `${hello} no podemos aceptar su solicitud de arrepentimiento ${number} del pedido N.º ${order.id}.`,
            sentence(`Motivo: ${w.declineReason ?? ""}`),
            "Si tiene alguna duda, responda este correo.",
          ],
        }),
      ];
    case "received":
      return [
        customerMail(deps, order, "withdrawal_received", `Recibimos su devolución ${number}`, {
          heading: `Recibimos su devolución ${number}`,
          paragraphs: [
            `${hello} recibimos los productos de su solicitud ${number} el ${formatDate(w.receivedAt ?? new Date())}.`,
            sentence(`Le devolvemos ${formatUYU(w.refundAmount ?? 0)}: ${w.refundNote ?? ""}`),
            "Emitimos la nota de crédito por los productos devueltos; la verá en su pedido.",
          ],
        }),
      ];
  }
}
