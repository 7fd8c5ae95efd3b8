import { Hono } from "hono";
import type { MailPreviewList } from "../../../domain/api/mails.ts";
import { readShopSettings } from "../../db/settings.ts";
import type { AppEnv } from "../../env.ts";
import { mailPreviews } from "../../services/mail/previews.ts";

/**
 * GET /api/admin/mails: every mail the shop sends, rendered with sample data by the code that renders the real
 * ones (the bank accounts are the shop's current settings), for the back office's 'Correos' page.
 */
export const adminMailRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { config, db } = c.var.deps;
  const { bankAccounts } = await db.run(c.var.caller, readShopSettings);
  const mails = mailPreviews({ shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL }, bankAccounts);
  c.header("Cache-Control", "no-store");
  return c.json({ mails } satisfies MailPreviewList);
});
