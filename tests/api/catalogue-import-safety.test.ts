import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import { CATALOGUE_CSV_HEADER } from "../../domain/catalogue-csv.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42 (decision 033): the catalogue spreadsheet carries INCI, CAS, pictograms, signal word, H and P codes, with
// the import's preview (row errors in Spanish) and undo as for the other columns.

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const column = (title: string) => CATALOGUE_CSV_HEADER.indexOf(title as (typeof CATALOGUE_CSV_HEADER)[number]);
const cells = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
const toText = (table: string[][]) =>
  `\uFEFF${table.map((r) => r.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(";")).join("\r\n")}\r\n`;
const exportTable = async () =>
  cells(await (await shop.request("/api/admin/catalogue/export.csv", { headers: admin })).text());
const preview = async (table: string[][]): Promise<CataloguePreview> => {
  const res = await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(toText(table), admin));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const post = (path: string) => shop.request(path, { method: "POST", headers: admin });
const hazardsOf = async (code: string) =>
  (
    await shop.pg.query<{ cas: string[]; h: string[]; signal: string | null }>(
      "select cas_numbers as cas, hazard_statements as h, signal_word as signal from products where code = $1",
      [code],
    )
  ).rows[0];

describe("the catalogue spreadsheet's hazard data", () => {
  it("exports each product's INCI, CAS, pictograms, signal word and codes, and reads back unchanged", async () => {
    const table = await exportTable();
    const eucalipto = table.find((r) => r[1] === "Aceite esencial de Eucalipto")!;
    expect(eucalipto.slice(column("INCI"), column("Consejos P") + 1)).toEqual([
      "Eucalyptus Globulus Leaf Oil",
      "8000-48-4 84625-32-1",
      "GHS02 GHS07",
      "Atención",
      "H226 H315 H317 H412",
      "P210 P273 P280 P302+P352 P333+P313 P403+P235 P501",
    ]);
    const result = await preview(table);
    expect(result.errors).toEqual([]);
    expect(result.changes).toEqual([]);
  });

  it("previews, applies and undoes a change of CAS, signal word and H codes", async () => {
    const table = await exportTable();
    const rows = table.filter((r) => r[1] === "Aceite esencial de Eucalipto");
    const code = rows[0]![0]!;
    for (const row of rows) {
      row[column("CAS")] = "8000-48-4";
      row[column("Palabra de advertencia")] = "Peligro";
      row[column("Indicaciones H")] = "H226 H304 H315 H317 H412";
    }
    const result = await preview(table);
    expect(result.errors).toEqual([]);
    expect(result.changes.map((c) => [c.code, c.label, c.from, c.to])).toEqual([
      [code, "CAS", "8000-48-4 84625-32-1", "8000-48-4"],
      [code, "Palabra de advertencia", "Atención", "Peligro"],
      [code, "Indicaciones H", "H226 H315 H317 H412", "H226 H304 H315 H317 H412"],
    ]);
    expect((await post(`/api/admin/catalogue/changes/${result.id}/apply`)).status).toBe(200);
    expect(await hazardsOf(code)).toEqual({
      cas: ["8000-48-4"],
      h: ["H226", "H304", "H315", "H317", "H412"],
      signal: "Peligro",
    });
    const undone = await post("/api/admin/catalogue/undo/import");
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await hazardsOf(code)).toEqual({
      cas: ["8000-48-4", "84625-32-1"],
      h: ["H226", "H315", "H317", "H412"],
      signal: "Atención",
    });
  });

  it("reports a wrong CAS check digit and an unknown code as row errors in Spanish, with nothing to apply", async () => {
    const table = await exportTable();
    const first = table.findIndex((r) => r[1] === "Aceite esencial de Eucalipto");
    const lemon = table.findIndex((r) => r[1] === "Aceite esencial de Limón");
    for (const row of table.filter((r) => r[1] === "Aceite esencial de Eucalipto")) row[column("CAS")] = "8000-48-5";
    for (const row of table.filter((r) => r[1] === "Aceite esencial de Limón")) row[column("Consejos P")] = "P210 P999";
    const result = await preview(table);
    expect(result.canApply).toBe(false);
    expect(result.errors).toContainEqual({
      row: first + 1,
      message: "El número CAS «8000-48-5» no es válido: su dígito de control no coincide.",
    });
    expect(result.errors).toContainEqual({
      row: lemon + 1,
      message: "«P999» no es un consejo de prudencia (P) conocido: elija el código de la lista.",
    });
  });

  it("creates a new code as a draft with its hazard data", async () => {
    const table = await exportTable();
    const row = [...table[1]!];
    row[0] = "SV-900";
    row[1] = "Alcohol isopropílico";
    row.splice(column("INCI"), 6, "Isopropyl Alcohol", "67-63-0", "GHS02 GHS07", "Peligro", "H225 H319 H336", "P210");
    const result = await preview([table[0]!, row]);
    expect(result.errors).toEqual([]);
    expect(result.newProducts.map((n) => n.code)).toEqual(["SV-900"]);
    expect((await post(`/api/admin/catalogue/changes/${result.id}/apply`)).status).toBe(200);
    expect(await hazardsOf("SV-900")).toEqual({ cas: ["67-63-0"], h: ["H225", "H319", "H336"], signal: "Peligro" });
  });
});
