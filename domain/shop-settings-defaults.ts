import { DEFAULT_REMINDER_SETTINGS } from "./schemas/kept-carts.ts";
import type { ShopSettings } from "./schemas/settings.ts";
import { DEFAULT_SHOP_CONTACT, DEFAULT_SHOP_LINKS } from "./shop-info.ts";
import { DEFAULT_SHOP_RULES } from "./shop-rules-defaults.ts";

// On its own, away from domain/shop-info.ts: the storefront's first load imports shop-info for the shop's contact
// details, and a module-level object with a spread is kept by the bundler even when unused, with the rules' list of
// non-working days in it (tests/e2e/bundle-budget.spec.ts). The Worker and the tests use it.

/**
 * What the owner changes in the back office (/admin/settings): the two local banks customers transfer to (SPEC
 * section 1), the company video, the social profile and the shop's rules (fee, discount, dates: DEFAULT_SHOP_RULES).
 * The values live in the database (shop_settings, seeded with these); these are the defaults the migration seeds.
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
  ...DEFAULT_SHOP_LINKS,
  contact: DEFAULT_SHOP_CONTACT,
  rules: DEFAULT_SHOP_RULES as ShopSettings["rules"], // (read-only lists; a spread here would keep it in every bundle)
  reminders: DEFAULT_REMINDER_SETTINGS,
};
