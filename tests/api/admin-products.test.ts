import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductInput } from "../../domain/schemas/product-form.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { accessToken, bearer } from "../support/admin-session.ts";
import { tinyPng } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

const shell = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Shell</title>
<meta name="description" content="default" /></head><body><div id="root"></div></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let admin: Record<string, string>;
let categoryId: number;
let allCategoryId: number;

beforeAll(async () => {
  shop = await startTestShop();
  // One app (one isolate, one catalogue cache) for the admin's writes and the shop's reads.
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), { loadShell: async () => shell });
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number; is_all: boolean }>(
    "select id::int, is_all from categories order by is_all desc, id",
  );
  allCategoryId = rows.find((r) => r.is_all)!.id;
  categoryId = rows.find((r) => !r.is_all)!.id;
});
afterAll(() => shop.close());

const request = (path: string, init: RequestInit = {}) => requestSettled(app, path, init);

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  request(path, { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });

let seq = 0;
function product(overrides: Partial<ProductInput> = {}): ProductInput {
  seq += 1;
  return {
    name: `Aceite de prueba ${seq}`,
    code: `PR-${seq}`,
    slug: `aceite-de-prueba-${seq}-${Date.now()}`,
    categoryId,
    description: "Un aceite para las pruebas.",
    discount: 0,
    isNew: true,
    isNotEaten: false,
    stockMode: "size",
    bulkStock: 0,
    unit: "cc",
    benefits: ["Relaja"],
    uses: [],
    doses: [],
    published: true,
    images: [{ url: "/images/products/lavanda.svg", alt: "Frasco" }],
    thumbImages: [],
    variants: [
      { size: 30, price: 400, stock: 20 },
      { size: 100, price: 900, stock: 5 },
    ],
    ...overrides,
  };
}

async function create(input: ProductInput) {
  const res = await send("POST", "/api/admin/products", input);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).product as { id: number; slug: string } & Record<string, unknown>;
}

const problem = async (res: Response) =>
  (await res.json()) as { error: { code: string; message: string; details?: { path: string }[] } };

