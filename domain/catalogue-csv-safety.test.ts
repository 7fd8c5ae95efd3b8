import { describe, expect, it } from "vitest";
import { CATALOGUE_CSV_HEADER, CatalogueFileError, readCatalogueCsv } from "./catalogue-csv.ts";

const categories = [{ id: 2, title: "Aceites", isAll: false }];
const base = ["AE-003", "Aceite esencial de Eucalipto", "Aceites", "30", "cc", "180", "0", "presentación", "95", "sí"];
const header = [...CATALOGUE_CSV_HEADER];
const read = (safety: string[]) => readCatalogueCsv([header, [...base, ...safety]], categories);

describe("the catalogue spreadsheet's hazard columns", () => {
  it("reads INCI, CAS, pictograms, signal word and H/P codes into their canonical cells", () => {
    const { rows, errors } = read([
      "Eucalyptus Globulus Leaf Oil",
      "8000-48-4; 84625-32-1",
      "ghs07 GHS02",
      "atencion",
      "H226,H315",
      "P210, P302 + P352",
    ]);
    expect(errors).toEqual([]);
    expect(rows[0]!.safety).toEqual({
      inciName: "Eucalyptus Globulus Leaf Oil",
      casNumbers: "8000-48-4 84625-32-1",
      ghsPictograms: "GHS02 GHS07",
      signalWord: "Atención",
      hazardStatements: "H226 H315",
      precautionaryStatements: "P210 P302+P352",
    });
  });

  it.each([
    [["", "8000-48-3", "", "", "", ""], "El número CAS «8000-48-3» no es válido: su dígito de control no coincide."],
    [["", "8000484", "", "", "", ""], "«8000484» no es un número CAS: escríbalo como 7732-18-5 (dígitos y guiones)."],
    [["", "", "GHS10", "", "", ""], "«GHS10» no es un pictograma del SGA: use GHS01 a GHS09, separados por espacios."],
    [
      ["", "", "", "Cuidado", "", ""],
      "La palabra de advertencia debe ser «Peligro», «Atención» o quedar vacía (dice «Cuidado»).",
    ],
    [
      ["", "", "", "", "H226 H999", ""],
      "«H999» no es una indicación de peligro (H) conocida: elija el código de la lista.",
    ],
    [
      ["", "", "", "", "", "P210+P999"],
      "«P210+P999» no es un consejo de prudencia (P) conocido: elija el código de la lista.",
    ],
  ])("refuses a bad hazard cell with a row error in Spanish: %j", (safety, message) => {
    const { rows, errors } = read(safety);
    expect(rows).toEqual([]);
    expect(errors).toEqual([{ row: 2, message }]);
  });

  it("leaves the hazard data alone for a file without its columns, and asks for all of them if some are there", () => {
    const { rows } = readCatalogueCsv([header.slice(0, 10), base], categories);
    expect(rows[0]!.safety).toBeNull();
    expect(() =>
      readCatalogueCsv(
        [
          [...header.slice(0, 10), "INCI", "CAS"],
          [...base, "x", ""],
        ],
        categories,
      ),
    ).toThrow(
      new CatalogueFileError(
        "Al archivo le faltan columnas: Pictogramas, Palabra de advertencia, Indicaciones H, Consejos P. Use el archivo que genera «Exportar CSV» como modelo.",
      ),
    );
  });
});
