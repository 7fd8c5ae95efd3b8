import { type Context, Hono } from "hono";
import * as z from "zod";
import { orderDraftRequest, ownerOrderRequest } from "../../../domain/schemas/owner-order.ts";
import { serviceRole } from "../../db/database.ts";
import {
  deleteOrderDraft,
  insertOrderDraft,
  listOrderDrafts,
  readOrderDraft,
  updateOrderDraft,
} from "../../db/order-drafts.ts";
import type { AppEnv } from "../../env.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { followUp } from "../../http/follow-up.ts";
import { zv } from "../../http/validate.ts";
import { refreshQueuedCustomers } from "../../services/customers/refresh.ts";
import { adminMover } from "../../services/orders/desk.ts";
import { placeOwnerOrder, previewOwnerOrder } from "../../services/orders/owner-orders.ts";

// 'Nuevo pedido' (issue 45, decision 035): the owner's orders and their drafts. requireAdmin has run.

function ownerDeps(c: Context<AppEnv>) {
  const { config, db, now, payments } = c.var.deps;
  return { db, now, payments, shopEmail: config.SHOP_NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL };
}

function adminOf(c: Context<AppEnv>) {
  const by = adminMover(c.var.admin);
  return { userId: by.actor === "admin" ? by.userId : null, email: c.var.admin.email };
}

/** Places (or with `preview: true` only prices) the owner's order; the same path for a draft being placed. */
async function place(c: Context<AppEnv>, input: z.output<typeof ownerOrderRequest>) {
  c.header("Cache-Control", "no-store");
  if (input.preview) return c.json(await previewOwnerOrder(ownerDeps(c), adminOf(c), input));
  const { created, mailIds, invoiceIds, answer } = await placeOwnerOrder(ownerDeps(c), adminOf(c), input);
  followUp(c, { stockMoved: created, mailIds, invoiceIds });
  if (created) c.var.defer(refreshQueuedCustomers(c.var.deps.db));
  return c.json(answer, created ? 201 : 200);
}

/** POST /api/admin/orders: the owner's order ('Nuevo pedido'), placed by the one order service. */
export const ownerOrderRoutes = new Hono<AppEnv>().post("/", zv("json", ownerOrderRequest), (c) =>
  place(c, c.req.valid("json")),
);

const draftParam = z.object({ id: z.coerce.number({ error: "Borrador no válido." }).int().positive() });
const NO_DRAFT = "No encontramos ese borrador.";

/** /api/admin/order-drafts: 'Borradores' (no stock held, no order number). */
export const orderDraftRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ drafts: await c.var.deps.db.run(serviceRole, listOrderDrafts) }))
  .get("/:id", zv("param", draftParam), async (c) => {
    const draft = await c.var.deps.db.run(serviceRole, (tx) => readOrderDraft(tx, c.req.valid("param").id));
    if (!draft) throw notFound(NO_DRAFT);
    return c.json({ draft });
  })
  .post("/", zv("json", orderDraftRequest), async (c) => {
    const { label, body } = c.req.valid("json");
    const by = adminOf(c);
    const draft = await c.var.deps.db.run(serviceRole, (tx) =>
      insertOrderDraft(tx, { label: label ?? "", body, by: by.userId, byEmail: by.email }),
    );
    return c.json({ draft }, 201);
  })
  .put("/:id", zv("param", draftParam), zv("json", orderDraftRequest), async (c) => {
    const { label, body } = c.req.valid("json");
    const id = c.req.valid("param").id;
    const draft = await c.var.deps.db.run(serviceRole, (tx) => updateOrderDraft(tx, id, { label: label ?? "", body }));
    if (!draft) throw notFound(NO_DRAFT);
    return c.json({ draft });
  })
  .delete("/:id", zv("param", draftParam), async (c) => {
    const id = c.req.valid("param").id;
    if (!(await c.var.deps.db.run(serviceRole, (tx) => deleteOrderDraft(tx, id)))) throw notFound(NO_DRAFT);
    return c.body(null, 204);
  })
  /** POST /api/admin/order-drafts/:id/place: validated as a new order now, placed, then the draft is gone. */
  .post("/:id/place", zv("param", draftParam), async (c) => {
    const id = c.req.valid("param").id;
    const draft = await c.var.deps.db.run(serviceRole, (tx) => readOrderDraft(tx, id));
    if (!draft) throw notFound(NO_DRAFT);
    const parsed = ownerOrderRequest.safeParse({
      idempotencyKey: `draft-${id}-${draft.updatedAt}`,
      ...draft.body,
      preview: false,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw badRequest(issues[0]?.message ?? "Datos no válidos.", issues);
    }
    const answer = await place(c, parsed.data);
    await c.var.deps.db.run(serviceRole, (tx) => deleteOrderDraft(tx, id));
    return answer;
  });
