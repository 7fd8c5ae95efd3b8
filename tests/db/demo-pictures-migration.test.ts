import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bootstrapLocal, migrate, migrationsDir } from "../../scripts/db/migrations.ts";
import type { SqlRunner } from "../../scripts/db/sql-runner.ts";
import { seedDemoContent } from "../../supabase/seed/seed.ts";
import { pgliteDatabase } from "../support/pglite-database.ts";

/** A shop seeded while the demo pictures were SVG gets the WebP paths, and nothing else changes. */
const migration = readFileSync(join(migrationsDir, "20261124000100_demo_pictures_webp.sql"), "utf8");

let close: () => Promise<void>;
let db: SqlRunner;
beforeAll(async () => {
  ({ db, close } = await pgliteDatabase());
  await bootstrapLocal(db);
  await migrate(db);
  await seedDemoContent(db);
});
afterAll(() => close());

const PICTURES = `
  select 'category' as kind, image as path from public.categories
  union all select 'product', unnest(images || thumb_images) from public.products
  union all select 'post', unnest(cover_image_url || image_urls) from public.blog_posts
  union all select 'banner', image from public.banners
  union all select 'feed', img from public.feed_items
  order by 1, 2`;

it("points pictures seeded as .svg at the WebP of the same name", async () => {
  const now = await db.query<{ kind: string; path: string | null }>(PICTURES);
  expect(now.length).toBeGreaterThan(100);
  expect(now.filter((p) => p.path?.endsWith(".svg"))).toEqual([]);

  // As a shop seeded before the change has them, plus a picture that is not the seed's.
  const svg = (column: string) => `regexp_replace(${column}, '\\.webp$', '.svg')`;
  await db.exec(`
    update public.categories set image = ${svg("image")};
    update public.products set images = array(select ${svg("u")} from unnest(images) with ordinality t(u, n) order by n),
      thumb_images = array(select ${svg("u")} from unnest(thumb_images) with ordinality t(u, n) order by n);
    update public.blog_posts set cover_image_url = ${svg("cover_image_url")},
      image_urls = array(select ${svg("u")} from unnest(image_urls) with ordinality t(u, n) order by n);
    update public.banners set image = ${svg("image")};
    update public.feed_items set img = ${svg("img")};
    update public.feed_items set img = '/images/misc/logo-mark.svg' where sort_order = 1;`);
  const before = await db.query<{ path: string | null }>(PICTURES);
  expect(before.filter((p) => p.path?.endsWith(".webp"))).toEqual([]);

  await db.exec(`begin;\n${migration}\ncommit;`);
  const after = await db.query<{ kind: string; path: string | null }>(PICTURES);
  const own = { kind: "feed", path: "/images/misc/logo-mark.svg" };
  const expected = [...now.filter((p) => p.path !== "/images/feed/feed-01.webp"), own].sort((a, b) =>
    a.kind === b.kind ? String(a.path).localeCompare(String(b.path)) : a.kind.localeCompare(b.kind),
  );
  expect(after).toEqual(expected);
});
