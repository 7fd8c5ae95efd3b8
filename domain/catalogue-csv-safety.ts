// The hazard columns of the catalogue's spreadsheet (issue 42, decision 033): INCI, CAS, pictograms, signal word,
// H and P codes. Optional in a file (one exported before them still imports: its products keep their hazard data).
// Each list is one cell, its items separated by spaces (commas and semicolons are read too, but never written: a
// comma in many cells would make the import take the comma for the file's delimiter); this module reads a row's
// cells into the canonical text the export writes ('GHS02 GHS07'), so a file read back unchanged compares equal.

import { casProblem } from "./safety/cas.ts";
import { GHS_CODES, SIGNAL_WORDS } from "./safety/pictograms.ts";
import { isStatementCode, type StatementKind, unknownStatement } from "./safety/statement-codes.ts";
import { foldText, hasControlCharacters } from "./text.ts";

export const SAFETY_CSV_HEADER = [
  "INCI",
  "CAS",
  "Pictogramas",
  "Palabra de advertencia",
  "Indicaciones H",
  "Consejos P",
] as const;

export type SafetyColumn =
  | "inciName"
  | "casNumbers"
  | "ghsPictograms"
  | "signalWord"
  | "hazardStatements"
  | "precautionaryStatements";
export const SAFETY_COLUMN_KEYS: readonly SafetyColumn[] = [
  "inciName",
  "casNumbers",
  "ghsPictograms",
  "signalWord",
  "hazardStatements",
  "precautionaryStatements",
];

/** A product's hazard data as the spreadsheet writes it: each list joined by spaces, '' for none. */
export type CsvSafety = Record<SafetyColumn, string>;

const MAX_INCI = 300;
const join = (items: readonly string[]) => items.join(" ");
const items = (cell: string) =>
  cell
    .replace(/\s*\+\s*/g, "+")
    .split(/[,;\s]+/)
    .filter(Boolean);

/** The export's cells of a product's hazard data. */
export function safetyCells(safety: {
  inciName: string | null;
  casNumbers: readonly string[];
  ghsPictograms: readonly string[];
  signalWord: string | null;
  hazardStatements: readonly string[];
  precautionaryStatements: readonly string[];
}): CsvSafety {
  return {
    inciName: safety.inciName ?? "",
    casNumbers: join(safety.casNumbers),
    ghsPictograms: join(safety.ghsPictograms),
    signalWord: safety.signalWord ?? "",
    hazardStatements: join(safety.hazardStatements),
    precautionaryStatements: join(safety.precautionaryStatements),
  };
}

function statements(kind: StatementKind, cell: string): string[] | string {
  const codes = items(cell).map((code) =>
    code.replace(/^([hp])/i, (m) => m.toUpperCase()).replace(/\+([hp])/gi, (m) => m.toUpperCase()),
  );
  const unknown = codes.find((code) => !isStatementCode(kind, code));
  if (unknown !== undefined) return unknownStatement(kind, unknown);
  if (new Set(codes).size !== codes.length)
    return `Un código se repite en «${kind === "H" ? "Indicaciones H" : "Consejos P"}».`;
  return codes;
}

/** A row's hazard cells in canonical form, or the first thing wrong with them (a Spanish message). */
export function readSafetyCells(get: (column: SafetyColumn) => string): CsvSafety | string {
  const inciName = get("inciName");
  if (inciName.length > MAX_INCI || hasControlCharacters(inciName))
    return `El nombre INCI admite hasta ${MAX_INCI} caracteres, en una línea.`;

  const cas = items(get("casNumbers"));
  for (const number of cas) {
    const problem = casProblem(number);
    if (problem) return problem;
  }
  if (new Set(cas).size !== cas.length) return "Un número CAS se repite.";

  const pictograms = items(get("ghsPictograms")).map((code) => code.toUpperCase());
  const unknownPictogram = pictograms.find((code) => !(GHS_CODES as readonly string[]).includes(code));
  if (unknownPictogram !== undefined)
    return `«${unknownPictogram}» no es un pictograma del SGA: use GHS01 a GHS09, separados por espacios.`;

  const signalText = get("signalWord");
  const signalWord = SIGNAL_WORDS.find((w) => foldText(w) === foldText(signalText));
  if (signalText !== "" && !signalWord)
    return `La palabra de advertencia debe ser «Peligro», «Atención» o quedar vacía (dice «${signalText}»).`;

  const h = statements("H", get("hazardStatements"));
  if (typeof h === "string") return h;
  const p = statements("P", get("precautionaryStatements"));
  if (typeof p === "string") return p;
  return {
    inciName,
    casNumbers: join(cas),
    ghsPictograms: join(GHS_CODES.filter((code) => pictograms.includes(code))),
    signalWord: signalWord ?? "",
    hazardStatements: join(h),
    precautionaryStatements: join(p),
  };
}
