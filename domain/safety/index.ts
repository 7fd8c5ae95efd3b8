// A product's hazard data (issue 42, DESIGN.md section 13, decision 033): the fields the back office edits and the
// API checks (zod), and the view the product page shows, texts resolved from the codes the product keeps.

import * as z from "zod";
import { hasControlCharacters } from "../text.ts";
import { casProblem } from "./cas.ts";
import { GHS_CODES, type GhsCode, pictogramName, SIGNAL_WORDS, type SignalWord } from "./pictograms.ts";
import { isStatementCode, type Statement, type StatementKind, unknownStatement } from "./statement-codes.ts";

export * from "./cas.ts";
export * from "./pictograms.ts";
export * from "./statement-codes.ts";

export const MAX_CAS_NUMBERS = 10;
export const MAX_STATEMENTS = 40;
export const MAX_INCI = 300;
export const MAX_OTHER_WARNINGS = 1000;

/** A product's hazard data as the back office saves it (the product's columns, decision 033). */
export interface ProductSafety {
  inciName: string;
  casNumbers: string[];
  ghsPictograms: GhsCode[];
  signalWord: SignalWord | null;
  hazardStatements: string[];
  precautionaryStatements: string[];
  otherWarnings: string;
}

export const NO_SAFETY: ProductSafety = {
  inciName: "",
  casNumbers: [],
  ghsPictograms: [],
  signalWord: null,
  hazardStatements: [],
  precautionaryStatements: [],
  otherWarnings: "",
};

const unique = (values: readonly string[]) => new Set(values).size === values.length;

const statementCodeList = (kind: StatementKind) =>
  z
    .array(z.string().trim(), { error: "Elija los códigos de la lista." })
    .max(MAX_STATEMENTS, { error: `Hasta ${MAX_STATEMENTS} códigos.` })
    .superRefine((codes, ctx) => {
      const unknown = codes.find((code) => !isStatementCode(kind, code));
      if (unknown !== undefined) ctx.addIssue({ code: "custom", message: unknownStatement(kind, unknown) });
      else if (!unique(codes)) ctx.addIssue({ code: "custom", message: "Cada código va una sola vez." });
    });

/** The fields of 'Seguridad y datos técnicos', each checked against domain/safety's lists. */
export const productSafetyFields = {
  inciName: z
    .string()
    .trim()
    .max(MAX_INCI, { error: `Máximo ${MAX_INCI} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: "Escríbalo en una sola línea." }),
  casNumbers: z
    .array(z.string().trim(), { error: "Números CAS no válidos." })
    .max(MAX_CAS_NUMBERS, { error: `Hasta ${MAX_CAS_NUMBERS} números CAS.` })
    .superRefine((numbers, ctx) => {
      const problem = numbers.map((n) => casProblem(n)).find((p) => p !== undefined);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      else if (!unique(numbers)) ctx.addIssue({ code: "custom", message: "Cada número CAS va una sola vez." });
    }),
  ghsPictograms: z
    .array(z.enum(GHS_CODES as [GhsCode, ...GhsCode[]], { error: "Pictograma no válido: GHS01 a GHS09." }))
    .refine(unique, { error: "Cada pictograma va una sola vez." }),
  signalWord: z
    .enum(SIGNAL_WORDS, { error: "La palabra de advertencia es «Peligro», «Atención» o ninguna." })
    .nullable(),
  hazardStatements: statementCodeList("H"),
  precautionaryStatements: statementCodeList("P"),
  otherWarnings: z
    .string()
    .trim()
    .max(MAX_OTHER_WARNINGS, { error: `Máximo ${MAX_OTHER_WARNINGS} caracteres.` }),
};

/** What the product page shows: the texts of the product's own codes, resolved by the server. */
export interface ProductHazardsView {
  pictograms: { code: GhsCode; name: string }[];
  signalWord: SignalWord | null;
  hazardStatements: Statement[];
  precautionaryStatements: Statement[];
  otherWarnings: string;
}

/** A product's hazard data with the texts of its own codes, as the product page's query reads them (ghs_statements). */
export type ProductSafetyShown = Omit<ProductSafety, "hazardStatements" | "precautionaryStatements"> & {
  hazardStatements: Statement[];
  precautionaryStatements: Statement[];
};

/** The product page's hazard block, or null when the product has no hazard data to show. */
export function hazardsView(safety: ProductSafetyShown): ProductHazardsView | null {
  const view: ProductHazardsView = {
    pictograms: safety.ghsPictograms.map((code) => ({ code, name: pictogramName(code) })),
    signalWord: safety.signalWord,
    hazardStatements: safety.hazardStatements,
    precautionaryStatements: safety.precautionaryStatements,
    otherWarnings: safety.otherWarnings.trim(),
  };
  const empty =
    view.pictograms.length === 0 &&
    !view.signalWord &&
    view.hazardStatements.length === 0 &&
    view.precautionaryStatements.length === 0 &&
    view.otherWarnings === "";
  return empty ? null : view;
}
