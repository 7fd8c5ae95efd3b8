import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import { changedPrice } from "../../domain/price-change.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const send = (path: string, body?: unknown, headers = admin) =>
  shop.request(path, {
    method: "POST",
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const previewOk = async (body: unknown): Promise<CataloguePreview> => {
  const res = await send("/api/admin/catalogue/price-change/preview", body);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const categoryId = async (slug: string) =>
  (await shop.pg.query<{ id: number }>("select id::int from categories where slug = $1", [slug])).rows[0]!.id;
const pricesIn = async (category: number) =>
  (
    await shop.pg.query<{ id: number; price: number; slug: string; size: number; published: boolean }>(
      `select v.id::int, v.price, p.slug, v.size, p.published from product_variants v join products p on p.id = v.product_id
        where p.category_id = $1 order by v.id`,
      [category],
    )
  ).rows;
const shopPrice = async (slug: string, size: number) => {
  const { product } = await (await shop.request(`/api/products/${slug}`)).json();
  return product.variants.find((v: { size: number }) => v.size === size).price as number;
};

describe("bulk price change", () => {
  it("raises a category by 10 % rounded to $ 5: preview, apply (the shop shows it), undo", async () => {
    const sabores = await categoryId("sabores");
    const before = await pricesIn(sabores);
    expect(before.length).toBeGreaterThan(0);
    const rule = { mode: "percent", value: 10, rounding: 5 } as const;
    const result = await previewOk({ categoryId: sabores, ...rule });
    expect(result.description).toBe("Subir 10 %, redondeado a $ 5 en «Sabores»");
    const expected = before.filter((v) => changedPrice(v.price, rule) !== v.price);
    expect(result.changes).toHaveLength(expected.length);
    for (const line of result.changes) {
      expect(line.field).toBe("price");
      expect(Number(line.to.replace(/\D/g, "")) % 5).toBe(0);
    }
    // Nothing written by the preview.
    expect(await pricesIn(sabores)).toEqual(before);

    const applied = await send(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
    const after = await pricesIn(sabores);
    expect(after.map((v) => v.price)).toEqual(before.map((v) => changedPrice(v.price, rule)));
    const shown = before.find((v) => v.published)!;
    expect(await shopPrice(shown.slug, shown.size)).toBe(changedPrice(shown.price, rule));
    // Other categories are untouched.
    const aceites = await pricesIn(await categoryId("aceites"));
    expect(aceites.every((v) => v.price > 0)).toBe(true);

    const undone = await send("/api/admin/catalogue/undo/price");
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await pricesIn(sabores)).toEqual(before);
    expect(await shopPrice(shown.slug, shown.size)).toBe(shown.price);
  });

  it("changes only the selected products, by an amount", async () => {
    const { rows } = await shop.pg.query<{ id: number }>("select id::int from products order by id limit 2");
    const ids = rows.map((r) => r.id);
    const result = await previewOk({ productIds: ids, mode: "amount", value: -20, rounding: 1 });
    const { rows: sizes } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from product_variants where product_id = any($1::bigint[])",
      [ids],
    );
    expect(result.changes).toHaveLength(sizes[0]!.n);
    expect(result.description).toBe("Bajar $ 20, redondeado a $ 1 en 2 productos");
    expect((await send(`/api/admin/catalogue/changes/${result.id}/apply`)).status).toBe(200);
    expect((await send("/api/admin/catalogue/undo/price")).status).toBe(200);
  });

  it("never takes a price to $ 0 or less: those sizes are errors and nothing can be applied", async () => {
    const sabores = await categoryId("sabores");
    const cheapest = Math.min(...(await pricesIn(sabores)).map((v) => v.price));
    const result = await previewOk({ categoryId: sabores, mode: "amount", value: -cheapest, rounding: 1 });
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result.errors[0]!.message).toMatch(/quedaría en \$ 0 o menos\.$/);
    expect(result.canApply).toBe(false);
    expect(result.id).toBeNull();
  });

  it.each([
    [{ mode: "percent", value: 10, rounding: 5 }, "Elija una categoría o seleccione productos."],
    [
      { categoryId: 1, productIds: [1], mode: "percent", value: 10, rounding: 5 },
      "Elija una categoría o seleccione productos.",
    ],
    [
      { categoryId: 2, mode: "percent", value: 0, rounding: 5 },
      "El porcentaje debe estar entre -90 y 500, y no ser 0.",
    ],
    [
      { categoryId: 2, mode: "percent", value: -95, rounding: 5 },
      "El porcentaje debe estar entre -90 y 500, y no ser 0.",
    ],
    [
      { categoryId: 2, mode: "amount", value: 2.5, rounding: 1 },
      "El monto debe ser un número entero de pesos, distinto de 0 (hasta 100.000).",
    ],
    [{ categoryId: 2, mode: "percent", value: 10, rounding: 3 }, "Elija el redondeo: $ 1, $ 5 o $ 10."],
  ])("refuses a bad request (%#) with a Spanish message", async (body, message) => {
    const res = await send("/api/admin/catalogue/price-change/preview", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("refuses the 'Todos' pseudo-category and unknown products", async () => {
    const all = await categoryId("todos");
    const res = await send("/api/admin/catalogue/price-change/preview", {
      categoryId: all,
      mode: "percent",
      value: 5,
      rounding: 1,
    });
    expect(res.status).toBe(400);
    const unknown = await send("/api/admin/catalogue/price-change/preview", {
      productIds: [99_999_999],
      mode: "percent",
      value: 5,
      rounding: 1,
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toMatch(/ya no existe/);
  });

  it("says so when there is nothing to undo", async () => {
    const res = await send("/api/admin/catalogue/undo/price");
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("No hay ningún cambio de precios para deshacer.");
  });

  it("requires an admin: 401 without a token, 403 for a signed-in shopper", async () => {
    const shopper = await bearer({ appRole: null });
    const body = { categoryId: 2, mode: "percent", value: 10, rounding: 5 };
    expect((await send("/api/admin/catalogue/price-change/preview", body, {})).status).toBe(401);
    expect((await send("/api/admin/catalogue/price-change/preview", body, shopper)).status).toBe(403);
    expect((await send("/api/admin/catalogue/undo/price", undefined, shopper)).status).toBe(403);
  });
});
