import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FeaturedProducts } from "../../domain/api/catalogue.ts";
import type { FeaturedList } from "../../domain/api/featured.ts";
import { FEATURED_LIMIT } from "../../domain/schemas/featured.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { anonymous, type Caller } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import type { Renderer } from "../../worker/seo/page-render.ts";
import { accessToken, bearer } from "../support/admin-session.ts";
import { loadRenderer } from "../support/renderer.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// 'Destacados' (issue 24): the owner picks and orders the home's featured products; none picked, the automatic
// choice stands. The home's API (GET /api/featured) and its first view (the HTML's inlined answers) both show it.

const shell = `<!doctype html><html lang="es"><head><title>Shell</title></head><body><div id="root"></div></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let renderer: Renderer;
let admin: Record<string, string>;
/** Published products in stock, by id. */
let buyable: number[];

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  // The same database, with an HTML shell: the home's first view (the test shop's own app has no shell).
  const config = parseConfig({ ENVIRONMENT: "test" });
  app = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
  renderer = await loadRenderer();
  const { rows } = await shop.pg.query<{ id: number }>(
    "select id::int from products where published and quantity > 0 order by id",
  );
  buyable = rows.map((r) => r.id);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.pg.exec("delete from featured_products");
  await requestSettled(app, "/api/admin/featured", put([])); // clears the first-view app's cache too
});

function put(ids: unknown, headers: Record<string, string> = admin): RequestInit {
  return {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ ids }),
  };
}
const save = async (ids: unknown, headers?: Record<string, string>) =>
  shop.request("/api/admin/featured", put(ids, headers));
const homeIds = async () =>
  ((await (await shop.request("/api/featured")).json()) as FeaturedProducts).items.map((p) => p.id);
const adminIds = async () =>
  ((await (await shop.request("/api/admin/featured", { headers: admin })).json()) as FeaturedList).items.map(
    (p) => p.id,
  );

/** The automatic choice, straight from the database: buyable, discounted first, then the dearest. */
async function automatic(): Promise<number[]> {
  const { rows } = await shop.pg.query<{ id: number }>(
    `select id::int from products where published and quantity > 0
      order by (discount > 0) desc, final_price desc, id desc limit ${FEATURED_LIMIT}`,
  );
  return rows.map((r) => r.id);
}

/** The answers the home's HTML inlines for the SPA (worker/seo/first-view.ts). */
async function firstViewFeatured(): Promise<number[]> {
  const html = await (await requestSettled(app, "/", undefined, { RENDERER: renderer })).text();
  const data = JSON.parse(/<script type="application\/json" id="api-data">(.*?)<\/script>/s.exec(html)![1]!);
  return (data["/featured"] as FeaturedProducts).items.map((p) => p.id);
}

describe("the home's featured products", () => {
  it("are chosen automatically while the owner has picked none, and the admin's list says so (empty)", async () => {
    const chosen = await automatic();
    expect(chosen).toHaveLength(FEATURED_LIMIT);
    expect(await homeIds()).toEqual(chosen);
    expect(await firstViewFeatured()).toEqual(chosen);
    const res = await shop.request("/api/admin/featured", { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], limit: FEATURED_LIMIT });
  });

  it("are the owner's, in the owner's order, on the API and in the first view at once (caches cleared)", async () => {
    const [a, b, c] = [buyable[5]!, buyable[1]!, buyable[9]!];
    expect(await homeIds()).toEqual(await automatic()); // the cached answer, before the save
    await firstViewFeatured();
    const res = await save([a, b, c]);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as FeaturedList;
    expect(body.items.map((p) => p.id)).toEqual([a, b, c]);
    expect(body.items[0]).toMatchObject({ id: a, published: true });
    expect(await homeIds()).toEqual([a, b, c]);
    expect(await adminIds()).toEqual([a, b, c]);
    await requestSettled(app, "/api/admin/featured", put([a, b, c])); // the first-view app is another isolate
    expect(await firstViewFeatured()).toEqual([a, b, c]);

    expect((await save([c, a, b])).status).toBe(200);
    expect(await homeIds()).toEqual([c, a, b]);
  });

  it("leave out drafts and products out of stock, which stay on the owner's list", async () => {
    // The seed has published products out of stock; stock is the database's own figure (derived from sizes or bulk).
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from products where published and quantity = 0 order by id limit 1",
    );
    const [draft, empty, shown] = [buyable[2]!, rows[0]!.id, buyable[4]!];
    await shop.pg.query("update products set published = false where id = $1", [draft]);
    try {
      expect((await save([draft, empty, shown])).status).toBe(200);
      expect(await homeIds()).toEqual([shown]);
      const list = (await (await shop.request("/api/admin/featured", { headers: admin })).json()) as FeaturedList;
      expect(list.items.map((p) => [p.id, p.published, p.quantity > 0])).toEqual([
        [draft, false, true],
        [empty, true, false],
        [shown, true, true],
      ]);
      // None of the picks can be bought: the automatic choice rather than an empty section.
      expect((await save([draft, empty])).status).toBe(200);
      expect(await homeIds()).toEqual(await automatic());
    } finally {
      await shop.pg.query("update products set published = true where id = $1", [draft]);
    }
  });

  it("go back to the automatic choice when the owner saves an empty list", async () => {
    await save([buyable[0]!]);
    expect(await homeIds()).toEqual([buyable[0]]);
    const res = await save([]);
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([]);
    expect(await homeIds()).toEqual(await automatic());
  });

  it("lose a product that is deleted", async () => {
    const { rows } = await shop.pg.query<{ id: number }>(
      "insert into products (slug, name, quantity) values ('destacado-efimero', 'Destacado efímero', 5) returning id::int",
    );
    const gone = rows[0]!.id;
    expect((await save([gone, buyable[0]!])).status).toBe(200);
    const del = await shop.request(`/api/admin/products/${gone}`, { method: "DELETE", headers: admin });
    expect(del.status).toBe(200);
    expect(await adminIds()).toEqual([buyable[0]]);
  });
});

describe("saving the list", () => {
  it.each([
    ["a duplicate", () => [buyable[0], buyable[1], buyable[0]], "Cada producto puede estar una sola vez en la lista."],
    [
      "more than the home's row",
      () => buyable.slice(0, FEATURED_LIMIT + 1),
      `Puede destacar hasta ${FEATURED_LIMIT} productos: los que caben en la fila de la página de inicio.`,
    ],
    ["an id that is no whole number", () => [buyable[0], 1.5], "Producto no válido."],
    ["an id as text", () => [String(buyable[0])], "Producto no válido."],
    ["no list", () => "todos", "Envíe la lista de productos destacados."],
  ])("refuses %s with a Spanish message and keeps the saved list", async (_, ids, message) => {
    await save([buyable[0]!]);
    const res = await save(ids());
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "invalid_input", message });
    expect(await adminIds()).toEqual([buyable[0]]);
  });

  it("refuses ids that name no product, says which, and changes nothing", async () => {
    await save([buyable[0]!]);
    const res = await save([buyable[1]!, 99_999_999]);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("unknown_product");
    expect(body.error.message).toMatch(/^Uno de los productos de la lista ya no existe/);
    expect(body.error.details).toEqual({ missing: [99_999_999] });
    expect(await adminIds()).toEqual([buyable[0]]);
    expect(await homeIds()).toEqual([buyable[0]]);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await shop.request("/api/admin/featured", {
      method: "PUT",
      headers: { ...admin, "content-type": "text/plain" },
      body: "1,2,3",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
  });
});

describe("who may read and change the list", () => {
  it("refuses callers without a token (401) and signed-in non-admins (403), and writes nothing", async () => {
    await save([buyable[0]!]);
    const shopper = { authorization: `Bearer ${await accessToken({ appRole: null })}` };
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
    ] as const) {
      const read = await shop.request("/api/admin/featured", { headers });
      expect(read.status).toBe(status);
      expect((await read.json()).error.code).toBeTypeOf("string");
      expect((await save([buyable[1]!], headers)).status).toBe(status);
    }
    expect(await adminIds()).toEqual([buyable[0]]);
  });

  it("lets anyone read the table through RLS, and only admins write it", async () => {
    await save([buyable[0]!]);
    const claims = (role: string | null): Caller => ({
      role: "authenticated",
      claims: {
        role: "authenticated",
        sub: "00000000-0000-0000-0000-000000000009",
        app_metadata: role ? { role } : {},
      },
    });
    const insert = (caller: Caller) =>
      shop.db.run(caller, (tx) => tx`insert into featured_products (product_id, position) values (${buyable[7]!}, 9)`);
    await expect(insert(claims(null))).rejects.toThrow(/row-level security/);
    const seen = await shop.db.run(
      anonymous,
      (tx) => tx<{ n: number }[]>`select count(*)::int as n from featured_products`,
    );
    expect(seen[0]!.n).toBe(1);
    await expect(insert(claims("admin"))).resolves.toBeDefined();
  });
});
