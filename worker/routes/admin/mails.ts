import { Hono } from "hono";
import type { MailPreviewList } from "../../../domain/api/mails.ts";
import { readShopSettings } from "../../db/settings.ts";
import type { AppEnv } from "../../env.ts";
import { mailPreviews } from "../../services/mail/previews.ts";
import { mailShopOf } from "../../services/mail/render.ts";

/**
 * GET /api/admin/mails: every mail the shop sends, rendered with sample data by the code that renders the real
 * ones (the bank accounts, the rules and the contact are the shop's current settings), for the back office's 'Correos' page.
 */
export const adminMailRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { config, db } = c.var.deps;
  const settings = await db.run(c.var.caller, readShopSettings);
  const { bankAccounts, rules } = settings;
  const deps = { shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL, shop: mailShopOf(settings) };
  // The sample orders are priced with the shop's current rules, as real ones would be.
  const mails = mailPreviews(deps, bankAccounts, rules);
  c.header("Cache-Control", "no-store");
  return c.json({ mails } satisfies MailPreviewList);
});
