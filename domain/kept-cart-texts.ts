// The checkout's words about reminders of an unfinished checkout (issue 43): shown beside the box, and stored as the
// consent's wording (domain/consents.ts 'recordatorio-carrito-1'). A new wording needs a new consent key.

export const KEPT_CART_NOTICE =
  "Si no termina su compra, guardamos su carrito y podemos enviarle a este correo hasta dos recordatorios con un enlace para retomarlo. Puede darse de baja desde cualquiera de ellos.";

export const KEPT_CART_OPT_OUT_LABEL = "No quiero recordatorios";
