import { Hono } from "hono";
import type { AdminCompaniesAnswer } from "../../../domain/api/companies.ts";
import {
  approveRequestInput,
  businessRequestParam,
  companyBuyerInput,
  companyBuyerParam,
  companyListInput,
  companyParam,
  declineRequestInput,
} from "../../../domain/schemas/company.ts";
import type { AuthUser } from "../../adapters/auth/port.ts";
import {
  type Decider,
  listBusinessRequests,
  listCompanies,
  listPriceListNames,
  removeCompanyBuyer,
} from "../../db/companies.ts";
import { serviceRole } from "../../db/database.ts";
import { outboxDeps } from "../../deps.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { addBuyer, changeCompanyList } from "../../services/companies/buyers.ts";
import { approveBusinessRequest, declineBusinessRequest } from "../../services/companies/decide.ts";
import { deliverMail } from "../../services/mail/outbox.ts";
import { adminMover } from "../../services/orders/desk.ts";

/**
 * /api/admin/companies: 'Empresas' (issue 44 part 1). The list runs under the admin's claims (RLS: admins read);
 * every write runs as the service role in one transaction, with its mails queued in it.
 */
export const adminCompanyRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  /** GET /api/admin/companies: the requests (solicitadas first), the companies and the lists to choose from. */
  .get("/", async (c) => {
    const answer = await c.var.deps.db.run(c.var.caller, async (tx) => ({
      requests: await listBusinessRequests(tx),
      companies: await listCompanies(tx),
      priceLists: await listPriceListNames(tx),
    }));
    return c.json(answer satisfies AdminCompaniesAnswer);
  })
  /** POST /api/admin/companies/requests/:id/approve {priceListId}. */
  .post("/requests/:id/approve", zv("param", businessRequestParam), zv("json", approveRequestInput), async (c) => {
    const by = decider(c.var.admin);
    const { mailIds, companyId } = await approveBusinessRequest(
      decideDeps(c.var.deps),
      c.req.valid("param").id,
      c.req.valid("json").priceListId,
      by,
    );
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ status: "aprobada" as const, companyId });
  })
  /** POST /api/admin/companies/requests/:id/decline {reason}. */
  .post("/requests/:id/decline", zv("param", businessRequestParam), zv("json", declineRequestInput), async (c) => {
    const by = decider(c.var.admin);
    const mailIds = await declineBusinessRequest(
      decideDeps(c.var.deps),
      c.req.valid("param").id,
      c.req.valid("json").reason,
      by,
    );
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ status: "rechazada" as const });
  })
  /** PUT /api/admin/companies/:id/price-list {priceListId}. */
  .put("/:id/price-list", zv("param", companyParam), zv("json", companyListInput), async (c) => {
    await changeCompanyList(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").priceListId);
    return c.json({ changed: true as const });
  })
  /** POST /api/admin/companies/:id/buyers {email}: a buyer added (and invited by mail). */
  .post("/:id/buyers", zv("param", companyParam), zv("json", companyBuyerInput), async (c) => {
    const mailIds = await addBuyer(
      decideDeps(c.var.deps),
      c.req.valid("param").id,
      c.req.valid("json").email,
      decider(c.var.admin),
    );
    c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json({ added: true as const }, 201);
  })
  /** DELETE /api/admin/companies/:id/buyers/:email. */
  .delete("/:id/buyers/:email", zv("param", companyBuyerParam), async (c) => {
    const { id, email } = c.req.valid("param");
    const removed = await c.var.deps.db.run(serviceRole, (tx) => removeCompanyBuyer(tx, id, email));
    if (!removed) throw notFound("Esa dirección no compra para esta empresa.");
    return c.json({ removed: true as const });
  });

/** Who decides: the admin's user id when it is a UUID (the column's type), and their address. */
function decider(admin: AuthUser): Decider {
  const mover = adminMover(admin);
  return { id: mover.actor === "admin" ? mover.userId : null, email: admin.email };
}

const decideDeps = (deps: AppEnv["Variables"]["deps"]) => ({
  db: deps.db,
  siteUrl: deps.config.PUBLIC_SITE_URL,
  now: deps.now,
});
