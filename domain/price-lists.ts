import { discountedPrice } from "./pricing.ts";

// Wholesale price lists (issue 44, DESIGN.md section 12 and section 9's step 0): what a line costs an approved
// company's buyer. Pure, so the server (the authority: it prices every cart and order) and the SPA (a preview) agree.
//
// A list sets, per product size, either a fixed price or a percent off the size's list price, and quantity breaks
// (from N units on, a unit price); a whole category may have a default percent. A size may also ask business buyers
// for a minimum quantity and a multiple. The rules, in the order they are tried for a line of q units of a size:
//   - the list's price of the size: its own fixed price, or its percent off the size's list price, else its
//     category's default percent off it;
//   - the break with the largest 'from' that q reaches, if the size has breaks;
//   the lower of the two, so more units never cost more per unit; retail when the list says nothing.
// A business buyer never pays more than retail: when the product's own discount (retail) is lower than what the list
// gives, the line takes retail. All amounts are whole pesos; a percent rounds once, as the product's discount does.

/** A size's own price on a list: a fixed price, or a percent off the size's list price. */
export type SizePrice = { kind: "fixed"; price: number } | { kind: "percent"; percent: number };

/** From `from` units on, each unit costs `price`. */
export interface QuantityBreak {
  from: number;
  price: number;
}

/** What a list says about one product size. */
export interface SizeTerms {
  price?: SizePrice | null;
  /** Ascending by `from`, each price lower than the one before (domain/schemas/price-list.ts checks it). */
  breaks?: readonly QuantityBreak[];
  /** Business buyers buy at least this many units (1 or absent: no minimum). */
  minQuantity?: number | null;
  /** Business buyers buy in multiples of this (1 or absent: any quantity). */
  multiple?: number | null;
}

export interface PriceList {
  id: number;
  name: string;
  /** Per product size (variant id). */
  sizes: ReadonlyMap<number, SizeTerms>;
  /** A default percent off per category (category id). */
  categoryPercent: ReadonlyMap<number, number>;
}

/** A size as retail prices it: its list price and the product's own discount (percent). */
export interface RetailSize {
  variantId: number;
  categoryId: number | null;
  /** The size's list price, before the product's discount. */
  price: number;
  /** The product's discount, percent (0-100). */
  discount: number;
}

export type WholesaleSource = "break" | "fixed" | "percent" | "category" | "retail";

export interface WholesalePrice {
  /** What each unit costs this buyer. */
  unitPrice: number;
  /** What each unit costs at retail (shown struck through when higher). */
  retailUnitPrice: number;
  /** Which rule gave the price ('retail' when the list has nothing better). */
  source: WholesaleSource;
}

/** The list's price of a size before any break: its own price, else its category's percent; undefined: nothing. */
function listPrice(size: RetailSize, terms: SizeTerms | undefined, list: PriceList) {
  if (terms?.price?.kind === "fixed") return { price: terms.price.price, source: "fixed" as const };
  if (terms?.price?.kind === "percent") {
    return { price: discountedPrice(size.price, terms.price.percent), source: "percent" as const };
  }
  const percent = size.categoryId === null ? undefined : list.categoryPercent.get(size.categoryId);
  if (percent !== undefined) return { price: discountedPrice(size.price, percent), source: "category" as const };
  return undefined;
}

/** The break that applies to `quantity` units: the one with the largest `from` it reaches. */
export function breakFor(breaks: readonly QuantityBreak[] | undefined, quantity: number): QuantityBreak | undefined {
  let found: QuantityBreak | undefined;
  for (const b of breaks ?? []) if (quantity >= b.from && (!found || b.from > found.from)) found = b;
  return found;
}

/** Section 9, step 0: the unit price of `quantity` units of a size for a buyer of `list` (null: retail buyer). */
export function wholesaleUnitPrice(size: RetailSize, quantity: number, list: PriceList | null): WholesalePrice {
  const retailUnitPrice = discountedPrice(size.price, size.discount);
  if (!list) return { unitPrice: retailUnitPrice, retailUnitPrice, source: "retail" };
  const terms = list.sizes.get(size.variantId);
  const quantityBreak = breakFor(terms?.breaks, quantity);
  const byList = listPrice(size, terms, list);
  // The lower of the break and the list's own price, so more units never cost more per unit.
  const chosen =
    quantityBreak && (!byList || quantityBreak.price <= byList.price)
      ? { price: quantityBreak.price, source: "break" as const }
      : byList;
  if (!chosen || chosen.price >= retailUnitPrice)
    return { unitPrice: retailUnitPrice, retailUnitPrice, source: "retail" };
  return { unitPrice: chosen.price, retailUnitPrice, source: chosen.source };
}

/**
 * Why a business buyer cannot take `quantity` units of a size, in Spanish ('Aceite de coco (1000 grs): mínimo
 * 5 unidades.'), or null when the quantity is allowed. Retail buyers have no minimum nor multiple.
 */
export function quantityProblem(label: string, quantity: number, terms: SizeTerms | undefined): string | null {
  const min = terms?.minQuantity ?? 1;
  const multiple = terms?.multiple ?? 1;
  if (quantity < min) return `${label}: mínimo ${min} unidades.`;
  if (quantity % multiple !== 0) return `${label}: se vende en múltiplos de ${multiple} unidades.`;
  return null;
}

/** The nearest allowed quantity at or above `quantity` (the cart's stepper jumps by it). */
export function allowedQuantity(quantity: number, terms: SizeTerms | undefined): number {
  const min = terms?.minQuantity ?? 1;
  const multiple = terms?.multiple ?? 1;
  const atLeast = Math.max(min, quantity, 1);
  return Math.ceil(atLeast / multiple) * multiple;
}

/** A price list as the database stores it (worker/db/price-lists.ts reads it as JSON). */
export interface PriceListRow {
  id: number;
  name: string;
  /** The list's own bank-transfer discount, percent; null: the shop's. */
  transferDiscountPercent: number | null;
  categories: { categoryId: number; percent: number }[];
  sizes: {
    variantId: number;
    fixedPrice: number | null;
    percent: number | null;
    breaks: QuantityBreak[];
    minQuantity: number | null;
    multiple: number | null;
  }[];
}

/** The company an approved buyer buys for, and its list. */
export interface BuyerWholesale {
  company: { id: number; rut: string; legalName: string; fiscalAddress: string; activity: string };
  list: PriceListRow;
}

/** The stored list as the pricing rules read it. */
export function priceListFrom(row: PriceListRow): PriceList {
  const sizes = new Map<number, SizeTerms>();
  for (const s of row.sizes) {
    const price: SizePrice | null =
      s.fixedPrice !== null
        ? { kind: "fixed", price: s.fixedPrice }
        : s.percent !== null
          ? { kind: "percent", percent: s.percent }
          : null;
    sizes.set(s.variantId, {
      price,
      breaks: [...s.breaks].sort((a, b) => a.from - b.from),
      minQuantity: s.minQuantity,
      multiple: s.multiple,
    });
  }
  return {
    id: row.id,
    name: row.name,
    sizes,
    categoryPercent: new Map(row.categories.map((c) => [c.categoryId, c.percent])),
  };
}
