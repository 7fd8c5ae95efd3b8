import { Hono } from "hono";
import type { MailPreviewList } from "../../../domain/api/mails.ts";
import { readShopSettings } from "../../db/settings.ts";
import type { AppEnv } from "../../env.ts";
import { mailPreviews } from "../../services/mail/previews.ts";

/**
 * GET /api/admin/mails: every mail the shop sends, rendered with sample data by the code that renders the real
 * ones (the bank accounts and the rules are the shop's current settings), for the back office's 'Correos' page.
 */
export const adminMailRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { config, db } = c.var.deps;
  const { bankAccounts, rules } = await db.run(c.var.caller, readShopSettings);
  const deps = { shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL, storeHours: rules.storeHours };
  // The sample orders are priced with the shop's current rules, as real ones would be.
  const mails = mailPreviews(deps, bankAccounts, rules);
  c.header("Cache-Control", "no-store");
  return c.json({ mails } satisfies MailPreviewList);
});
