import type { ShopSettings } from "./schemas/settings.ts";

/** The shop's own details shown to customers (checkout dialog, order page, e-mails). */
export const SHOP_NAME = "Química Oriental";

export const SHOP_CONTACT = {
  address: "Av. General Flores 2415, Montevideo",
  phone: "(+598) 2200 1995",
  fax: "(+598) 2200 1996",
  email: "ventas@quimicaoriental.com.uy",
  hours: "Lunes a viernes 8:30–12:30 y 13:00–17:30",
} as const;

/**
 * What the owner changes in the back office (/admin/settings): the two local banks customers transfer to (SPEC
 * section 1, 5% off the products), the company video and the social profile. The values live in the database
 * (shop_settings, seeded with these); these are the defaults the migration seeds and what a page shows
 * before the answer arrives.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  bankAccounts: [
    {
      bank: "BROU",
      accountType: "Caja de ahorro",
      currency: "UYU",
      number: "001234567-00001",
      holder: "Química Oriental S.A.",
    },
    {
      bank: "Itaú",
      accountType: "Cuenta corriente",
      currency: "UYU",
      number: "7654321",
      holder: "Química Oriental S.A.",
    },
  ],
  videoUrl: "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
  socialUrl: "https://www.instagram.com/quimicaoriental/",
  socialHandle: "@quimicaoriental",
};

/** The default text of the closure notice (SPEC section 2). Here, without zod, for the home's modal. */
export const DEFAULT_VACATION_TEXT = "Estaremos cerrados hasta nuevo aviso";
