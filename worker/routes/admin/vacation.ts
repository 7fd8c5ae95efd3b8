import { Hono } from "hono";
import { vacationInput } from "../../../domain/schemas/vacation.ts";
import { deleteVacationNotice, readVacationNotice, replaceVacationNotice } from "../../db/content.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

/** /api/admin/vacation: the one closure notice (SPEC sections 3 and 4): read, replace, delete. */
export const adminVacationRoutes = new Hono<AppEnv>()
  /** GET /api/admin/vacation: the notice or null. */
  .get("/", async (c) => {
    const notice = await c.var.deps.db.run(c.var.caller, readVacationNotice);
    return c.json({ notice });
  })
  /** PUT /api/admin/vacation {content}: replaces the notice (the old one removed in the same transaction). */
  .put("/", zv("json", vacationInput), async (c) => {
    const { content } = c.req.valid("json");
    const notice = await c.var.deps.db.run(c.var.caller, (tx) => replaceVacationNotice(tx, content));
    return c.json({ notice }, 201);
  })
  /** DELETE /api/admin/vacation: 404 when there is none. */
  .delete("/", async (c) => {
    const deleted = await c.var.deps.db.run(c.var.caller, deleteVacationNotice);
    if (!deleted) throw notFound("No hay notificaciones de vacaciones.");
    return c.json({ notice: null });
  });
