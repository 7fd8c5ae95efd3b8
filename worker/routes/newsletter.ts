import { Hono } from "hono";
import { newsletterRequest } from "../../domain/schemas/newsletter.ts";
import { serviceRole } from "../db/database.ts";
import { addSubscriber } from "../db/newsletter.ts";
import type { AppEnv } from "../env.ts";
import { zv } from "../http/validate.ts";

/** POST /api/newsletter: subscribe an address (kept in our own database, DESIGN.md 4.7). */
export const newsletterRoutes = new Hono<AppEnv>().post("/", zv("json", newsletterRequest), async (c) => {
  const { email, source } = c.req.valid("json");
  // Anonymous visitors may not write tables directly (RLS); the Worker does it for them after validation.
  const result = await c.var.deps.db.run(serviceRole, (tx) => addSubscriber(tx, email, source ?? "footer"));
  return c.json({ subscribed: true, alreadySubscribed: !result.created }, result.created ? 201 : 200);
});
