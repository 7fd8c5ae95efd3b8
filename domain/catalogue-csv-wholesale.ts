// The catalogue spreadsheet's wholesale columns (issue 44; decision 023's export and import): four per price list, on
// each size row — 'Mayorista A: precio' (a fixed price '900', or a percent off retail '10 %'), 'Mayorista A: escalas'
// ('5:850; 10:800': from 5 units $ 850 each, from 10 $ 800), 'Mayorista A: mínimo' and 'Mayorista A: múltiplo'.
// All four blank: the size is not on that list. Pure: the server reads every cell with these rules, and checks them
// with the editor's own schema (domain/schemas/price-list.ts), so the file and the editor refuse the same things.

import type { QuantityBreak } from "./price-lists.ts";
import { quantityBreaksSchema, sizeTermsSchema } from "./schemas/price-list.ts";
import { foldText } from "./text.ts";

/** What a list says about one size, as the file and the catalogue compare it. */
export interface WholesaleTerms {
  fixedPrice: number | null;
  percent: number | null;
  breaks: QuantityBreak[];
  minQuantity: number | null;
  multiple: number | null;
}

export const WHOLESALE_PARTS = ["precio", "escalas", "mínimo", "múltiplo"] as const;

/** The four headings of a list, in the export's order. */
export const wholesaleHeadings = (list: string) => WHOLESALE_PARTS.map((part) => `${list}: ${part}`);

/** '5:850; 10:800' (ascending). */
export const formatBreaks = (breaks: readonly QuantityBreak[]) => breaks.map((b) => `${b.from}:${b.price}`).join("; ");

/** The four cells of a size on a list ('' each when the list does not name the size). */
export function wholesaleCells(terms: WholesaleTerms | undefined): string[] {
  if (!terms) return ["", "", "", ""];
  const price =
    terms.fixedPrice !== null ? String(terms.fixedPrice) : terms.percent !== null ? `${terms.percent} %` : "";
  return [price, formatBreaks(terms.breaks), String(terms.minQuantity ?? ""), String(terms.multiple ?? "")];
}

const whole = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The breaks of a cell ('5:850; 10:800', '5: $ 850'; thousands with a dot), or the Spanish reason they are not
 * valid: each pair 'from:price', ascending, each price lower than the one before, up to 10 (quantityBreaksSchema).
 */
export function parseBreaks(text: string): { breaks: QuantityBreak[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { breaks: [] };
  const pairs: { from: number; price: number }[] = [];
  for (const part of trimmed.split(";").map((p) => p.trim())) {
    if (part === "") continue;
    const match = /^(\d[\d.]*)\s*:\s*(?:\$\s*)?(\d[\d.]*)$/.exec(part);
    const from = match && whole(match[1]!.replace(/\./g, ""));
    const price = match && whole(match[2]!.replace(/\./g, ""));
    if (from == null || price == null) {
      return { error: `«${part}» no es una escala: escriba cantidad:precio, por ejemplo «5:850; 10:800».` };
    }
    pairs.push({ from, price });
  }
  const checked = quantityBreaksSchema.safeParse(pairs);
  return checked.success ? { breaks: checked.data } : { error: checked.error.issues[0]!.message };
}

/** The columns of the file's header that are some list's, by the list's name as written (accents and case aside). */
export function wholesaleColumns(header: readonly string[]): Map<string, { name: string; index: number[] }> {
  const lists = new Map<string, { name: string; index: number[] }>();
  header.forEach((title, column) => {
    const match = /^(.+?)\s*:\s*([^:]+)$/.exec(title.replace(/^\uFEFF/, "").trim());
    const part = match && WHOLESALE_PARTS.findIndex((p) => foldText(p) === foldText(match[2]!.trim()));
    if (!match || part === null || part === -1) return;
    const key = foldText(match[1]!.trim());
    const list = lists.get(key) ?? { name: match[1]!.trim(), index: [-1, -1, -1, -1] };
    list.index[part] = column;
    lists.set(key, list);
  });
  return lists;
}

/**
 * A size's terms on a list from its four cells (null: all blank, the size is not on the list), or the Spanish reason
 * naming the column ('Columna «Mayorista A: escalas»: …').
 */
export function readWholesaleCells(list: string, cells: readonly string[]): WholesaleTerms | null | string {
  const [priceText, breaksText, minText, multipleText] = cells.map((c) => c.replace(/\u00a0/g, " ").trim());
  if ([priceText, breaksText, minText, multipleText].every((c) => !c)) return null;
  const column = (i: number) => `Columna «${wholesaleHeadings(list)[i]}»`;
  let fixedPrice: number | null = null;
  let percent: number | null = null;
  if (priceText) {
    const pct = /^(\d{1,3})\s*%$/.exec(priceText);
    const amount = whole(priceText.replace(/^\$\s*/, "").replace(/\./g, ""));
    if (pct) percent = Number(pct[1]);
    else if (amount !== undefined) fixedPrice = amount;
    else return `${column(0)}: «${priceText}» no es un precio en pesos ni un porcentaje como «10 %».`;
  }
  const breaks = parseBreaks(breaksText ?? "");
  if ("error" in breaks) return `${column(1)}: ${breaks.error}`;
  const limit = (text: string | undefined, i: number) => {
    if (!text) return null;
    const value = whole(text);
    return value === undefined ? `${column(i)}: «${text}» no es un número entero de unidades.` : value;
  };
  const minQuantity = limit(minText, 2);
  if (typeof minQuantity === "string") return minQuantity;
  const multiple = limit(multipleText, 3);
  if (typeof multiple === "string") return multiple;
  const price =
    fixedPrice !== null
      ? { kind: "fixed" as const, price: fixedPrice }
      : percent !== null
        ? { kind: "percent" as const, percent }
        : null;
  const checked = sizeTermsSchema.safeParse({ variantId: 1, price, breaks: breaks.breaks, minQuantity, multiple });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const at =
      issue.path[0] === "price" ? 0 : issue.path[0] === "minQuantity" ? 2 : issue.path[0] === "multiple" ? 3 : 1;
    return `${column(at)}: ${issue.message}`;
  }
  return { fixedPrice, percent, breaks: breaks.breaks, minQuantity, multiple };
}

/** Whether two terms say the same (the preview lists only real changes). */
export function sameTerms(a: WholesaleTerms | null, b: WholesaleTerms | null): boolean {
  return JSON.stringify(a && wholesaleCells(a)) === JSON.stringify(b && wholesaleCells(b));
}
