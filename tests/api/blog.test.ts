import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

const shell = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Shell</title>
<meta name="description" content="default" /></head><body><div id="root"></div></body></html>`;

let shop: TestShop;
let site: ReturnType<typeof createApp>;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

/** Posts written straight into the database: `count` published ones a day apart, newest last. */
async function addPosts(count: number, options: { published?: boolean; title?: string } = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await shop.pg.query<{ id: number }>(
      `insert into blog_posts (main_title, category, cover_image_url, content, published, created_at)
       values ($1, 'Pruebas', '/images/blog/velas-aromaticas.webp', $2::jsonb, $3, now() + make_interval(mins => $4))
       returning id::int`,
      [
        options.title ?? `Entrada de prueba ${i + 1}`,
        JSON.stringify([{ title: "Sección", text: `Texto de la entrada ${i + 1}.` }]),
        options.published ?? true,
        ids.length + 1,
      ],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

beforeAll(async () => {
  shop = await startTestShop();
  const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
  site = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
});
afterAll(() => shop.close());

const getJson = async (path: string) => {
  const res = await shop.request(path);
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check
  return { status: res.status, body: (await res.json()) as any };
};

describe("GET /api/blog", () => {
  it("pages the published posts seven at a time, newest first, and hides drafts", async () => {
    const { body: before } = await getJson("/api/blog");
    const published = await addPosts(9);
    const [draft] = await addPosts(1, { published: false, title: "Borrador secreto" });

    const { status, body } = await getJson("/api/blog");
    expect(status).toBe(200);
    expect(body.pageSize).toBe(7);
    expect(body.total).toBe(before.total + 9);
    expect(body.totalPages).toBe(Math.ceil((before.total + 9) / 7));
    expect(body.items).toHaveLength(7);
    // Newest first: the last one added opens page 1.
    expect(body.items.slice(0, 3).map((p: { id: number }) => p.id)).toEqual(published.slice(-3).reverse());
    const first = body.items[0];
    expect(first).toMatchObject({
      mainTitle: "Entrada de prueba 9",
      category: "Pruebas",
      cover: { url: "/images/blog/velas-aromaticas.webp", alt: "" },
      excerpt: "Texto de la entrada 9.",
      published: true,
    });
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);

    const page2 = (await getJson("/api/blog?page=2")).body;
    expect(page2.page).toBe(2);
    const seen = [...body.items, ...page2.items].map((p: { id: number }) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    const all = [];
    for (let page = 1; page <= body.totalPages; page++)
      all.push(...(await getJson(`/api/blog?page=${page}`)).body.items);
    expect(all).toHaveLength(body.total);
    expect(all.map((p: { id: number }) => p.id)).not.toContain(draft);
    expect(all.map((p: { mainTitle: string }) => p.mainTitle)).not.toContain("Borrador secreto");

    // A page past the end is empty, not an error.
    const past = await getJson(`/api/blog?page=${body.totalPages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);

    // The home's latest posts leave drafts out too.
    const latest = (await getJson("/api/blog/latest?limit=5")).body.items;
    expect(latest).toHaveLength(5);
    expect(latest.map((p: { id: number }) => p.id)).not.toContain(draft);
    expect(latest[0].id).toBe(published.at(-1));
  });

  it.each(["0", "-1", "1.5", "dos", "10001"])("refuses ?page=%s with a Spanish 400", async (page) => {
    const { status, body } = await getJson(`/api/blog?page=${page}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_input", message: "Página no válida" });
  });
});

describe("GET /api/blog/:id", () => {
  it("answers a published post whole", async () => {
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from blog_posts where main_title = 'Jabón de glicerina casero, paso a paso'",
    );
    const { status, body } = await getJson(`/api/blog/${rows[0]!.id}`);
    expect(status).toBe(200);
    expect(body.post.mainTitle).toBe("Jabón de glicerina casero, paso a paso");
    expect(body.post.content.length).toBeGreaterThan(1);
    expect(body.post.content[0]).toEqual({ title: "Qué necesita", text: expect.stringContaining("glicerina") });
    expect(body.post.images.length).toBeGreaterThan(0);
    expect(body.post.images[0]).toEqual({ url: expect.stringMatching(/^\/images\/blog\//), alt: "" });
    expect(body.post.videoLink).toBe("https://www.youtube.com/watch?v=Qm7pXh2LrVk");
    expect(body.post.quote).toEqual(expect.any(String));
  });

  it("answers drafts and unknown ids with a Spanish 404, and bad ids with 400", async () => {
    const [draft] = await addPosts(1, { published: false });
    for (const id of [draft, 999999]) {
      const { status, body } = await getJson(`/api/blog/${id}`);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: "not_found", message: "No encontramos la publicación." });
    }
    expect((await getJson("/api/blog/abc")).status).toBe(400);
    expect((await getJson("/api/blog/0")).status).toBe(400);
  });
});

describe("Blog post pages rendered by the Worker", () => {
  const get = (path: string) => site.request(path, {}, {}, ctx);

  it("gives a post its title, description, Open Graph and BlogPosting JSON-LD", async () => {
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from blog_posts where main_title = 'Cómo usar aceites esenciales de forma segura'",
    );
    const id = rows[0]!.id;
    const res = await get(`/blog/post/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Cómo usar aceites esenciales de forma segura · Blog · Química Oriental</title>");
    expect(html).toContain(`<link rel="canonical" href="https://tienda.example.uy/blog/post/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://tienda.example.uy/images/blog/aceites-esenciales-uso-seguro.webp" />',
    );
    expect(html).toMatch(
      /<meta name="description" content="Los aceites esenciales son extractos muy concentrados[^"]*…" \/>/,
    );
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(json).toMatchObject({
      "@type": "BlogPosting",
      headline: "Cómo usar aceites esenciales de forma segura",
      articleSection: "Aromaterapia",
      url: `https://tienda.example.uy/blog/post/${id}`,
      inLanguage: "es-UY",
    });
    expect(json.datePublished).toBe("2026-01-20T16:30:00.000Z");
    expect(json.image[0]).toBe("https://tienda.example.uy/images/blog/aceites-esenciales-uso-seguro.webp");
  });

  it("gives /blog and its later pages their own title and canonical address", async () => {
    const html = await (await get("/blog")).text();
    expect(html).toContain("<title>Blog · Química Oriental</title>");
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.uy/blog" />');
    const page2 = await (await get("/blog?page=2")).text();
    expect(page2).toContain("<title>Blog, página 2 · Química Oriental</title>");
    expect(page2).toContain('<link rel="canonical" href="https://tienda.example.uy/blog?page=2" />');
  });

  it("answers unknown posts and drafts with 404 and noindex", async () => {
    const [draft] = await addPosts(1, { published: false, title: "Borrador para la cabecera" });
    for (const path of [`/blog/post/${draft}`, "/blog/post/999999", "/blog/post/no-es-un-id"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain("<title>Publicación no encontrada · Química Oriental</title>");
      expect(html).not.toContain("Borrador para la cabecera");
    }
  });

  it("lists the published posts in the sitemap, not the drafts", async () => {
    const [draft] = await addPosts(1, { published: false });
    const xml = await (await get("/sitemap.xml")).text();
    const { rows } = await shop.pg.query<{ id: number }>("select id::int from blog_posts where published");
    for (const { id } of rows) {
      expect(xml).toMatch(
        new RegExp(`<loc>https://tienda.example.uy/blog/post/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
    expect(xml).not.toContain(`/blog/post/${draft}<`);
  });
});
