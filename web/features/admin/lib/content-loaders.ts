import { adminRead } from "../shell/admin-data.ts";
import { fetchBanner, fetchFeed, fetchSettings, fetchVacation } from "./content-api.ts";
import { fetchInvoiceSettings, fetchInvoicingStatus } from "./invoices-api.ts";

// The loaders of the site-content pages (/admin/banners, /admin/vacations, /admin/feed, /admin/settings).

export const loadBanner = () => ({ banner: adminRead(fetchBanner) });
export const loadVacation = () => ({ vacation: adminRead(fetchVacation) });
export const loadFeed = () => ({ feed: adminRead(fetchFeed) });
export const loadSettings = () => ({
  settings: adminRead(fetchSettings),
  // Ajustes > Facturación (issue 26): its own form and answer.
  invoicing: adminRead(fetchInvoiceSettings),
  invoicingStatus: adminRead(fetchInvoicingStatus),
});
