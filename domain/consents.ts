// Consents are records (issue 40, section 3; Ley 18.331's prior, informed consent: decision 031 says what was read).
// A form says WHICH wording it showed by its key; the server stores the wording it knows for that key, never text
// from the client. A new wording gets a new key (the old one stays, so old records keep their text).

export const CONSENT_TEXTS = {
  /** The newsletter form (footer, blog). */
  "boletin-1": "Reciba novedades, lanzamientos y promociones en su correo. [Suscribirme]",
  /** The checkout's box. */
  "boletin-compra-1": "Quiero recibir novedades y promociones por correo.",
  /** 'Avisarme cuando haya stock' on a product. */
  "aviso-stock-1":
    "Le escribimos una sola vez cuando vuelva a haber stock. Usaremos su correo solo para avisarle. [Avisarme]",
  /** The checkout's notice beside 'No quiero recordatorios', left unticked (issue 43). */
  "recordatorio-carrito-1":
    "Si no termina su compra, guardamos su carrito y podemos enviarle a este correo hasta dos recordatorios con un enlace para retomarlo. Puede darse de baja desde cualquiera de ellos. [ ] No quiero recordatorios",
} as const;
export type ConsentKey = keyof typeof CONSENT_TEXTS;

export const NEWSLETTER_CONSENTS = ["boletin-1", "boletin-compra-1"] as const satisfies readonly ConsentKey[];
export const STOCK_ALERT_CONSENTS = ["aviso-stock-1"] as const satisfies readonly ConsentKey[];
export const KEPT_CART_CONSENTS = ["recordatorio-carrito-1"] as const satisfies readonly ConsentKey[];

/** The key the migration gives rows from before consents were recorded: their wording is not known. */
export const UNKNOWN_CONSENT = "desconocido";

export const BAD_CONSENT = "El texto aceptado no es válido. Recargue la página e inténtelo nuevamente.";

/** The stored record of a consent: the key and the server's own wording for it. */
export function consentRecord(key: ConsentKey): { consentKey: ConsentKey; consentText: string } {
  return { consentKey: key, consentText: CONSENT_TEXTS[key] };
}
