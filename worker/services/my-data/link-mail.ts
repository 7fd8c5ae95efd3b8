import { MY_DATA_LINK_HOURS } from "../../../domain/schemas/my-data.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { type MailShop, renderMail } from "../mail/render.ts";

/** The link of 'Mis datos' (POST /api/my-data), with its secret token: it opens the page once. */
export function myDataLink(siteUrl: string, token: string): string {
  return new URL(`/mis-datos?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

/** The mail that carries it, the same whether or not the shop knows the address (nobody learns who is a customer). */
export function myDataLinkMail(to: string, siteUrl: string, shop: MailShop, href: string): MailMessage {
  const subject = `Sus datos en ${SHOP_NAME}`;
  const mail = renderMail(
    siteUrl,
    {
      subject,
      heading: "Sus datos personales",
      paragraphs: [
        "Alguien, posiblemente usted, pidió ver o borrar los datos que guardamos asociados a esta dirección de correo.",
        `Con el botón puede descargarlos o pedir que los borremos. El enlace funciona una sola vez durante ${MY_DATA_LINK_HOURS} horas.`,
      ],
      button: { label: "Ver mis datos", href },
      footnote: "Si usted no lo pidió, ignore este correo: sin el enlace nadie puede ver sus datos.",
    },
    shop,
  );
  return { to, subject, ...mail, kind: "my_data_link" };
}
