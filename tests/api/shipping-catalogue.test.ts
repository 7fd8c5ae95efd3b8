import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import { CATALOGUE_CSV_HEADER, WEIGHT_CSV_HEADER } from "../../domain/catalogue-csv.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Each size's shipping weight (issue 45 part 2): prefilled from the size by the migration, in the catalogue
// spreadsheet's export and import (preview, apply, undo), and in the product form's sizes (PUT keeps or sets it).

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const cells = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
const toText = (table: string[][]) =>
  `\uFEFF${table.map((r) => r.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(";")).join("\r\n")}\r\n`;
const post = (path: string) => shop.request(path, { method: "POST", headers: admin });
const gramsOf = async (code: string, size: number) =>
  (
    await shop.pg.query<{ grams: number | null }>(
      `select v.shipping_grams as grams from product_variants v join products p on p.id = v.product_id
        where p.code = $1 and v.size = $2`,
      [code, size],
    )
  ).rows[0]!.grams;

describe("sizes' shipping weights", () => {
  it("are prefilled from the size (a gram per cc, ml or grs) and go out in the spreadsheet", async () => {
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from product_variants where shipping_grams is distinct from size",
    );
    expect(rows[0]!.n).toBe(0);
    const table = cells(await (await shop.request("/api/admin/catalogue/export.csv", { headers: admin })).text());
    expect(table[0]).toEqual([...CATALOGUE_CSV_HEADER]);
    const weight = table[0]!.indexOf(WEIGHT_CSV_HEADER);
    const lavender = table.find((r) => r[0] === "AE-001" && r[3] === "30")!;
    expect(lavender[weight]).toBe("30");
  });

  it("round-trip through the import with preview, apply and undo", async () => {
    const table = cells(await (await shop.request("/api/admin/catalogue/export.csv", { headers: admin })).text());
    const weight = table[0]!.indexOf(WEIGHT_CSV_HEADER);
    // Unchanged, the file previews no change at all.
    const same: CataloguePreview = await (
      await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(toText(table), admin))
    ).json();
    expect(same.changes).toEqual([]);

    table.find((r) => r[0] === "AE-001" && r[3] === "30")![weight] = "45";
    table.find((r) => r[0] === "AE-002" && r[3] === "100")![weight] = "";
    const res = await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(toText(table), admin));
    expect(res.status, await res.clone().text()).toBe(200);
    const result: CataloguePreview = await res.json();
    expect(result.changes.map((c) => [c.code, c.size, c.field, c.label, c.from, c.to])).toEqual([
      ["AE-001", 30, "shippingGrams", "Peso de envío", "30 g", "45 g"],
      ["AE-002", 100, "shippingGrams", "Peso de envío", "100 g", "(sin peso)"],
    ]);
    expect(await gramsOf("AE-001", 30)).toBe(30);
    expect((await post(`/api/admin/catalogue/changes/${result.id}/apply`)).status).toBe(200);
    expect(await gramsOf("AE-001", 30)).toBe(45);
    expect(await gramsOf("AE-002", 100)).toBeNull();
    expect((await post("/api/admin/catalogue/undo/import")).status).toBe(200);
    expect(await gramsOf("AE-001", 30)).toBe(30);
    expect(await gramsOf("AE-002", 100)).toBe(100);
  });

  it("are kept by a product save that does not send them, and set or cleared by one that does", async () => {
    const { rows } = await shop.pg.query<{ id: number }>("select id::int from products where code = 'AE-001'");
    const id = rows[0]!.id;
    const product = (await (await shop.request(`/api/admin/products/${id}`, { headers: admin })).json()).product;
    const variants = product.variants.map((v: { size: number; price: number; stock: number }) => ({
      size: v.size,
      price: v.price,
      stock: v.stock,
    }));
    expect(product.variants[0].shippingGrams).toBe(product.variants[0].size);
    const save = (vs: unknown[]) =>
      shop.request(`/api/admin/products/${id}`, {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify({ ...product, variants: vs }),
      });
    const size = variants[0].size as number;
    const put = await save([{ ...variants[0], shippingGrams: 38 }, ...variants.slice(1)]);
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await gramsOf("AE-001", size)).toBe(38);
    expect((await save(variants)).status).toBe(200);
    expect(await gramsOf("AE-001", size)).toBe(38);
    expect((await save([{ ...variants[0], shippingGrams: null }, ...variants.slice(1)])).status).toBe(200);
    expect(await gramsOf("AE-001", size)).toBeNull();
    const bad = await save([{ ...variants[0], shippingGrams: 0 }, ...variants.slice(1)]);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("El peso de envío es un número entero de gramos, mayor que 0.");
  });
});
