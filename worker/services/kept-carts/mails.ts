import { formatUYU } from "../../../domain/money.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { LineToday, ReminderStage } from "../../db/kept-carts.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailShop, renderMail } from "../mail/render.ts";

// The reminder of an unfinished checkout (issue 43, decision 034), in the shop's one layout: the cart's lines at
// today's prices (read when the mail is written), a link that restores the cart on any device, and a one-click
// unsubscribe link (also in the List-Unsubscribe headers, RFC 8058) that stops every reminder to the address.

export interface ReminderLinks {
  restore: string;
  unsubscribePage: string;
  oneClick: string;
}

export function reminderLinks(siteUrl: string, restoreToken: string, unsubscribeToken: string): ReminderLinks {
  const unsubscribe = encodeURIComponent(unsubscribeToken);
  return {
    restore: new URL(`/carrito/recuperar/${encodeURIComponent(restoreToken)}`, siteUrl).toString(),
    unsubscribePage: new URL(`/carrito/recordatorios/baja?token=${unsubscribe}`, siteUrl).toString(),
    oneClick: new URL(`/api/kept-carts/unsubscribe?token=${unsubscribe}`, siteUrl).toString(),
  };
}

function lineOf(line: LineToday) {
  const size = line.size === null ? "" : `${line.size} ${line.unit ?? ""}`.trim();
  if (line.priceNow === null) {
    return { product: line.name, size, quantity: line.quantity, unitPrice: "—", lineTotal: "Ya no se vende" };
  }
  return {
    product: line.name,
    size,
    quantity: line.quantity,
    unitPrice: formatUYU(line.priceNow),
    lineTotal: line.available ? formatUYU(line.priceNow * line.quantity) : "Sin stock ahora",
  };
}

export function cartReminderMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  stage: ReminderStage,
  lines: readonly LineToday[],
  links: ReminderLinks,
): MailMessage {
  const subject = stage === 1 ? "Su carrito lo espera" : "Último recordatorio: su carrito sigue guardado";
  const total = lines.reduce((sum, l) => sum + (l.priceNow !== null && l.available ? l.priceNow * l.quantity : 0), 0);
  const changed = lines.some((l) => l.priceNow !== l.unitPrice || !l.available);
  return {
    to,
    subject,
    kind: "cart_reminder",
    ...renderMail(
      siteUrl,
      {
        subject,
        heading: "Su carrito lo espera",
        paragraphs: [
          `Empezó una compra en ${SHOP_NAME} y no llegó a terminarla. Guardamos su carrito: puede retomarla desde cualquier dispositivo.`,
          changed
            ? "Estos son los precios de hoy; algunos cambiaron desde que armó el carrito."
            : "Estos son los precios de hoy.",
        ],
        order: {
          title: "Su carrito",
          lines: lines.map(lineOf),
          totals: [],
          total: formatUYU(total),
        },
        button: { label: "Retomar mi compra", href: links.restore },
        after: ["El stock y los precios se confirman al hacer el pedido."],
        footnote: `Recibe este correo porque dejó su dirección al comprar en ${SHOP_NAME} y no marcó «No quiero recordatorios». Le enviamos como mucho dos recordatorios por carrito. ¿No desea recibir más recordatorios?`,
        unsubscribe: links.unsubscribePage,
      },
      shop,
    ),
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
