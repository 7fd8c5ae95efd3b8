import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Its own shop: these tests add, rename and delete categories and move products between them.
let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

interface Category {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  isAll: boolean;
  sortOrder: number;
  productCount: number;
}

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = admin) {
  return shop.request(`/api/admin/categories${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectError(res: Response, status: number, code: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const { error } = JSON.parse(text) as { error: { code: string; message: string } };
  expect(error.code).toBe(code);
  return error.message;
}

async function create(body: Record<string, unknown>): Promise<Category> {
  const res = await send("POST", "", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { category: Category }).category;
}

async function adminList(): Promise<Category[]> {
  const res = await shop.request("/api/admin/categories", { headers: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Category[] }).items;
}

/** What the storefront's category lists (home, shop filter) read. */
async function shopCategories(): Promise<{ slug: string; title: string; image: string | null }[]> {
  const res = await shop.request("/api/categories");
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { slug: string; title: string; image: string | null }[] }).items;
}

const todos = async () => (await adminList()).find((c) => c.isAll)!;
const rowCount = async () =>
  Number((await shop.pg.query<{ n: number }>("select count(*)::int as n from categories")).rows[0]!.n);

describe("GET /api/admin/categories", () => {
  it("lists every category, 'Todos' first, each with how many products it holds (drafts too)", async () => {
    const items = await adminList();
    expect(items[0]!.isAll).toBe(true);
    expect(items[0]!.title).toBe("Todos");
    const aceites = items.find((c) => c.slug === "aceites")!;
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from products p join categories c on c.id = p.category_id where c.slug = 'aceites'",
    );
    expect(aceites.productCount).toBe(rows[0]!.n);
    expect(aceites.productCount).toBeGreaterThan(0);
  });
});

describe("POST /api/admin/categories", () => {
  it("creates a category with a slug from its title, and the shop's lists show it at once", async () => {
    const before = await shopCategories(); // warms the catalogue cache
    expect(before.some((c) => c.title === "Hidrolatos Ñandú")).toBe(false);
    const category = await create({ title: "  Hidrolatos Ñandú ", image: "/images/categories/otros.webp" });
    expect(category).toMatchObject({
      slug: "hidrolatos-nandu",
      title: "Hidrolatos Ñandú",
      image: "/images/categories/otros.webp",
      isAll: false,
      productCount: 0,
    });
    const shopList = await shopCategories();
    expect(shopList.at(-1)).toMatchObject({ slug: "hidrolatos-nandu", title: "Hidrolatos Ñandú" });
    // The shop filter knows it (an empty category lists no products, but is not an error).
    const res = await shop.request("/api/products?category=hidrolatos-nandu");
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([]);
  });

  it("keeps a slug the owner typed, and refuses a slug already used with 409 and a Spanish message", async () => {
    const category = await create({ title: "Sales de baño", slug: "sales", image: null });
    expect(category.slug).toBe("sales");
    const count = await rowCount();
    const message = await expectError(await send("POST", "", { title: "Sales" }), 409, "slug_taken");
    expect(message).toBe("Ya existe una categoría con la dirección «sales». Elija otro nombre o dirección.");
    await expectError(await send("POST", "", { title: "Otra", slug: "aceites" }), 409, "slug_taken");
    expect(await rowCount()).toBe(count);
  });

  it.each([
    ["no title", {}, "Rellene los campos"],
    ["a blank title", { title: "   " }, "Rellene los campos"],
    ["a title of symbols only", { title: "¡¿?!" }, "El nombre debe tener al menos una letra o un número."],
    ["a title of two lines", { title: "Aceites\nde masaje" }, "Escriba este dato en una sola línea."],
    ["a long title", { title: "x".repeat(61) }, "El nombre admite hasta 60 caracteres."],
    [
      "a slug with capitals",
      { title: "Bien", slug: "Mal-Slug" },
      "La dirección admite solo minúsculas sin tilde, números y guiones.",
    ],
    ["an image that is not a site path or https", { title: "Bien", image: "javascript:alert(1)" }, "Imagen no válida"],
    ["a protocol-relative image", { title: "Bien", image: "//evil.example/x.png" }, "Imagen no válida"],
  ])("refuses %s with 400 and a Spanish message, writing nothing", async (_name, body, message) => {
    const count = await rowCount();
    expect(await expectError(await send("POST", "", body), 400, "invalid_input")).toBe(message);
    expect(await rowCount()).toBe(count);
  });
});

describe("PUT /api/admin/categories/:id", () => {
  it("renames a category (slug kept unless sent) and the shop's lists and cards show it at once", async () => {
    const aceites = (await adminList()).find((c) => c.slug === "aceites")!;
    const listing = await shop.request("/api/products?category=aceites");
    expect((await listing.json()).items[0].categoryTitle).toBe("Aceites"); // cached now
    await shopCategories();

    const res = await send("PUT", `/${aceites.id}`, { title: "Aceites esenciales", slug: "aceites", image: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).category).toMatchObject({ id: aceites.id, slug: "aceites", title: "Aceites esenciales" });

    expect((await shopCategories()).find((c) => c.slug === "aceites")).toMatchObject({
      title: "Aceites esenciales",
      image: null,
    });
    const after = await shop.request("/api/products?category=aceites");
    expect((await after.json()).items[0].categoryTitle).toBe("Aceites esenciales");
  });

  it("changes the slug when asked, refusing one another category uses", async () => {
    const created = await create({ title: "Velas" });
    await expectError(await send("PUT", `/${created.id}`, { title: "Velas", slug: "sabores" }), 409, "slug_taken");
    const res = await send("PUT", `/${created.id}`, { title: "Velas aromáticas", slug: "velas-aromaticas" });
    expect(res.status).toBe(200);
    expect((await res.json()).category.slug).toBe("velas-aromaticas");
    // Its own slug is no clash.
    expect((await send("PUT", `/${created.id}`, { title: "Velas", slug: "velas-aromaticas" })).status).toBe(200);
  });

  it("refuses to edit 'Todos' (409, so the back office's session is not ended) and changes nothing", async () => {
    const all = await todos();
    const message = await expectError(await send("PUT", `/${all.id}`, { title: "Todo" }), 409, "category_locked");
    expect(message).toBe("La categoría «Todos» no se puede editar ni eliminar.");
    expect((await todos()).title).toBe("Todos");
  });

  it("answers 404 for an unknown category and 400 for a bad id", async () => {
    await expectError(await send("PUT", "/999999", { title: "Nada" }), 404, "not_found");
    await expectError(await send("PUT", "/abc", { title: "Nada" }), 400, "invalid_input");
  });
});

describe("DELETE /api/admin/categories/:id", () => {
  it("deletes an empty category, and the shop's lists drop it at once", async () => {
    const created = await create({ title: "Temporal" });
    expect((await shopCategories()).some((c) => c.slug === "temporal")).toBe(true);
    const res = await send("DELETE", `/${created.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await shopCategories()).some((c) => c.slug === "temporal")).toBe(false);
    expect((await adminList()).some((c) => c.id === created.id)).toBe(false);
    await expectError(await send("DELETE", `/${created.id}`), 404, "not_found");
  });

  it("refuses a category that still has products, saying how many, and deletes nothing", async () => {
    const created = await create({ title: "Con productos" });
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from products where category_id = (select id from categories where slug = 'otros') order by id limit 3",
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const ids = rows.map((r) => r.id);
    await shop.pg.query("update products set category_id = $1 where id = any($2::bigint[])", [created.id, ids]);
    const n = ids.length;
    const message = await expectError(await send("DELETE", `/${created.id}`), 409, "category_in_use");
    expect(message).toBe(
      n === 1
        ? "La categoría tiene 1 producto; muévalo a otra categoría o elimínelo antes de eliminarla."
        : `La categoría tiene ${n} productos; muévalos a otra categoría o elimínelos antes de eliminarla.`,
    );
    expect((await adminList()).find((c) => c.id === created.id)?.productCount).toBe(n);

    // A draft counts too: it would lose its category.
    await shop.pg.query("update products set published = false where id = $1", [ids[0]]);
    await expectError(await send("DELETE", `/${created.id}`), 409, "category_in_use");
  });

  it("refuses to delete 'Todos'", async () => {
    const all = await todos();
    await expectError(await send("DELETE", `/${all.id}`), 409, "category_locked");
    expect((await todos()).id).toBe(all.id);
  });

  it("erases the category's uploaded image after the delete commits, and a replaced one after an edit", async () => {
    const upload = async () => {
      const form = new FormData();
      form.set("file", new File([tinyPng], "foto.png", { type: "image/png" }));
      const res = await shop.request("/api/admin/images", { method: "POST", headers: admin, body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { url: string }).url;
    };
    const first = await upload();
    expect(first).toMatch(/^\/media\/images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const served = await shop.request(first);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(tinyPng));

    const created = await create({ title: "Con foto", image: first });
    const second = await upload();
    expect((await send("PUT", `/${created.id}`, { title: "Con foto", image: second })).status).toBe(200);
    expect((await shop.request(first)).status).toBe(404);
    expect((await shop.request(second)).status).toBe(200);

    expect((await send("DELETE", `/${created.id}`)).status).toBe(200);
    expect((await shop.request(second)).status).toBe(404);
  });
});

