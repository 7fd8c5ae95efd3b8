// Catalogue constants shared by the shop list, its filters, the admin forms and the API.

import { groupThousands } from "./money.ts";

/** Variant sizes (SPEC: a variant's id is its size). */
export const SIZES = [30, 100, 500, 1000] as const;
export type Size = (typeof SIZES)[number];

export const UNITS = ["cc", "ml", "grs"] as const;
export type Unit = (typeof UNITS)[number];
export const DEFAULT_UNIT: Unit = "cc";

/** Boundaries of the price filter, in whole pesos. */
export const PRICE_POINTS = [0, 200, 500, 750, 1000] as const;

export interface PriceRange {
  readonly from: number;
  /** Upper bound (both bounds are inclusive as minPrice/maxPrice); undefined for the last, open range. */
  readonly to: number | undefined;
  readonly label: string;
}

// Labels use the es-UY thousands separator ("$1.000") but no space after "$", to stay compact.
const pesos = (n: number) => `$${groupThousands(n)}`;

/** Consecutive ranges between the price points, plus "more than" the last one. */
export const PRICE_RANGES: readonly PriceRange[] = Object.freeze(
  PRICE_POINTS.map((from, i): PriceRange => {
    const to = PRICE_POINTS[i + 1];
    return Object.freeze({
      from,
      to,
      label: to === undefined ? `Más de ${pesos(from)}` : `${pesos(from)} - ${pesos(to)}`,
    });
  }),
);

/** Products per shop page; the blog shows 7 posts per page. */
export const PAGE_SIZE = 12;
export const BLOG_PAGE_SIZE = 7;

export const SORTS = ["name", "price-asc", "price-desc"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "name";
export const SORT_LABELS: Readonly<Record<Sort, string>> = {
  name: "Todos (A–Z)",
  "price-asc": "Precio ascendente",
  "price-desc": "Precio descendente",
};

/**
 * The page numbers a pager shows: the current page and up to `neighbours` on each side. Near the
 * first or last page the window slides so the pager keeps the same width (2 * neighbours + 1 pages
 * when there are that many). An out-of-range page is clamped; no pages gives [].
 */
export function paginationWindow(page: number, totalPages: number, neighbours = 2): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const width = Math.min(total, 2 * Math.max(0, Math.floor(neighbours)) + 1);
  const start = Math.min(Math.max(1, current - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
