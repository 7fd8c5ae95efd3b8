/** The shop's own details shown to customers (checkout dialog, order page, e-mails). */
export const SHOP_NAME = "Química Oriental";

export const SHOP_CONTACT = {
  address: "Av. General Flores 2415, Montevideo",
  phone: "(+598) 2200 1995",
  fax: "(+598) 2200 1996",
  email: "ventas@quimicaoriental.com.uy",
  /** The default store hours (DEFAULT_SHOP_RULES'); the ones shown are the owner's (ShopRules.storeHours, Ajustes). */
  hours: "Lunes a viernes 8:30–12:30 y 13:00–17:30",
} as const;

/**
 * The built-in company video and social profile, for the storefront's first paint (footer, home) before the owner's
 * arrive: on their own so that the storefront's first load does not carry the default rules
 * (tests/e2e/bundle-budget.spec.ts).
 */
export const DEFAULT_SHOP_LINKS = {
  videoUrl: "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
  socialUrl: "https://www.instagram.com/quimicaoriental/",
  socialHandle: "@quimicaoriental",
} as const;

/** The default text of the closure notice (SPEC section 2). Here, without zod, for the home's modal. */
export const DEFAULT_VACATION_TEXT = "Estaremos cerrados hasta nuevo aviso";