describe("adding a product", () => {
  it("saves it with its sizes, images and alt texts, and the shop shows it at once", async () => {
    // The shop's answers are cached: read them first so the write must clear them.
    const before = await (await request("/api/products?q=Nuevo%20frasco")).json();
    expect(before.total).toBe(0);
    const input = product({ name: "Nuevo frasco de Lavanda", discount: 10 });
    const saved = await create(input);
    expect(saved).toMatchObject({
      name: "Nuevo frasco de Lavanda",
      slug: input.slug,
      code: input.code,
      categoryId,
      discount: 10,
      quantity: 25,
      price: 400,
      finalPrice: 360,
      images: [{ url: "/images/products/lavanda.svg", alt: "Frasco" }],
      published: true,
    });
    expect((saved.variants as { size: number; finalPrice: number }[]).map((v) => [v.size, v.finalPrice])).toEqual([
      [30, 360],
      [100, 810],
    ]);
    const list = await (await request("/api/products?q=Nuevo%20frasco")).json();
    expect(list.items.map((p: { slug: string; finalPrice: number }) => [p.slug, p.finalPrice])).toEqual([
      [input.slug, 360],
    ]);
    const page = await request(`/api/products/${input.slug}`);
    expect(page.status).toBe(200);
    // The product page gets the owner's alt text of each gallery image.
    expect((await page.json()).product).toMatchObject({
      images: ["/images/products/lavanda.svg"],
      imageAlts: ["Frasco"],
    });
    expect(await (await request("/sitemap.xml")).text()).toContain(`/shop/product/${input.slug}`);
    const html = await (await request(`/shop/product/${input.slug}`)).text();
    expect(html).toContain("<title>Nuevo frasco de Lavanda · Química Oriental</title>");
  });

  it("accepts stock 0 and no category", async () => {
    const saved = await create(product({ variants: [{ size: 30, price: 400, stock: 0 }], categoryId: null }));
    expect(saved).toMatchObject({ quantity: 0, categoryId: null });
  });

  it("saves stock by size per size, and stock in bulk as one amount the shop divides by each size", async () => {
    const bySize = await create(product());
    expect(bySize).toMatchObject({ stockMode: "size", quantity: 25 });
    expect((bySize.variants as { size: number; stock: number }[]).map((v) => [v.size, v.stock])).toEqual([
      [30, 20],
      [100, 5],
    ]);
    const input = product({
      stockMode: "bulk",
      bulkStock: 1500,
      variants: [
        { size: 500, price: 900, stock: 0 },
        { size: 1000, price: 1600, stock: 0 },
      ],
    });
    const inBulk = await create(input);
    // The derived figure: how many of the smallest size the bulk holds.
    expect(inBulk).toMatchObject({ stockMode: "bulk", bulkStock: 1500, quantity: 3 });
    const page = (await (await request(`/api/products/${input.slug}`)).json()).product;
    expect(page).toMatchObject({ stockMode: "bulk", bulkStock: 1500, quantity: 3 });
    expect(page.variants.map((v: { size: number; available: number }) => [v.size, v.available])).toEqual([
      [500, 3],
      [1000, 1],
    ]);

    // Back to counting by size: the bulk is kept aside, each size counts its own units.
    const res = await send("PUT", `/api/admin/products/${inBulk.id}`, {
      ...input,
      stockMode: "size",
      bulkStock: 0,
      variants: [
        { size: 500, price: 900, stock: 2 },
        { size: 1000, price: 1600, stock: 0 },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).product).toMatchObject({ stockMode: "size", bulkStock: 1500, quantity: 2 });
    const after = (await (await request(`/api/products/${input.slug}`)).json()).product;
    expect(after.variants.map((v: { size: number; available: number }) => [v.size, v.available])).toEqual([
      [500, 2],
      [1000, 0],
    ]);
  });

  it.each([
    ["no name", { name: "  " }, "Rellene los campos *", "name"],
    ["no size", { variants: [] }, "Rellene los campos *", "variants"],
    [
      "a price of 0",
      { variants: [{ size: 30, price: 0 }] },
      "El precio es un número entero mayor que 0.",
      "variants.0.price",
    ],
    [
      "a size twice",
      {
        variants: [
          { size: 30, price: 5 },
          { size: 30, price: 6 },
        ],
      },
      "Cada tamaño va una sola vez.",
      "variants",
    ],
    ["a size not sold", { variants: [{ size: 50, price: 5 }] }, "Tamaño no válido.", "variants.0.size"],
    [
      "negative stock of a size",
      { variants: [{ size: 30, price: 400, stock: -1 }] },
      "El stock es un número entero, 0 o más.",
      "variants.0.stock",
    ],
    [
      "negative stock in bulk",
      { stockMode: "bulk", bulkStock: -1 },
      "El stock a granel es un número entero, 0 o más.",
      "bulkStock",
    ],
    [
      "an unknown stock mode",
      { stockMode: "por kilo" },
      "Elija cómo se cuenta el stock: por presentación o a granel.",
      "stockMode",
    ],
    ["a discount of 100", { discount: 100 }, "El descuento es un número entero de 0 a 99.", "discount"],
    ["an unknown unit", { unit: "kg" }, "Elija la unidad: cc, ml o grs.", "unit"],
    ["a slug with accents", { slug: "limón" }, undefined, "slug"],
    [
      "five gallery images",
      { images: Array(5).fill({ url: "/images/a.svg", alt: "" }) },
      "Hasta 4 imágenes.",
      "images",
    ],
    ["three main images", { thumbImages: Array(3).fill({ url: "/images/a.svg", alt: "" }) }, undefined, "thumbImages"],
    [
      "an image from elsewhere",
      { images: [{ url: "http://evil.example/a.png", alt: "" }] },
      "Imagen no válida",
      "images.0.url",
    ],
    ["a script URL", { images: [{ url: "javascript:alert(1)", alt: "" }] }, "Imagen no válida", "images.0.url"],
    ["an empty benefit", { benefits: ["  "] }, undefined, "benefits.0"],
  ])("refuses %s with a Spanish message and the field", async (_name, overrides, message, path) => {
    const count = await productCount();
    const res = await send("POST", "/api/admin/products", { ...product(), ...overrides });
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body.error.code).toBe("invalid_input");
    if (message) expect(body.error.message).toBe(message);
    expect(body.error.details?.[0]?.path).toBe(path);
    expect(await productCount()).toBe(count);
  });

  it("refuses a slug another product has with 409 and the field marked", async () => {
    const first = await create(product());
    const res = await send("POST", "/api/admin/products", product({ slug: first.slug }));
    expect(res.status).toBe(409);
    const body = await problem(res);
    expect(body.error.code).toBe("slug_taken");
    expect(body.error.message).toContain(first.slug);
    expect(body.error.details?.[0]?.path).toBe("slug");
  });

  it("refuses the 'Todos' category and a category that does not exist", async () => {
    for (const id of [allCategoryId, 999_999]) {
      const res = await send("POST", "/api/admin/products", product({ categoryId: id }));
      expect(res.status).toBe(400);
      expect((await problem(res)).error.details?.[0]?.path).toBe("categoryId");
    }
  });
});

