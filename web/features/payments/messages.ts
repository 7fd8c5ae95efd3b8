/**
 * What the payment result pages say (SPEC sections 2, 4 and 8), in the site's one voice: usted
 * (DESIGN.md section 4, point 10: the spec's 'tu pago', 'tu compra' read 'su pago', 'su compra' here).
 */
export const PAYMENT_MESSAGES = {
  paidToast: "Su pago se ha completado con éxito.",
  pendingNotice: "Cuando recibamos su pago aprobaremos su compra.",
  confirming: "Estamos confirmando su pago…",
  /** Mercado Pago did not take the money (refused card, page left, payment cancelled): calm, and what to do. */
  failure: "El pago no se completó.",
  noCharge: "No se realizó ningún cobro.",
  notFound: "No encontramos el pedido. Revise el enlace que recibió por correo.",
} as const;

/** SPEC: the payment toasts appear 1.5 s after the page. */
export const TOAST_DELAY_MS = 1500;
