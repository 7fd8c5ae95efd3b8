import { Hono } from "hono";
import { listDeletions } from "../../db/my-data.ts";
import type { AppEnv } from "../../env.ts";

/**
 * /api/admin/privacy: the log of the deletions asked from 'Mis datos' (decision 031), read under the admin's
 * claims (RLS). Each entry: when, whose (the SHA-256 of the address in lower case, never the address) and how many
 * records of each kind were anonymised.
 */
export const adminPrivacyRoutes = new Hono<AppEnv>().get("/deletions", async (c) => {
  const rows = await c.var.deps.db.run(c.var.caller, (tx) => listDeletions(tx, 500));
  c.header("Cache-Control", "private, no-store");
  return c.json({
    deletions: rows.map((r) => ({
      ...r,
      requestedAt: new Date(r.requestedAt).toISOString(),
      doneAt: new Date(r.doneAt).toISOString(),
    })),
  });
});