describe("PUT /api/admin/categories/order", () => {
  it("saves the owner's order; 'Todos' stays first and the shop lists follow at once", async () => {
    await shopCategories();
    const movable = (await adminList()).filter((c) => !c.isAll);
    const reversed = movable.map((c) => c.id).reverse();
    const res = await send("PUT", "/order", { ids: reversed });
    expect(res.status, await res.clone().text()).toBe(200);
    const items = ((await res.json()) as { items: Category[] }).items;
    expect(items[0]!.isAll).toBe(true);
    expect(items.slice(1).map((c) => c.id)).toEqual(reversed);
    const shopSlugs = (await shopCategories()).map((c) => c.slug);
    expect(shopSlugs.slice(1)).toEqual(items.slice(1).map((c) => c.slug));
  });

  it("refuses a list that is not every category exactly once", async () => {
    const ids = (await adminList()).filter((c) => !c.isAll).map((c) => c.id);
    await expectError(await send("PUT", "/order", { ids: ids.slice(1) }), 409, "order_outdated");
    await expectError(await send("PUT", "/order", { ids: [...ids, ids[0]] }), 400, "invalid_input");
    await expectError(await send("PUT", "/order", { ids: [] }), 400, "invalid_input");
  });
});

describe("who may change categories", () => {
  it("refuses a shopper and a missing token on every write, changing nothing", async () => {
    const shopper = await bearer({ appRole: null });
    const target = (await adminList()).find((c) => c.slug === "sabores")!;
    const before = JSON.stringify(await adminList());
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
    ] as const) {
      expect((await send("POST", "", { title: "Intrusa" }, headers)).status).toBe(status);
      expect((await send("PUT", `/${target.id}`, { title: "Intrusa" }, headers)).status).toBe(status);
      expect((await send("DELETE", `/${target.id}`, undefined, headers)).status).toBe(status);
      expect((await send("PUT", "/order", { ids: [target.id] }, headers)).status).toBe(status);
      expect((await shop.request("/api/admin/categories", { headers })).status).toBe(status);
    }
    expect(JSON.stringify(await adminList())).toBe(before);
  });
});
