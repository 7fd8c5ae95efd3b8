import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "./catalogue-csv.ts";
import { catalogueFileCells, decodeCatalogueFile } from "./catalogue-csv-file.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("reading the catalogue spreadsheet's file (in the back office's browser)", () => {
  it("splits Excel's Spanish ';' files, and ',' or tab files, keeping quoted cells whole", () => {
    expect(
      catalogueFileCells('\uFEFFCódigo;Nombre;Precio\r\nA-1;"Aceite; de ""coco""";100\r\nA-2;Coco;200\r\n'),
    ).toEqual([["Código", "Nombre", "Precio"], ["A-1", 'Aceite; de "coco"', "100"], ["A-2", "Coco", "200"], [""]]);
    expect(catalogueFileCells("Código,Nombre\nA-1,Coco")).toEqual([
      ["Código", "Nombre"],
      ["A-1", "Coco"],
    ]);
    expect(catalogueFileCells("Código\tNombre\nA-1\tCoco")[1]).toEqual(["A-1", "Coco"]);
  });

  it("reads UTF-8, and Windows-1252 when the file is not UTF-8 (Excel's 'CSV delimitado por comas')", () => {
    expect(decodeCatalogueFile(bytes("Limón;Árbol de té"))).toBe("Limón;Árbol de té");
    expect(decodeCatalogueFile(new Uint8Array([0x4c, 0x69, 0x6d, 0xf3, 0x6e]))).toBe("Limón");
  });

  it("refuses an unclosed quote (naming the row), NUL characters and a file over 5 MB, in Spanish", () => {
    expect(() => catalogueFileCells('Código;Nombre\nA-1;"Coco\n')).toThrow(
      "El archivo tiene comillas sin cerrar (fila 2). Revíselo y vuelva a intentarlo.",
    );
    expect(() => decodeCatalogueFile(bytes("A\0B"))).toThrow("El archivo tiene caracteres que no son texto.");
    expect(() => decodeCatalogueFile(new Uint8Array(MAX_IMPORT_BYTES + 1))).toThrow(
      "El archivo es demasiado grande (máximo 5 MB).",
    );
  });
});
