// Checkout's notice about reminders and the box beside it (issue 43), as the shopper reads them. The server stores its
// own copy as the consent's wording (domain/consents.ts 'recordatorio-carrito-1'; tests/api/kept-carts.test.ts checks
// that both say the same). Kept here, not imported from domain/consents.ts: a module the checkout shared with the
// product page would go to the storefront's first load (vite.config.ts, tests/e2e/bundle-budget.spec.ts).

export const KEPT_CART_NOTICE =
  "Si no termina su compra, guardamos su carrito y podemos enviarle a este correo hasta dos recordatorios con un enlace para retomarlo. Puede darse de baja desde cualquiera de ellos.";

export const KEPT_CART_OPT_OUT_LABEL = "No quiero recordatorios";
