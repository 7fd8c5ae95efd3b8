import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, categories, feedItems, products } from "../../supabase/seed/catalogue.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
  serverUrl,
  warnWithoutServer,
} from "../support/server-database.ts";

/**
 * `npm run db:migrate -- --seed` against a Postgres server, as a developer or the deploy would run it:
 * the real CLI (scripts/db/cli.ts through tsx) on a scratch database. The seed must arrive whole (it
 * once failed on a server only: postgres.js sent the rows' JSON as a JSON string), and a second run must
 * find nothing to do. Needs TEST_DATABASE_URL (mandatory in CI; elsewhere the test says why it did not run).
 */
warnWithoutServer("migrate-cli.test.ts");

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));

/** `tsx scripts/db/cli.ts migrate --seed` (what `npm run db:migrate -- --seed` runs), with DATABASE_URL. */
async function runCli(databaseUrl: string, env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)(tsx, ["scripts/db/cli.ts", "migrate", "--seed"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    timeout: 60_000,
  });
  return stdout;
}

describe.runIf(serverUrl)("npm run db:migrate -- --seed on a PostgreSQL server", () => {
  let scratch: ScratchDatabase;
  let sql: postgres.Sql;
  let url: string;
  beforeAll(async () => {
    // Empty: the CLI bootstraps and migrates it.
    scratch = await createScratchDatabase("shop_cli", { schema: "empty" });
    url = scratch.adminUrl;
    sql = postgres(url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await scratch?.drop();
  });

  it("migrates and seeds an empty database with the whole demo catalogue", async () => {
    const out = await runCli(url);
    expect(out).toMatch(/^Applied: \d{14}/m);
    expect(out).toContain("Seeded the demo content.");

    const [counts] = await sql<{ [k: string]: number }[]>`
      select (select count(*)::int from categories) as categories,
             (select count(*)::int from products) as products,
             (select count(*)::int from product_variants) as variants,
             (select count(*)::int from products where final_price is null) as unpriced,
             (select count(*)::int from blog_posts) as posts,
             (select count(*)::int from feed_items) as feed,
             (select count(*)::int from banners) as banners`;
    expect(counts).toEqual({
      categories: categories.length,
      products: products.length,
      variants: products.reduce((n, p) => n + p.variants.length, 0),
      unpriced: 0,
      posts: blogPosts.length,
      feed: feedItems.length,
      banners: 1,
    });
    // JSON and array columns arrive as values, not as encoded strings.
    const [post] = await sql<{ content: unknown; images: string[] }[]>`
      select content, image_urls as images from blog_posts where main_title = ${blogPosts[0]!.main_title}`;
    expect(post).toEqual({ content: blogPosts[0]!.content, images: [...blogPosts[0]!.image_urls] });
  }, 90_000);

  it("finds nothing to do the second time, and gives the Worker's login role its password", async () => {
    // Roles belong to the server, shared by every scratch database: keep the password the other tests use.
    const out = await runCli(url, { WORKER_DB_PASSWORD: "shop_worker" });
    expect(out).toContain("shop_worker can log in now");
    expect(out).not.toContain(":shop_worker@");
    const worker = postgres(scratch.workerUrl, { max: 1, onnotice: () => {} });
    try {
      expect((await worker`select current_user as who`)[0]!.who).toBe("shop_worker");
      await expect(worker`select 1 from products limit 1`).rejects.toThrow(/permission denied/);
    } finally {
      await worker.end();
    }
    expect(out).toContain("Already up to date.");
    expect(out).not.toContain("Seeded");
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from products`;
    expect(row!.n).toBe(products.length);
  }, 60_000);
});
