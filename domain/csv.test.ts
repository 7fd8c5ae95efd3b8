import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDate, csvHead, csvLine, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("writes plain text and integers as they are", () => {
    expect(csvCell("Ana Pérez")).toBe("Ana Pérez");
    expect(csvCell(12500)).toBe("12500");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+598 99 123 456", "'+598 99 123 456"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("neutralises a cell that starts like a formula: %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes cells with the separator, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("Calle 1; apto 2")).toBe('"Calle 1; apto 2"');
    expect(csvCell('El "Mago"')).toBe('"El ""Mago"""');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("a,b")).toBe("a,b");
  });

  it("leaves a formula sign inside the text alone", () => {
    expect(csvCell("Ana = Pérez")).toBe("Ana = Pérez");
  });
});

describe("toCsv", () => {
  it("starts with the BOM, separates with ';' and ends every row with CRLF", () => {
    expect(
      toCsv(
        ["Nombre", "Monto"],
        [
          ["Ana", 100],
          ["=x", null],
        ],
      ),
    ).toBe(`${CSV_BOM}Nombre;Monto\r\nAna;100\r\n'=x;\r\n`);
  });
});

describe("csvDate", () => {
  it("writes DD/MM/AAAA", () => {
    expect(csvDate("2026-03-09")).toBe("09/03/2026");
  });
});

describe("a streamed CSV", () => {
  it("is the same file as toCsv, written as its head and then one line at a time", () => {
    const header = ["N.º de pedido", "Teléfono"];
    const rows = [
      [1005, "099 123 456"],
      [1004, "+598 99"],
    ];
    expect(csvHead(header) + rows.map(csvLine).join("")).toBe(toCsv(header, rows));
    expect(csvHead(header)).toBe("\uFEFFN.º de pedido;Teléfono\r\n");
    expect(csvLine([1004, "+598 99"])).toBe("1004;'+598 99\r\n");
  });
});
