import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountedPrice } from "../../domain/pricing.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

interface Card {
  id: number;
  slug: string;
  name: string;
  discount: number;
  categorySlug: string;
  price: number;
  finalPrice: number;
  variants: { id: number; size: number; price: number; finalPrice: number }[];
}
interface ListBody {
  items: Card[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

async function list(query: string): Promise<ListBody> {
  const res = await shop.request(`/api/products${query ? `?${query}` : ""}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function publishedCount(where = "true"): Promise<number> {
  const { rows } = await shop.pg.query<{ n: number }>(
    `select count(*)::int as n from products p where published and ${where}`,
  );
  return rows[0]!.n;
}

describe("GET /api/categories", () => {
  it("lists the seven categories with 'Todos' marked, cacheable", async () => {
    const res = await shop.request("/api/categories");
    expect(res.headers.get("cache-control")).toMatch(/public.*s-maxage/);
    const { items } = await res.json();
    expect(items.map((c: { title: string }) => c.title)).toEqual([
      "Todos",
      "Aceites",
      "Fragancias",
      "Colorantes",
      "Sabores",
      "Vitaminas",
      "Otros",
    ]);
    expect(items.filter((c: { isAll: boolean }) => c.isAll).map((c: { slug: string }) => c.slug)).toEqual(["todos"]);
  });
});

describe("GET /api/products", () => {
  it("pages 12 at a time sorted by name, with the total", async () => {
    const body = await list("");
    expect(body.pageSize).toBe(12);
    expect(body.items).toHaveLength(12);
    expect(body.total).toBe(await publishedCount());
    const names = body.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" })));
  });

  it("gives the next page different products, and an empty page past the end", async () => {
    const first = await list("page=1");
    const second = await list("page=2");
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
    const past = await list(`page=${first.totalPages + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it("filters by category", async () => {
    const body = await list("category=aceites");
    expect(body.total).toBe(await publishedCount("category_id = (select id from categories where slug = 'aceites')"));
    expect(body.items.every((p) => p.categorySlug === "aceites")).toBe(true);
    expect((await list("category=no-existe")).total).toBe(0);
  });

  it("filters by size and lists that size's price", async () => {
    const body = await list("size=1000");
    expect(body.total).toBe(
      await publishedCount("exists (select 1 from product_variants v where v.product_id = p.id and v.size = 1000)"),
    );
    for (const p of body.items) {
      const variant = p.variants.find((v) => v.size === 1000);
      expect(variant).toBeDefined();
      expect(p.finalPrice).toBe(variant!.finalPrice);
    }
  });

  it("filters by the price the shopper pays (after discount), inclusive", async () => {
    const body = await list("minPrice=200&maxPrice=500&sort=price-asc");
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.finalPrice).toBeGreaterThanOrEqual(200);
      expect(p.finalPrice).toBeLessThanOrEqual(500);
      expect(p.finalPrice).toBe(discountedPrice(p.price, p.discount));
    }
    expect(body.total).toBe(await publishedCount("final_price between 200 and 500"));
  });

  it("sorts by price ascending and descending", async () => {
    const up = (await list("sort=price-asc")).items.map((p) => p.finalPrice);
    const down = (await list("sort=price-desc")).items.map((p) => p.finalPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(up[0]!);
  });

  it("searches names ignoring case and accents", async () => {
    for (const q of ["limon", "LIMÓN", "Limón", "  limón  "]) {
      const names = (await list(`q=${encodeURIComponent(q)}`)).items.map((p) => p.name);
      expect(names, q).toContain("Aceite esencial de Limón");
      expect(names, q).toContain("Sabor Limón");
      expect(
        names.every((n) => /lim[oó]n/i.test(n)),
        q,
      ).toBe(true);
    }
    expect((await list("q=arbol%20de%20te")).items.map((p) => p.name)).toContain("Aceite esencial de Árbol de té");
  });

  it("treats LIKE wildcards in the search text as plain text", async () => {
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=_")).total).toBe(0);
  });

  it("combines category, size, price, search and sort", async () => {
    const body = await list("category=aceites&size=100&minPrice=0&maxPrice=1000&q=aceite&sort=price-desc");
    for (const p of body.items) {
      expect(p.categorySlug).toBe("aceites");
      expect(p.name.toLowerCase()).toContain("aceite");
      expect(p.finalPrice).toBeLessThanOrEqual(1000);
    }
    const prices = body.items.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each([
    ["size=25", "Tamaño no válido"],
    ["page=0", "Página no válida"],
    ["page=abc", "Página no válida"],
    ["sort=cheap", "Orden no válido"],
    ["minPrice=-1", "Precio mínimo no válido"],
    ["minPrice=600&maxPrice=100", ""],
    ["category=DROP%20TABLE", "Categoría no válida"],
  ])("refuses %s with a 400 JSON error", async (query, message) => {
    const res = await shop.request(`/api/products?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toContain(message);
  });
});

describe("GET /api/products/:slug", () => {
  it("returns the product with variants, texts and related products of its category", async () => {
    const res = await shop.request("/api/products/aceite-esencial-de-lavanda");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const { product, related } = await res.json();
    expect(product.name).toBe("Aceite esencial de Lavanda");
    expect(product.variants.map((v: { size: number }) => v.size)).toEqual(
      [...product.variants.map((v: { size: number }) => v.size)].sort((a: number, b: number) => a - b),
    );
    expect(product.benefits.length).toBeGreaterThan(0);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((p: Card) => p.categorySlug === product.categorySlug)).toBe(true);
    expect(related.map((p: Card) => p.id)).not.toContain(product.id);
  });

  it("answers an unknown slug with a 404 JSON error", async () => {
    const res = await shop.request("/api/products/no-existe-este-producto");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No hemos encontrado el producto." } });
  });

  it("answers a malformed slug with a 400", async () => {
    const res = await shop.request("/api/products/Mal%20Slug");
    expect(res.status).toBe(400);
  });
});

describe("home content", () => {
  it("lists the latest three blog posts, newest first", async () => {
    const { items } = await (await shop.request("/api/blog/latest?limit=3")).json();
    expect(items).toHaveLength(3);
    const dates = items.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("lists the social feed and the site notices", async () => {
    const feed = await (await shop.request("/api/feed")).json();
    expect(feed.items.length).toBeGreaterThanOrEqual(7);
    const notices = await (await shop.request("/api/site-notices")).json();
    expect(notices.vacation).toBeNull();
  });
});

describe("array fields", () => {
  it("come back as JSON arrays, not Postgres array text", async () => {
    const { items } = await list("");
    expect(Array.isArray(items[0]!.variants)).toBe(true);
    expect(Array.isArray((items[0] as unknown as { thumbImages: unknown }).thumbImages)).toBe(true);
    const { product } = await (await shop.request(`/api/products/${items[0]!.slug}`)).json();
    for (const field of ["images", "thumbImages", "benefits", "uses", "doses"]) {
      expect(Array.isArray(product[field]), field).toBe(true);
    }
  });
});
