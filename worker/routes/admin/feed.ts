import { Hono } from "hono";
import { feedItemInput, feedOrderInput, feedParam } from "../../../domain/schemas/feed.ts";
import { deleteFeedItem, insertFeedItem, listFeedItems, reorderFeed } from "../../db/content.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { eraseImages } from "../../services/images.ts";

/** /api/admin/feed: the social feed the admin keeps (DESIGN.md section 4 item 8): list, add, delete, reorder. */
export const adminFeedRoutes = new Hono<AppEnv>()
  /** GET /api/admin/feed: every item in the order the home shows them. */
  .get("/", async (c) => {
    const items = await c.var.deps.db.run(c.var.caller, (tx) => listFeedItems(tx));
    return c.json({ items });
  })
  /** POST /api/admin/feed {img, link}: adds an item first (the newest shows first on the home); 409 when the link is already there. */
  .post("/", zv("json", feedItemInput), async (c) => {
    const item = await c.var.deps.db.run(c.var.caller, (tx) => insertFeedItem(tx, c.req.valid("json")));
    if (!item) throw new ApiError(409, "duplicate_link", "Esa publicación ya está en el listado.");
    return c.json({ item }, 201);
  })
  /** PUT /api/admin/feed/order {ids}: the new order; 409 unless it names every item once. */
  .put("/order", zv("json", feedOrderInput), async (c) => {
    const { ids } = c.req.valid("json");
    const items = await c.var.deps.db.run(c.var.caller, async (tx) =>
      (await reorderFeed(tx, ids)) ? listFeedItems(tx) : null,
    );
    if (!items) throw new ApiError(409, "stale_order", "El listado cambió mientras lo ordenaba. Recargue la página.");
    return c.json({ items });
  })
  /** DELETE /api/admin/feed/:id: removes the item; its uploaded image is erased after the commit. */
  .delete("/:id", zv("param", feedParam), async (c) => {
    const { deps } = c.var;
    const img = await deps.db.run(c.var.caller, (tx) => deleteFeedItem(tx, c.req.valid("param").id));
    if (img === null) throw notFound("No encontramos esa publicación.");
    c.var.defer(eraseImages(deps, [img]));
    return c.json({ deleted: true });
  });
