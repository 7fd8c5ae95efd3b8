import { Hono } from "hono";
import { fiscalRequest, idParam, savedAddressRequest } from "../../domain/schemas/account-details.ts";
import { listAddresses, readFiscal, saveFiscal } from "../db/account-details.ts";
import { cancelAlert, readSubscriptions, subscriptionToken } from "../db/account-subscriptions.ts";
import { serviceRole } from "../db/database.ts";
import { unsubscribe } from "../db/newsletter.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { notFound } from "../http/errors.ts";
import { requireCustomer } from "../http/require-customer.ts";
import { zv } from "../http/validate.ts";
import { removeAddress, writeAddress } from "../services/accounts/addresses.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import { subscribeVerified } from "../services/newsletter/subscriptions.ts";
import { newsletterDeps } from "./newsletter.ts";

/**
 * /api/account/addresses, /fiscal, /subscriptions (issue 43, decision 034): 'Mi cuenta's saved addresses and fiscal
 * data, and the subscriptions of its verified address. Reads of the account's own rows run under its claims (RLS);
 * the Worker does every write, scoped to the token's account and address, never to one the body names.
 */
export const accountDetailRoutes = new Hono<AppEnv>()
  .get("/addresses", requireCustomer, async (c) =>
    c.json(await c.var.deps.db.run(c.var.caller, (tx) => listAddresses(tx, c.var.customer.id))),
  )
  .post("/addresses", requireCustomer, zv("json", savedAddressRequest), async (c) => {
    const input = c.req.valid("json");
    return c.json(await writeAddress(c.var.deps.db, c.var.customer.id, null, input), 201);
  })
  .put("/addresses/:id", requireCustomer, zv("param", idParam), zv("json", savedAddressRequest), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await writeAddress(c.var.deps.db, c.var.customer.id, id, input));
  })
  .delete("/addresses/:id", requireCustomer, zv("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await removeAddress(c.var.deps.db, c.var.customer.id, id);
    return c.json({ deleted: true as const });
  })
  .get("/fiscal", requireCustomer, async (c) =>
    c.json({ fiscal: await c.var.deps.db.run(c.var.caller, (tx) => readFiscal(tx, c.var.customer.id)) }),
  )
  .put("/fiscal", requireCustomer, zv("json", fiscalRequest), async (c) => {
    const input = c.req.valid("json");
    await c.var.deps.db.run(serviceRole, (tx) => saveFiscal(tx, c.var.customer.id, input));
    return c.json({ fiscal: input });
  })
  .delete("/fiscal", requireCustomer, async (c) => {
    await c.var.deps.db.run(serviceRole, (tx) => saveFiscal(tx, c.var.customer.id, null));
    return c.json({ fiscal: null });
  })
  .get("/subscriptions", requireCustomer, async (c) =>
    c.json(await c.var.deps.db.run(serviceRole, (tx) => readSubscriptions(tx, c.var.customer.email!))),
  )
  /** The newsletter for the account's address, confirmed at once: the sign-in code proved the address. */
  .post("/subscriptions/newsletter", requireCustomer, async (c) => {
    const email = c.var.customer.email!.toLowerCase();
    const mailIds = await subscribeVerified(newsletterDeps(c), email);
    if (mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
    return c.json(await c.var.deps.db.run(serviceRole, (tx) => readSubscriptions(tx, email)));
  })
  /** Leaves the newsletter, as its mails' unsubscribe link does. */
  .delete("/subscriptions/newsletter", requireCustomer, async (c) => {
    const email = c.var.customer.email!;
    const now = c.var.deps.now();
    return c.json(
      await c.var.deps.db.run(serviceRole, async (tx) => {
        const token = await subscriptionToken(tx, email);
        if (token) await unsubscribe(tx, token, now);
        return readSubscriptions(tx, email);
      }),
    );
  })
  /** Cancels one of the address's open 'Avisarme' requests; another address's is 404, as one that does not exist. */
  .delete("/subscriptions/alerts/:id", requireCustomer, zv("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const email = c.var.customer.email!;
    return c.json(
      await c.var.deps.db.run(serviceRole, async (tx) => {
        if (!(await cancelAlert(tx, email, id))) throw notFound("No encontramos ese aviso en su cuenta.");
        return readSubscriptions(tx, email);
      }),
    );
  });
