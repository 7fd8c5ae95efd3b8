import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailShop, renderMail } from "../mail/render.ts";

// The two mails of 'Avisarme cuando haya stock' (decision 025), in the shop's one layout. The address is used
// for nothing else: no newsletter, no unsubscribe list; each request gets at most these two mails.

export function stockAlertConfirmLink(siteUrl: string, token: string): string {
  return new URL(`/stock-alerts/confirm?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

export function productLink(siteUrl: string, slug: string): string {
  return new URL(`/shop/product/${encodeURIComponent(slug)}`, siteUrl).toString();
}

const WHY = `Recibe este correo porque se pidió en ${SHOP_NAME} un aviso a esta dirección cuando hubiera stock de un producto. Usamos su correo solo para ese aviso.`;

/** The double opt-in: the link that confirms the request. */
export function stockAlertConfirmationMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  item: string,
  confirmUrl: string,
  validDays: number,
): MailMessage {
  const subject = `Confirme su aviso de stock de ${item}`;
  return {
    to,
    subject,
    kind: "stock_alert_confirmation",
    ...renderMail(
      siteUrl,
      {
        subject,
        heading: "Confirme su aviso",
        paragraphs: [
          `Pidió que le avisemos cuando vuelva a haber stock de ${item}.`,
          `Confirme que esta dirección es suya y le escribiremos una sola vez, cuando vuelva a estar disponible. El enlace vale ${validDays} días.`,
        ],
        button: { label: "Confirmar el aviso", href: confirmUrl },
        after: ["Si usted no lo pidió, ignore este correo: no le escribiremos."],
        footnote: WHY,
      },
      shop,
    ),
  };
}

/** 'Ya hay stock de …': one per confirmed request, then the request is closed. */
export function backInStockMail(
  to: string,
  siteUrl: string,
  shop: MailShop,
  item: string,
  productUrl: string,
): MailMessage {
  const subject = `Ya hay stock de ${item}`;
  return {
    to,
    subject,
    kind: "stock_alert_restocked",
    ...renderMail(
      siteUrl,
      {
        subject,
        heading: `Ya hay stock de ${item}`,
        paragraphs: [
          `Le avisamos, como nos pidió: ${item} vuelve a estar disponible en ${SHOP_NAME}.`,
          "El stock puede agotarse de nuevo; si lo quiere, le sugerimos no esperar.",
        ],
        button: { label: "Ver el producto", href: productUrl },
        footnote: `${WHY} Este es el único aviso: su pedido de aviso quedó cerrado.`,
      },
      shop,
    ),
  };
}
