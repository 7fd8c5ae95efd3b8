import { Hono } from "hono";
import { businessRequestInput } from "../../domain/schemas/company.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { requireCustomer } from "../http/require-customer.ts";
import { zv } from "../http/validate.ts";
import { askForBusinessAccount } from "../services/companies/request.ts";
import { deliverMail } from "../services/mail/outbox.ts";

/**
 * /api/account/business-request (issue 44 part 1): 'Cuenta empresa' in 'Mi cuenta'. The address and the user come
 * from the customer's verified token, never from the body. The state is read back through GET /api/account.
 */
export const businessRequestRoutes = new Hono<AppEnv>().post(
  "/",
  requireCustomer,
  zv("json", businessRequestInput),
  async (c) => {
    const { config, db } = c.var.deps;
    const mailIds = await askForBusinessAccount(
      { db, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL },
      c.var.customer,
      c.req.valid("json"),
    );
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ requested: true as const }, 201);
  },
);
