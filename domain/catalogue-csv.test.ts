import { describe, expect, it } from "vitest";
import {
  CATALOGUE_CSV_HEADER,
  CatalogueFileError,
  catalogueCsvCells,
  NO_CODE_NOTICE,
  readCatalogueCsv,
  readWholeNumber,
} from "./catalogue-csv.ts";
import { groupCatalogueRows } from "./catalogue-csv-products.ts";

const categories = [
  { id: 1, title: "Todos", isAll: true },
  { id: 2, title: "Aceites", isAll: false },
  { id: 3, title: "Fragancias", isAll: false },
];
const header = [...CATALOGUE_CSV_HEADER];
const row = (over: Partial<Record<number, string>> = {}) => {
  const cells = ["AE-001", "Aceite de Lavanda", "Aceites", "30", "cc", "290", "15", "presentación", "12", "sí"];
  for (const [i, v] of Object.entries(over)) cells[Number(i)] = v!;
  return cells;
};

describe("readWholeNumber", () => {
  it.each([
    ["150", 150],
    ["1.500", 1500],
    ["$ 1.500", 1500],
    ["1500,00", 1500],
    ["1.500,00", 1500],
    ["12,5", undefined],
    ["-3", undefined],
    ["1,500", undefined],
    ["abc", undefined],
  ])("%j → %j", (text, value) => {
    expect(readWholeNumber(text)).toBe(value);
  });
});

describe("readCatalogueCsv", () => {
  it("reads what the export writes, back to the same values", () => {
    const cells = catalogueCsvCells({
      code: "AE-001",
      name: "Aceite de Lavanda",
      category: "Aceites",
      size: 30,
      unit: "cc",
      price: 290,
      discount: 15,
      stockMode: "bulk",
      stock: 3600,
      published: false,
      safety: {
        inciName: "Lavandula Angustifolia Oil",
        casNumbers: "8000-28-0 90063-37-9",
        ghsPictograms: "GHS07",
        signalWord: "Atención",
        hazardStatements: "H315 H317",
        precautionaryStatements: "P280 P302+P352",
      },
      shippingGrams: 35,
    }).map((c) => (c === null ? "" : String(c)));
    const { rows, errors } = readCatalogueCsv([header, cells], categories);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        code: "AE-001",
        name: "Aceite de Lavanda",
        categoryId: 2,
        size: 30,
        unit: "cc",
        price: 290,
        discount: 15,
        stockMode: "bulk",
        stock: 3600,
        published: false,
        safety: {
          inciName: "Lavandula Angustifolia Oil",
          casNumbers: "8000-28-0 90063-37-9",
          ghsPictograms: "GHS07",
          signalWord: "Atención",
          hazardStatements: "H315 H317",
          precautionaryStatements: "P280 P302+P352",
        },
        shippingGrams: 35,
      },
    ]);
  });

  it("reads each size's shipping weight (issue 45): blank is none, a bad one is explained", () => {
    const weight = header.indexOf("Peso de envío (g)");
    const read = (grams: string) => {
      const cells = row({ [weight]: grams });
      return readCatalogueCsv([header, cells], categories);
    };
    expect(read("1.080").rows[0]?.shippingGrams).toBe(1080);
    expect(read("250 g").rows[0]?.shippingGrams).toBe(250);
    expect(read("").rows[0]?.shippingGrams).toBeNull();
    expect(read("1,5 kg").errors).toEqual([
      { row: 2, message: "El peso de envío «1,5 kg» no es válido: un número entero de gramos mayor que 0, o vacío." },
    ]);
    // A file without the column (exported before issue 45) leaves the sizes' weights alone.
    const older = readCatalogueCsv([header.slice(0, weight), row().slice(0, weight)], categories);
    expect(older.errors).toEqual([]);
    expect(older.rows[0]).not.toHaveProperty("shippingGrams");
  });

  it("accepts columns in any order, titles without accents, and skips blank lines", () => {
    const shuffled = [
      "publicado",
      "codigo",
      "nombre",
      "categoria",
      "tamano",
      "unidad",
      "precio",
      "descuento",
      "stock por",
      "stock",
    ];
    const r = row();
    const cells = [r[9]!, r[0]!, r[1]!, r[2]!, r[3]!, r[4]!, r[5]!, r[6]!, r[7]!, r[8]!];
    const { rows, errors } = readCatalogueCsv([shuffled, ["", ""], cells], categories);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ row: 3, code: "AE-001", price: 290, published: true });
  });

  it("takes off the apostrophe the export puts before text that looks like a formula", () => {
    const { rows } = readCatalogueCsv([header, row({ 1: "'=Mezcla" })], categories);
    expect(rows[0]!.name).toBe("=Mezcla");
  });

  it("names the missing columns", () => {
    expect(() => readCatalogueCsv([["Código", "Nombre"]], categories)).toThrow(CatalogueFileError);
    expect(() => readCatalogueCsv([["Código", "Nombre"]], categories)).toThrow(/Categoría, Tamaño, Unidad, Precio/);
    expect(() => readCatalogueCsv([], categories)).toThrow("El archivo está vacío.");
  });

  it.each([
    [{ 2: "Todos" }, "«Todos» no es una categoría: indique una concreta."],
    [{ 4: "litros" }, "La unidad «litros» no es válida: use cc, ml o grs."],
    [{ 6: "120" }, "El descuento «120» no es válido: un número entero de 0 a 100."],
    [{ 7: "caja" }, "«Stock por» debe decir «presentación» o «granel» (dice «caja»)."],
    [{ 8: "-1" }, "El stock «-1» no es válido: un número entero de 0 en adelante."],
    [{ 8: "" }, "Falta el stock."],
    [{ 9: "tal vez" }, "«Publicado» debe decir «sí» o «no» (dice «tal vez»)."],
    [{ 1: "" }, "Falta el nombre del producto."],
    [{ 5: "" }, "Falta el precio."],
  ])("explains a bad row (%j)", (over, message) => {
    const { errors } = readCatalogueCsv([header, row(over)], categories);
    expect(errors).toEqual([{ row: 2, message }]);
  });

  it("leaves out a row without a code, saying so", () => {
    const { rows, errors, skipped } = readCatalogueCsv([header, row({ 0: " " })], categories);
    expect([rows, errors]).toEqual([[], []]);
    expect(skipped).toEqual([{ row: 2, message: NO_CODE_NOTICE }]);
  });
});

