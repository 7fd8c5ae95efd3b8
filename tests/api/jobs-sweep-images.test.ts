import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImageUrl } from "../../domain/images.ts";
import { sweepUnusedImages } from "../../worker/services/jobs/sweep-images.ts";
import { bearer } from "../support/admin-session.ts";
import { tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function upload(ageHours: number): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(tinyPng)], "a.png"));
  const res = await shop.request("/api/admin/images", { method: "POST", body: form, headers: await bearer() });
  const { url } = (await res.json()) as { url: string };
  await shop.pg.query(
    "update stored_files set created_at = now() - make_interval(secs => $1) where bucket = 'images' and created_at > now() - interval '1 minute'",
    [ageHours * 3600],
  );
  return url;
}

const served = async (url: string) => (await shop.request(url)).status;

describe("the sweep of unused images", () => {
  it("removes day-old images nothing uses, with their cards; keeps used and recent ones", async () => {
    const unused = await upload(25);
    const onProduct = await upload(25);
    const onCategory = await upload(25);
    const onPost = await upload(25);
    const recent = await upload(1);
    await shop.pg.query("update products set images = array[$1] where id = (select min(id) from products)", [
      onProduct,
    ]);
    await shop.pg.query("update categories set image = $1 where id = (select min(id) from categories)", [onCategory]);
    await shop.pg.query("update blog_posts set image_urls = array[$1] where id = (select min(id) from blog_posts)", [
      onPost,
    ]);
    const removed: string[] = [];
    const report = await sweepUnusedImages({
      db: shop.db,
      now: () => new Date(),
      storage: { remove: async (files: { path: string }[]) => void removed.push(...files.map((f) => f.path)) } as never,
    });
    expect(report.removed).toBe(2);
    expect(removed.sort()).toEqual([unused, cardImageUrl(unused)].map((u) => u.replace("/media/images/", "")).sort());
    expect(await served(unused)).toBe(404);
    expect(await served(cardImageUrl(unused))).toBe(404);
    for (const kept of [onProduct, onCategory, onPost, recent]) {
      expect(await served(kept)).toBe(200);
      expect(await served(cardImageUrl(kept))).toBe(200);
    }
    // Idempotent: a second run finds nothing.
    expect(
      (await sweepUnusedImages({ db: shop.db, now: () => new Date(), storage: { remove: async () => {} } as never }))
        .removed,
    ).toBe(0);
  });
});