const productCount = async () =>
  (await shop.pg.query<{ n: number }>("select count(*)::int as n from products")).rows[0]!.n;

describe("editing a product", () => {
  it("changes it, replaces its sizes in place and the shop, product page, sitemap and head follow", async () => {
    const input = product({ name: "Aceite de Romero editable" });
    const saved = await create(input);
    const variantIds = await shop.pg.query<{ id: number; size: number }>(
      "select id::int, size from product_variants where product_id = $1 order by size",
      [saved.id],
    );
    // Warm the caches with the old answers.
    await request(`/api/products/${input.slug}`);
    await request("/sitemap.xml");
    await request(`/shop/product/${input.slug}`);

    const slug = `${input.slug}-nuevo`;
    const res = await send("PUT", `/api/admin/products/${saved.id}`, {
      ...input,
      name: "Aceite de Romero renovado",
      slug,
      discount: 50,
      variants: [
        { size: 100, price: 1000, stock: 0 },
        { size: 500, price: 3000, stock: 0 },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { product: edited } = await res.json();
    expect(edited).toMatchObject({
      name: "Aceite de Romero renovado",
      slug,
      quantity: 0,
      price: 1000,
      finalPrice: 500,
    });
    const after = await shop.pg.query<{ id: number; size: number }>(
      "select id::int, size from product_variants where product_id = $1 order by size",
      [saved.id],
    );
    // The 100 size kept its row; 30 went; 500 is new.
    expect(after.rows.map((r) => r.size)).toEqual([100, 500]);
    expect(after.rows[0]!.id).toBe(variantIds.rows.find((r) => r.size === 100)!.id);

    expect((await request(`/api/products/${input.slug}`)).status).toBe(404);
    const page = await (await request(`/api/products/${slug}`)).json();
    expect(JSON.stringify(page)).toContain("Aceite de Romero renovado");
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain(`/shop/product/${slug}<`);
    expect(sitemap).not.toContain(`/shop/product/${input.slug}<`);
    expect(await (await request(`/shop/product/${slug}`)).text()).toContain("<title>Aceite de Romero renovado");
  });

  it("keeps the product's IVA rate (issue 26): 'basica' unless set, kept when an edit leaves it out", async () => {
    const plain = await create(product());
    expect(plain.ivaRate).toBe("basica");
    const saved = await create(product({ ivaRate: "minima" }));
    expect(saved.ivaRate).toBe("minima");
    const { ivaRate: _left, ...withoutRate } = product({ slug: saved.slug });
    const kept = await send("PUT", `/api/admin/products/${saved.id}`, withoutRate);
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect((await kept.json()).product.ivaRate).toBe("minima");
    const changed = await send(
      "PUT",
      `/api/admin/products/${saved.id}`,
      product({ slug: saved.slug, ivaRate: "exento" }),
    );
    expect((await changed.json()).product.ivaRate).toBe("exento");
    const { rows } = await shop.pg.query<{ iva_rate: string }>("select iva_rate from products where id = $1", [
      saved.id,
    ]);
    expect(rows[0]?.iva_rate).toBe("exento");
    const bad = await send("PUT", `/api/admin/products/${saved.id}`, {
      ...product({ slug: saved.slug }),
      ivaRate: "22",
    });
    expect(bad.status).toBe(400);
  });

  it("hides a draft from the shop but not from the back office", async () => {
    const input = product({ name: "Aceite borrador" });
    const saved = await create(input);
    expect((await request(`/api/products/${input.slug}`)).status).toBe(200);
    const res = await send("PUT", `/api/admin/products/${saved.id}`, { ...input, published: false });
    expect(res.status).toBe(200);
    expect((await request(`/api/products/${input.slug}`)).status).toBe(404);
    expect(await (await request("/sitemap.xml")).text()).not.toContain(`/shop/product/${input.slug}<`);
    const drafts = await (await request("/api/admin/products?filter=draft", { headers: admin })).json();
    expect(drafts.items.map((p: { id: number }) => p.id)).toContain(saved.id);
  });

  it("refuses another product's slug and answers 404 for a product that does not exist", async () => {
    const a = await create(product());
    const b = await create(product());
    const clash = await send("PUT", `/api/admin/products/${b.id}`, product({ slug: a.slug }));
    expect(clash.status).toBe(409);
    // Its own slug is fine.
    expect((await send("PUT", `/api/admin/products/${b.id}`, product({ slug: b.slug }))).status).toBe(200);
    expect((await send("PUT", "/api/admin/products/999999", product())).status).toBe(404);
  });

  it("erases the uploaded images it no longer uses", async () => {
    const url = await upload();
    const input = product({ images: [{ url, alt: "Foto" }] });
    const saved = await create(input);
    expect((await request(url)).status).toBe(200);
    const res = await send("PUT", `/api/admin/products/${saved.id}`, { ...input, images: [] });
    expect(res.status).toBe(200);
    expect((await request(url)).status).toBe(404);
  });
});

/** Uploads the tiny PNG as the back office does; its URL. */
async function upload(): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([tinyPng], { type: "image/png" }), "foto.png");
  const res = await request("/api/admin/images", { method: "POST", headers: admin, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).url;
}

describe("deleting a product", () => {
  it("removes it and its files; order lines keep their name, size and price", async () => {
    const url = await upload();
    const input = product({ name: "Aceite que se vende y se borra", thumbImages: [{ url, alt: "" }] });
    const saved = await create(input);
    const { rows } = await shop.pg.query<{ id: number }>(
      `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method,
                           payment_method, subtotal, total, estimated_date)
       values ($1, 'approved', 'a@b.uy', 'A', 'B', '099123456', 'pickup', 'bank', 400, 400, current_date)
       returning id::int`,
      [crypto.randomUUID() + crypto.randomUUID()],
    );
    await shop.pg.query(
      `insert into order_items (order_id, product_id, variant_id, product_name, product_slug, size, unit, unit_price,
                                quantity, line_total)
       select $1, p.id, v.id, p.name, p.slug, v.size, p.unit, v.final_price, 1, v.final_price
         from products p join product_variants v on v.product_id = p.id where p.id = $2 and v.size = 30`,
      [rows[0]!.id, saved.id],
    );
    await request(`/api/products/${input.slug}`);

    const res = await request(`/api/admin/products/${saved.id}`, { method: "DELETE", headers: admin });
    expect(res.status).toBe(200);
    expect((await shop.pg.query("select 1 from products where id = $1", [saved.id])).rows).toHaveLength(0);
    const lines = await shop.pg.query(
      "select product_id, variant_id, product_name, size, unit_price from order_items where order_id = $1",
      [rows[0]!.id],
    );
    expect(lines.rows).toEqual([
      { product_id: null, variant_id: null, product_name: "Aceite que se vende y se borra", size: 30, unit_price: 400 },
    ]);
    expect((await request(`/api/products/${input.slug}`)).status).toBe(404);
    expect((await request(url)).status).toBe(404);
    const again = await request(`/api/admin/products/${saved.id}`, { method: "DELETE", headers: admin });
    expect(again.status).toBe(404);
  });
});

describe("the list", () => {
  it("finds by name or code, by category and by stock, with drafts, paged", async () => {
    // 90 cc in bulk holds three of 30 cc: low. Nothing in bulk: out.
    const low = await create(
      product({ name: "Aceite Zanahoria poco", code: "ZAN-LOW", stockMode: "bulk", bulkStock: 90 }),
    );
    const out = await create(
      product({ name: "Aceite Zanahoria agotado", code: "ZAN-OUT", stockMode: "bulk", bulkStock: 0, published: false }),
    );
    const ids = async (query: string) =>
      (await (await request(`/api/admin/products?${query}`, { headers: admin })).json()).items.map(
        (p: { id: number }) => p.id,
      );
    expect(await ids("q=zanahoria")).toEqual([out.id, low.id]);
    expect(await ids("q=zan-low")).toEqual([low.id]);
    expect(await ids("q=zanahoria&filter=low")).toEqual([low.id]);
    expect(await ids("q=zanahoria&filter=out")).toEqual([out.id]);
    expect(await ids("q=zanahoria&filter=draft")).toEqual([out.id]);
    expect(await ids(`q=zanahoria&category=${categoryId}`)).toEqual([out.id, low.id]);
    const paged = await (await request("/api/admin/products?q=zanahoria&pageSize=1&page=2", { headers: admin })).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((p: { id: number }) => p.id)).toEqual([low.id]);
    const res = await request("/api/admin/products?filter=raro", { headers: admin });
    expect(res.status).toBe(400);
    expect((await problem(res)).error.message).toBe("Filtro no válido.");
  });

  it("sorts by name, price, stock and date, either way, on the server (issue 41)", async () => {
    // Added in this order: B, C, A. Prices (smallest size): A 300, B 100, C 200 (C's 10 % off: 180). Stock: A 5, B 50, C 0.
    const b = await create(
      product({ name: "Ordenable Bravo", variants: [{ size: 30, price: 100, stock: 50 }], published: false }),
    );
    const c = await create(
      product({ name: "Ordenable Charlie", discount: 10, variants: [{ size: 30, price: 200, stock: 0 }] }),
    );
    const a = await create(product({ name: "Ordenable Álamo", variants: [{ size: 30, price: 300, stock: 5 }] }));
    const ids = async (sort: string) =>
      (await (await request(`/api/admin/products?q=ordenable&sort=${sort}`, { headers: admin })).json()).items.map(
        (p: { id: number }) => p.id,
      );
    expect(await ids("")).toEqual([a.id, c.id, b.id]);
    expect(await ids("-date")).toEqual([a.id, c.id, b.id]);
    expect(await ids("date")).toEqual([b.id, c.id, a.id]);
    // The accent does not move 'Álamo' after 'Charlie'.
    expect(await ids("name")).toEqual([a.id, b.id, c.id]);
    expect(await ids("-name")).toEqual([c.id, b.id, a.id]);
    expect(await ids("price")).toEqual([b.id, c.id, a.id]);
    expect(await ids("-price")).toEqual([a.id, c.id, b.id]);
    expect(await ids("stock")).toEqual([c.id, a.id, b.id]);
    expect(await ids("-stock")).toEqual([b.id, a.id, c.id]);
    // Sorted and filtered: the drafts only, still in the order asked.
    const drafts = await (
      await request("/api/admin/products?q=ordenable&filter=draft&sort=name", { headers: admin })
    ).json();
    expect(drafts.items.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const res = await request("/api/admin/products?sort=precio", { headers: admin });
    expect(res.status).toBe(400);
    expect((await problem(res)).error).toMatchObject({ code: "invalid_input", message: "Orden no válido." });
  });
});

describe("changing several products at once (issue 41)", () => {
  const bulk = (body: unknown, headers = admin) => send("POST", "/api/admin/products/bulk", body, headers);
  const rows = async (ids: number[]) =>
    (
      await shop.pg.query<{ id: number; published: boolean; category_id: number | null }>(
        `select id::int, published, category_id::int from products where id = any($1::bigint[]) order by id`,
        [ids],
      )
    ).rows;
  const shopTotal = async (q: string) => (await (await request(`/api/products?q=${q}`)).json()).total as number;

  it("unpublishes two products in one request and the shop hides them at once; publishes them again", async () => {
    const one = await create(product({ name: "Aceite Masivo uno" }));
    const two = await create(product({ name: "Aceite Masivo dos" }));
    // The shop's answer is cached: read it first so the change must clear it.
    expect(await shopTotal("masivo")).toBe(2);
    const res = await bulk({ action: "unpublish", ids: [one.id, two.id] });
    expect(res.status, await res.clone().text()).toBe(200);
    const { products } = (await res.json()) as { products: { id: number; published: boolean }[] };
    expect(products.map((p) => [p.id, p.published])).toEqual([
      [one.id, false],
      [two.id, false],
    ]);
    expect(await shopTotal("masivo")).toBe(0);
    expect((await bulk({ action: "publish", ids: [two.id, one.id] })).status).toBe(200);
    expect(await shopTotal("masivo")).toBe(2);
  });

  it("moves products to a category, and refuses 'Todos' and a category that does not exist", async () => {
    const { rows: cats } = await shop.pg.query<{ id: number }>(
      "select id::int from categories where not is_all and id <> $1 order by id limit 1",
      [categoryId],
    );
    const other = cats[0]!.id;
    const one = await create(product());
    const two = await create(product({ categoryId: null }));
    for (const [bad, message] of [
      [allCategoryId, "Elija una categoría concreta: «Todos» no es una categoría."],
      [999_999, "La categoría no existe."],
    ] as const) {
      const res = await bulk({ action: "move", ids: [one.id, two.id], categoryId: bad });
      expect(res.status).toBe(400);
      expect((await problem(res)).error).toMatchObject({ code: "invalid_input", message });
    }
    expect((await rows([one.id, two.id])).map((r) => r.category_id)).toEqual([categoryId, null]);
    const res = await bulk({ action: "move", ids: [one.id, two.id], categoryId: other });
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { categoryId: number; categoryTitle: string }[] };
    expect(products.map((p) => p.categoryId)).toEqual([other, other]);
    expect(products[0]!.categoryTitle).toBeTruthy();
    expect((await rows([one.id, two.id])).map((r) => r.category_id)).toEqual([other, other]);
  });

  it("changes nothing when one product does not exist or may not be published (all or nothing)", async () => {
    const ok = await create(product({ published: false }));
    const noSizes = await create(product({ name: "Aceite sin tamaños", published: false }));
    // A product the spreadsheet import added without sizes (issue 24): the form would refuse to publish it.
    await shop.pg.query("delete from product_variants where product_id = $1", [noSizes.id]);

    const missing = await bulk({ action: "publish", ids: [ok.id, 999_999] });
    expect(missing.status).toBe(404);
    expect((await problem(missing)).error.code).toBe("not_found");

    const sizes = await bulk({ action: "publish", ids: [ok.id, noSizes.id] });
    expect(sizes.status).toBe(409);
    expect((await problem(sizes)).error).toMatchObject({
      code: "not_publishable",
      message:
        "No se puede publicar «Aceite sin tamaños»: no tiene tamaños con precio. Edítelo y agréguele al menos uno.",
    });
    expect((await rows([ok.id, noSizes.id])).map((r) => r.published)).toEqual([false, false]);

    // Unpublishing has no such rule.
    expect((await bulk({ action: "unpublish", ids: [noSizes.id, ok.id] })).status).toBe(200);
  });

  it("refuses a request that is not well formed, and anyone but an admin", async () => {
    const one = await create(product());
    for (const [body, message] of [
      [{ action: "publish", ids: [] }, "Elija al menos un producto."],
      [{ action: "publish", ids: [one.id, one.id] }, "Cada producto va una sola vez."],
      [{ action: "borrar", ids: [one.id] }, "Elija qué hacer con los productos elegidos."],
      [{ action: "move", ids: [one.id] }, "Elija la categoría a la que mover los productos."],
      [{ action: "publish", ids: Array.from({ length: 101 }, (_, i) => i + 1) }, "Elija hasta 100 productos por vez."],
    ] as const) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await problem(res)).error.message).toBe(message);
    }
    const shopper = { authorization: `Bearer ${await accessToken({ appRole: null })}` };
    for (const headers of [{}, shopper]) {
      expect([401, 403]).toContain((await bulk({ action: "unpublish", ids: [one.id] }, headers)).status);
    }
    expect((await rows([one.id]))[0]!.published).toBe(true);
  });
});

describe("who may change products", () => {
  it("refuses shoppers and tokens without admin rights, and writes nothing", async () => {
    const saved = await create(product());
    const count = await productCount();
    const shopper = { authorization: `Bearer ${await accessToken({ appRole: null })}` };
    for (const headers of [{}, shopper]) {
      expect([401, 403]).toContain((await send("POST", "/api/admin/products", product(), headers)).status);
      expect([401, 403]).toContain((await send("PUT", `/api/admin/products/${saved.id}`, product(), headers)).status);
      const del = await request(`/api/admin/products/${saved.id}`, { method: "DELETE", headers });
      expect([401, 403]).toContain(del.status);
      expect([401, 403]).toContain((await request("/api/admin/products", { headers })).status);
    }
    expect(await productCount()).toBe(count);
  });
});
