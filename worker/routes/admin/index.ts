import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { requireAdmin } from "../../http/require-admin.ts";
import { adminAccountRoutes } from "./accounts.ts";
import { adminBannerRoutes } from "./banner.ts";
import { adminBlogRoutes } from "./blogs.ts";
import { adminCampaignRoutes } from "./campaigns.ts";
import { adminCatalogueRoutes } from "./catalogue.ts";
import { adminCategoryRoutes } from "./categories.ts";
import { adminCompanyRoutes } from "./companies.ts";
import { adminCouponRoutes } from "./coupons.ts";
import { adminCustomerRoutes } from "./customers.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { adminFeaturedRoutes } from "./featured.ts";
import { adminFeedRoutes } from "./feed.ts";
import { adminImageRoutes } from "./images.ts";
import { adminInvoiceRoutes, adminInvoiceSettingsRoutes } from "./invoices.ts";
import { adminLotRoutes } from "./lots.ts";
import { adminMailRoutes } from "./mails.ts";
import { adminMessageRoutes } from "./messages.ts";
import { adminOrderRoutes } from "./orders.ts";
import { orderDraftRoutes, ownerOrderRoutes } from "./owner-orders.ts";
import { adminPageRoutes } from "./pages.ts";
import { adminPriceListRoutes } from "./price-lists.ts";
import { adminPrivacyRoutes } from "./privacy.ts";
import { adminProductDocumentRoutes } from "./product-documents.ts";
import { adminProductRoutes } from "./products.ts";
import { adminQuoteRoutes } from "./quotes.ts";
import { adminSettingsRoutes } from "./settings.ts";
import { adminShippingRoutes } from "./shipping.ts";
import { adminSubscriberRoutes } from "./subscribers.ts";
import { adminTraceabilityRoutes } from "./traceability.ts";
import { adminVacationRoutes } from "./vacation.ts";
import { adminWithdrawalRoutes } from "./withdrawals.ts";

/**
 * /api/admin/*: the back office's API. One auth middleware in front of every route (a valid admin token,
 * then the request runs under the admin's claims so RLS decides too). Each area is a sub-app here.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  /** GET /api/admin/session: who is signed in (the shell's top bar). */
  .get("/session", (c) => {
    const { id, email } = c.var.admin;
    return c.json({ admin: { id, email } });
  })
  .route("/orders", ownerOrderRoutes)
  .route("/order-drafts", orderDraftRoutes)
  .route("/orders", adminOrderRoutes)
  .route("/customers", adminCustomerRoutes)
  .route("/companies", adminCompanyRoutes)
  .route("/withdrawals", adminWithdrawalRoutes)
  .route("/invoices", adminInvoiceRoutes)
  .route("/invoice-settings", adminInvoiceSettingsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/products/:id/documents", adminProductDocumentRoutes)
  .route("/products", adminProductRoutes)
  .route("/lots", adminLotRoutes)
  .route("/traceability", adminTraceabilityRoutes)
  .route("/categories", adminCategoryRoutes)
  .route("/catalogue", adminCatalogueRoutes)
  .route("/images", adminImageRoutes)
  .route("/blogs", adminBlogRoutes)
  .route("/banner", adminBannerRoutes)
  .route("/vacation", adminVacationRoutes)
  .route("/featured", adminFeaturedRoutes)
  .route("/feed", adminFeedRoutes)
  .route("/messages", adminMessageRoutes)
  .route("/subscribers", adminSubscriberRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/shipping", adminShippingRoutes)
  .route("/mails", adminMailRoutes)
  .route("/pages", adminPageRoutes)
  .route("/coupons", adminCouponRoutes)
  .route("/price-lists", adminPriceListRoutes)
  .route("/campaigns", adminCampaignRoutes)
  .route("/privacy", adminPrivacyRoutes)
  .route("/quotes", adminQuoteRoutes)
  .route("/", adminAccountRoutes);
