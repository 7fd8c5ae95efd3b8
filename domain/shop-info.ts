/** The shop's own details shown to customers (checkout dialog, order page, e-mails). */
export const SHOP_NAME = "Química Oriental";

/**
 * The shop's contact as customers read it (footer, contact page, checkout, order page, remito, every mail): the
 * owner's, in Ajustes > Tienda (shop_settings; issue 40, session 21). The 'tel:' link and the map's address are derived
 * from them (contactPhoneHref, contactMapsUrl), never stored. An empty fax is not shown.
 */
export interface ShopContact {
  address: string;
  phone: string;
  fax: string;
  email: string;
}

/** The contact a fresh shop starts with (the migration seeds these): only the defaults, read where none is loaded yet. */
export const DEFAULT_SHOP_CONTACT: ShopContact = {
  address: "Av. General Flores 2415, Montevideo",
  phone: "(+598) 2200 1995",
  fax: "(+598) 2200 1996",
  email: "ventas@quimicaoriental.com.uy",
};

/** The default store hours (DEFAULT_SHOP_RULES'); the ones shown are the owner's (ShopRules.storeHours, Ajustes). */
export const DEFAULT_STORE_HOURS = "Lunes a viernes 8:30–12:30 y 13:00–17:30";

/** The telephone as a link: '(+598) 2200 1995' → 'tel:+59822001995'. */
export const contactPhoneHref = (phone: string) => `tel:${phone.includes("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** The address on Google Maps (a search: nothing to keep in step). */
export const contactMapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

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
