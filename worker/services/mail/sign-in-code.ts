import type { Tx } from "../../db/database.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { readMailShop, renderMail } from "./render.ts";

/** How long a mailed sign-in code works (the Supabase project's e-mail OTP expiry is set to the same: decision 034). */
export const SIGN_IN_CODE_MINUTES = 10;

/**
 * The Auth stand-in's sign-in code mail (issue 43; embedded only: in a Supabase project, Auth sends its own 'Magic
 * Link' template with {{ .Token }}, whose wording decision 034 gives). Branded like every mail (decision 018).
 */
export async function signInCodeMail(tx: Tx, siteUrl: string, to: string, code: string): Promise<MailMessage> {
  const subject = `Su código para ingresar: ${code}`;
  const mail = renderMail(
    siteUrl,
    {
      subject,
      preheader: `Escriba ${code} en «Mi cuenta». Vale ${SIGN_IN_CODE_MINUTES} minutos.`,
      heading: "Su código para ingresar",
      paragraphs: [
        `Escriba este código en «Mi cuenta» para ingresar: ${code}`,
        `Vale ${SIGN_IN_CODE_MINUTES} minutos y una sola vez. Nunca se lo pediremos por teléfono ni por WhatsApp.`,
      ],
      footnote: "Si usted no lo pidió, ignore este correo: sin el código nadie puede ingresar a su cuenta.",
    },
    await readMailShop(tx),
  );
  return { to, subject, ...mail, kind: "sign_in_code" };
}
