import { Hono } from "hono";
import type { AdminMessage, AdminMessageList } from "../../../domain/api/admin.ts";
import { contactMessageParam, contactMessageReadRequest } from "../../../domain/schemas/contact.ts";
import {
  type ContactMessageRow,
  countUnreadContactMessages,
  deleteContactMessage,
  listContactMessages,
  setContactMessageRead,
} from "../../db/contact.ts";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

/** The newest messages the list shows (a shop gets a handful a week; older ones are still in the table). */
const LIST_LIMIT = 500;

const view = (m: ContactMessageRow): AdminMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  createdAt: new Date(m.createdAt).toISOString(),
  read: m.readAt !== null,
});

export type AdminContactMessage = AdminMessage;

/**
 * /api/admin/messages: what visitors sent with the contact form. Every read and write runs under the
 * admin's claims (RLS), each write in one transaction.
 */
export const adminMessageRoutes = new Hono<AppEnv>()
  /** GET /api/admin/messages: newest first, with how many are unread. */
  .get("/", async (c) => {
    const { messages, unread } = await c.var.deps.db.run(c.var.caller, async (tx) => ({
      messages: await listContactMessages(tx, LIST_LIMIT),
      unread: await countUnreadContactMessages(tx),
    }));
    c.header("Cache-Control", "private, no-store");
    return c.json({ messages: messages.map(view), unread } satisfies AdminMessageList);
  })
  /** PATCH /api/admin/messages/:id {read}: marks it read or unread. */
  .patch("/:id", zv("param", contactMessageParam), zv("json", contactMessageReadRequest), async (c) => {
    const { id } = c.req.valid("param");
    const { read } = c.req.valid("json");
    const row = await c.var.deps.db.run(c.var.caller, (tx) => setContactMessageRead(tx, id, read, c.var.deps.now()));
    if (!row) throw notFound("No encontramos el mensaje.");
    return c.json({ message: view(row) });
  })
  /** DELETE /api/admin/messages/:id. */
  .delete("/:id", zv("param", contactMessageParam), async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await c.var.deps.db.run(c.var.caller, (tx) => deleteContactMessage(tx, id));
    if (!deleted) throw notFound("No encontramos el mensaje.");
    return c.json({ deleted: true as const });
  });
