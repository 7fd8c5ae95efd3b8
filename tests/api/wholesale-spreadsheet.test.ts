import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import { CATALOGUE_CSV_HEADER } from "../../domain/catalogue-csv.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The catalogue spreadsheet's wholesale columns (issue 44, W2; decisions 023 and 036): four per price list, written by
// the export, read by the import (previewed, applied in the same transaction as the rest, undone with it).

let shop: TestShop;
let admin: Record<string, string>;
let listId: number;
/** AE-001's sizes by size. */
let lavender: Map<number, number>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number; size: number }>(
    "select v.id::int, v.size from product_variants v join products p on p.id = v.product_id where p.code = 'AE-001'",
  );
  lavender = new Map(rows.map((r) => [r.size, r.id]));
  listId = (
    await shop.pg.query<{ id: number }>("insert into price_lists (name) values ('Mayorista A') returning id::int")
  ).rows[0]!.id;
  await shop.pg.query(
    `insert into price_list_sizes (price_list_id, variant_id, percent, breaks, min_quantity, multiple)
     values ($1, $2, 10, '[{"from": 5, "price": 850}, {"from": 10, "price": 800}]', 5, 5)`,
    [listId, lavender.get(500)],
  );
});
afterAll(() => shop.close());

const HEADINGS = ["Mayorista A: precio", "Mayorista A: escalas", "Mayorista A: mínimo", "Mayorista A: múltiplo"];
const exportTable = async () => {
  const res = await shop.request("/api/admin/catalogue/export.csv", { headers: admin });
  expect(res.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
};
const toText = (table: string[][]) =>
  `\uFEFF${table.map((r) => r.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(";")).join("\r\n")}\r\n`;
const preview = async (table: string[][]): Promise<CataloguePreview> => {
  const res = await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(toText(table), admin));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const post = (path: string) => shop.request(path, { method: "POST", headers: admin });
const row = (table: string[][], size: number) => table.find((r) => r[0] === "AE-001" && r[3] === String(size))!;
const at = (table: string[][], heading: string) => table[0]!.indexOf(heading);
const terms = async () =>
  (
    await shop.pg.query<{ size: number; fixed: number | null; percent: number | null; breaks: unknown; min: number }>(
      `select v.size, s.fixed_price as fixed, s.percent, s.breaks, s.min_quantity as min
         from price_list_sizes s join product_variants v on v.id = s.variant_id
        where s.price_list_id = $1 order by v.size`,
      [listId],
    )
  ).rows;

describe("the export", () => {
  it("writes four columns per list after the catalogue's, and the same file imported back changes nothing", async () => {
    const table = await exportTable();
    expect(table[0]).toEqual([...CATALOGUE_CSV_HEADER, ...HEADINGS]);
    expect(row(table, 500).slice(-4)).toEqual(["10 %", "5:850; 10:800", "5", "5"]);
    expect(row(table, 30).slice(-4)).toEqual(["", "", "", ""]);
    const result = await preview(table);
    expect(result.errors).toEqual([]);
    expect(result.changes).toEqual([]);
  });
});

describe("the import", () => {
  it("previews the wholesale changes, applies them with the rest in one go, and undo puts the lists back", async () => {
    const before = await terms();
    const table = await exportTable();
    const price = at(table, "Mayorista A: precio");
    row(table, 500)[price] = "$ 900";
    row(table, 500)[price + 1] = "";
    row(table, 30).splice(price, 4, "", "3:400; 6:380", "", "");
    row(table, 100)[5] = String(Number(row(table, 100)[5]) + 10);
    const result = await preview(table);
    expect(result.errors).toEqual([]);
    expect(result.changes.map((c) => [c.size, c.field, c.label, c.from, c.to])).toEqual([
      [100, "price", "Precio", expect.any(String), expect.any(String)],
      [30, "wholesale", "Lista «Mayorista A»", "(no está en la lista)", "escalas 3:400; 6:380"],
      [
        500,
        "wholesale",
        "Lista «Mayorista A»",
        "10 % · escalas 5:850; 10:800 · mínimo 5 · múltiplo 5",
        "$\u00a0900 · mínimo 5 · múltiplo 5",
      ],
    ]);
    expect(await terms()).toEqual(before);

    const applied = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await terms()).toEqual([
      {
        size: 30,
        fixed: null,
        percent: null,
        breaks: [
          { from: 3, price: 400 },
          { from: 6, price: 380 },
        ],
        min: null,
      },
      { size: 500, fixed: 900, percent: null, breaks: [], min: 5 },
    ]);

    const undone = await post("/api/admin/catalogue/undo/import");
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await terms()).toEqual(before);
  });

  it("refuses an unknown list and a bad cell naming row and column, storing nothing", async () => {
    const table = await exportTable();
    table[0]!.push("Mayorista Z: precio", "Mayorista Z: escalas", "Mayorista Z: mínimo", "Mayorista Z: múltiplo");
    for (const r of table.slice(1)) r.push("", "", "", "");
    const escalas = at(table, "Mayorista A: escalas");
    row(table, 500)[escalas] = "5:800; 10:850";
    const result = await preview(table);
    const line = table.indexOf(row(table, 500)) + 1;
    expect(result.errors).toEqual([
      {
        row: 1,
        message:
          "Columna «Mayorista Z: precio»: no hay ninguna lista de precios llamada «Mayorista Z». Créela en «Listas de precios» o corrija el encabezado.",
      },
      {
        row: line,
        message: "Columna «Mayorista A: escalas»: Cada escala tiene un precio menor que la anterior.",
      },
    ]);
    expect(result.canApply).toBe(false);
    expect(result.id).toBeNull();
  });

  it("leaves the lists untouched when the file has no wholesale columns", async () => {
    const before = await terms();
    const table = (await exportTable()).map((r) => r.slice(0, CATALOGUE_CSV_HEADER.length));
    row(table, 100)[5] = String(Number(row(table, 100)[5]) + 20);
    const result = await preview(table);
    expect(result.changes.map((c) => c.field)).toEqual(["price"]);
    expect((await post(`/api/admin/catalogue/changes/${result.id}/apply`)).status).toBe(200);
    expect(await terms()).toEqual(before);
    expect((await post("/api/admin/catalogue/undo/import")).status).toBe(200);
  });

  it("refuses to apply when the list was edited since the preview", async () => {
    const table = await exportTable();
    row(table, 500)[at(table, "Mayorista A: precio")] = "15 %";
    const result = await preview(table);
    expect(result.canApply).toBe(true);
    await shop.pg.query("update price_list_sizes set percent = 12 where price_list_id = $1", [listId]);
    const applied = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status).toBe(409);
    expect((await applied.json()).error.message).toBe(
      "El catálogo cambió desde la vista previa; vuelva a generarla. Cambió: la lista «Mayorista A» en AE-001 Aceite esencial de Lavanda 500.",
    );
    expect((await terms()).find((t) => t.size === 500)?.percent).toBe(12);
  });
});
