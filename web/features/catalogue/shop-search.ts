import type { Size, Sort } from "../../../domain/catalogue.ts";

/**
 * The shop list's state in the URL: filters, sort, search text and page. Only values that differ from the
 * defaults are kept, so /shop stays /shop. A hand-written mirror of domain/schemas/catalogue.ts (zod stays out of
 * the storefront bundle): invalid values are dropped silently instead of failing the page. The route's
 * validateSearch is part of every first load; the filter kept between visits is in shop-filter.ts, with the pages.
 */
export interface ShopSearch {
  category?: string;
  size?: Size;
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  /** Absent means the default order (name). */
  sort?: Exclude<Sort, "name">;
  /** Absent means page 1. */
  page?: number;
}

// Mirrors of domain/catalogue.ts SIZES and SORTS. This file is part of the first-load bundle (the route's
// validateSearch), and importing domain/catalogue.ts would bring its price-range labels along.
const SIZES = [30, 100, 500, 1000] as const satisfies readonly Size[];
const SORTS = ["name", "price-asc", "price-desc"] as const satisfies readonly Sort[];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_PRICE = 10_000_000;

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function validateShopSearch(raw: Record<string, unknown>): ShopSearch {
  const out: ShopSearch = {};
  const { category, q, sort } = raw;
  // 'todos' is the "all categories" entry: the same as no category.
  if (typeof category === "string" && category.length <= 100 && SLUG.test(category) && category !== "todos") {
    out.category = category;
  }
  const size = wholeNumber(raw.size, 0, 1000);
  if (size !== undefined && (SIZES as readonly number[]).includes(size)) out.size = size as Size;
  const minPrice = wholeNumber(raw.minPrice, 0, MAX_PRICE);
  const maxPrice = wholeNumber(raw.maxPrice, 0, MAX_PRICE);
  if (minPrice !== undefined) out.minPrice = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) out.maxPrice = maxPrice;
  const text = typeof q === "string" ? q.trim() : typeof q === "number" ? String(q) : "";
  if (text && text.length <= 100) out.q = text;
  if (typeof sort === "string" && sort !== "name" && (SORTS as readonly string[]).includes(sort)) {
    out.sort = sort as Exclude<Sort, "name">;
  }
  const page = wholeNumber(raw.page, 2, 10_000);
  if (page !== undefined) out.page = page;
  return out;
}
