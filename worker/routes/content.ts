import { Hono } from "hono";
import * as z from "zod";
import type { SiteNotices } from "../../domain/api/content.ts";
import { listFeedItems, listLatestPosts, readBanner, readVacationNotice } from "../db/content.ts";
import { anonymous } from "../db/database.ts";
import type { AppEnv } from "../env.ts";
import { cachePublic } from "../http/cache.ts";
import { zv } from "../http/validate.ts";
import { loadFeatured } from "../services/catalogue-reads.ts";
import { loadSeller, loadShopSettings } from "../services/settings/shop-settings.ts";

/** The most pictures a page shows of the social feed: the home's grid (web/features/home/SocialFeed.tsx). */
const FEED_SHOWN = 14;

const latestQuery = z.object({
  limit: z.coerce
    .number({ error: "Límite no válido" })
    .int()
    .min(1, { error: "Límite no válido" })
    .max(20, { error: "Límite no válido" })
    .default(3),
});

/** Read-only site content for the home page: latest posts, social feed, banner, closure notice. */
export const contentRoutes = new Hono<AppEnv>()
  .get("/blog/latest", zv("query", latestQuery), async (c) => {
    const { limit } = c.req.valid("query");
    const items = await c.var.deps.db.run(anonymous, (tx) => listLatestPosts(tx, limit));
    cachePublic(c);
    return c.json({ items });
  })
  /** GET /api/feed: the first FEED_SHOWN posts of the owner's order (the newest first unless moved). */
  .get("/feed", async (c) => {
    const items = await c.var.deps.db.run(anonymous, (tx) => listFeedItems(tx, FEED_SHOWN));
    cachePublic(c);
    return c.json({ items });
  })
  .get("/site-notices", async (c) => {
    const [banner, vacation] = await c.var.deps.db.run(anonymous, (tx) =>
      Promise.all([readBanner(tx), readVacationNotice(tx)]),
    );
    // Short: a closure notice must show up soon after the admin publishes it.
    cachePublic(c, 30, 60);
    return c.json({ banner, vacation } satisfies SiteNotices);
  })
  /** GET /api/settings: the bank accounts for transfers, the company video, the social profile and the seller. */
  .get("/settings", async (c) => {
    const [settings, seller] = await Promise.all([loadShopSettings(c), loadSeller(c)]);
    // The shop's rules are in here (fee, discount, dates): browsers ask again each time, the edge keeps it 30 s.
    cachePublic(c, 0, 30);
    return c.json({ settings, seller });
  })
  /** GET /api/featured: the home's featured products (the owner's, else chosen; never out of stock) and how many are discounted. */
  .get("/featured", async (c) => {
    const answer = await loadFeatured(c);
    cachePublic(c);
    return c.json(answer);
  });
