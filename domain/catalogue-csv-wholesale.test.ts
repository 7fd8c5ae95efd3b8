import { describe, expect, it } from "vitest";
import {
  parseBreaks,
  readWholesaleCells,
  sameTerms,
  wholesaleCells,
  wholesaleColumns,
  wholesaleHeadings,
} from "./catalogue-csv-wholesale.ts";

describe("parseBreaks", () => {
  it("reads 'from:price' pairs, with spaces, a peso sign and thousands; blank is none", () => {
    expect(parseBreaks("5:850; 10:800")).toEqual({
      breaks: [
        { from: 5, price: 850 },
        { from: 10, price: 800 },
      ],
    });
    expect(parseBreaks(" 5 : $ 1.850 ;10:1.800; ")).toEqual({
      breaks: [
        { from: 5, price: 1850 },
        { from: 10, price: 1800 },
      ],
    });
    expect(parseBreaks("")).toEqual({ breaks: [] });
  });

  it("refuses what is not a pair, overlapping or rising breaks and more than 10, with the schema's words", () => {
    expect(parseBreaks("5-850")).toEqual({
      error: "«5-850» no es una escala: escriba cantidad:precio, por ejemplo «5:850; 10:800».",
    });
    expect(parseBreaks("5:850; 5:800")).toEqual({ error: "Cada escala empieza en más unidades que la anterior." });
    expect(parseBreaks("5:800; 10:850")).toEqual({ error: "Cada escala tiene un precio menor que la anterior." });
    const eleven = Array.from({ length: 11 }, (_, i) => `${i + 2}:${1000 - i}`).join("; ");
    expect(parseBreaks(eleven)).toEqual({ error: "Hasta 10 escalas por tamaño." });
  });
});

describe("a list's four cells", () => {
  it("write and read back the same terms", () => {
    const terms = {
      fixedPrice: null,
      percent: 10,
      breaks: [
        { from: 5, price: 850 },
        { from: 10, price: 800 },
      ],
      minQuantity: 5,
      multiple: 5,
    };
    const cells = wholesaleCells(terms);
    expect(cells).toEqual(["10 %", "5:850; 10:800", "5", "5"]);
    expect(readWholesaleCells("Mayorista A", cells)).toEqual(terms);
    expect(readWholesaleCells("Mayorista A", ["$ 900", "", "", ""])).toMatchObject({ fixedPrice: 900, percent: null });
    expect(readWholesaleCells("Mayorista A", ["", "", "", ""])).toBeNull();
    expect(sameTerms(terms, readWholesaleCells("Mayorista A", cells) as typeof terms)).toBe(true);
    expect(sameTerms(terms, null)).toBe(false);
  });

  it("name the column of a bad cell", () => {
    expect(readWholesaleCells("Mayorista A", ["diez", "", "", ""])).toBe(
      "Columna «Mayorista A: precio»: «diez» no es un precio en pesos ni un porcentaje como «10 %».",
    );
    expect(readWholesaleCells("Mayorista A", ["95 %", "", "", ""])).toBe(
      "Columna «Mayorista A: precio»: El porcentaje va de 1 a 90.",
    );
    expect(readWholesaleCells("Mayorista A", ["", "5:800; 10:850", "", ""])).toBe(
      "Columna «Mayorista A: escalas»: Cada escala tiene un precio menor que la anterior.",
    );
    expect(readWholesaleCells("Mayorista A", ["", "", "3", "5"])).toBe(
      "Columna «Mayorista A: mínimo»: El mínimo debe ser un múltiplo del múltiplo.",
    );
    expect(readWholesaleCells("Mayorista A", ["", "", "", "x"])).toBe(
      "Columna «Mayorista A: múltiplo»: «x» no es un número entero de unidades.",
    );
  });
});

describe("wholesaleColumns", () => {
  it("finds each list's four columns in any order, accents and case aside; other columns are not lists", () => {
    const header = [
      "Código",
      "Precio",
      "mayorista a: MINIMO",
      ...wholesaleHeadings("Mayorista A").slice(0, 2),
      "Nota: x",
    ];
    const lists = wholesaleColumns(header);
    expect([...lists.values()]).toEqual([{ name: "mayorista a", index: [3, 4, 2, -1] }]);
  });
});