describe("groupCatalogueRows", () => {
  const read = (...cells: string[][]) => readCatalogueCsv([header, ...cells], categories).rows;

  it("gathers a product's sizes by code (case and spaces aside)", () => {
    const { products, errors } = groupCatalogueRows(read(row({ 3: "100", 5: "690" }), row({ 0: "ae-001 " })));
    expect(errors).toEqual([]);
    expect(products).toHaveLength(1);
    expect(products[0]!.sizes.map((s) => [s.size, s.price])).toEqual([
      [30, 290],
      [100, 690],
    ]);
  });

  it("refuses a repeated size and rows that disagree on the product", () => {
    const { errors } = groupCatalogueRows(
      read(row(), row(), row({ 3: "100", 6: "10" }), row({ 3: "500", 7: "granel", 8: "100" })),
    );
    expect(errors).toEqual([
      { row: 3, message: "El código «AE-001» con tamaño 30 ya está en la fila 2." },
      { row: 4, message: "El descuento no coincide con la fila 2, del mismo código «AE-001»." },
      { row: 5, message: "«Stock por» no coincide con la fila 2, del mismo código «AE-001»." },
    ]);
  });

  it("a granel, the stock is the product's and must be the same on each row", () => {
    const bulk = { 7: "granel", 8: "5000" };
    const { products, errors } = groupCatalogueRows(read(row(bulk), row({ ...bulk, 3: "100", 8: "4000" })));
    expect(products[0]!.bulkStock).toBe(5000);
    expect(errors[0]!.message).toMatch(/^El stock a granel no coincide con la fila 2/);
  });
});
