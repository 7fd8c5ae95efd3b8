import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import type { WithdrawalRow } from "../../db/withdrawals.ts";
import type { OrderMailContext } from "../orders/mail-parts.ts";
import { type WithdrawalStep, withdrawalMails } from "../orders/withdrawal-mails.ts";

// The 'Correos' samples of a withdrawal (issue 40, decision 029): one line of the sample order given back, each
// step's mails rendered by the function that renders the real ones. One small sample: every byte is in the Worker.

const STEPS: [WithdrawalStep, ...string[]][] = [
  ["requested", "Arrepentimiento recibido (cliente)", "Aviso de arrepentimiento (tienda)"],
  ["accepted", "Arrepentimiento aceptado (cliente)"],
  ["declined", "Arrepentimiento rechazado (cliente)"],
  ["received", "Devolución recibida (cliente)"],
];

/** [title, mail] for each, in the order of the steps. */
export function withdrawalSamples(deps: OrderMailContext, order: OrderRow): [string, MailMessage][] {
  const { productName: name, size, unit, lineTotal } = order.items[1]!;
  const w: WithdrawalRow = {
    id: 56,
    orderId: order.id,
    status: "requested",
    comment: "Compré de más.",
    declineReason: "El envase fue abierto.",
    refundNote: "transferencia a la cuenta desde la que pagó.",
    refundAmount: lineTotal,
    createdAt: new Date("2026-11-25T14:00:00Z"),
    decidedAt: null,
    receivedAt: new Date("2026-11-28T15:00:00Z"),
    lines: [{ itemId: 2, name, size, unit, quantity: 1 }],
  };
  return STEPS.flatMap(([step, ...titles]) =>
    withdrawalMails(deps, order, w, step).map((mail, i): [string, MailMessage] => [titles[i]!, mail]),
  );
}
