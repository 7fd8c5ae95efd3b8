import type { ProductListFilter } from "../../worker/db/catalogue.ts";
import { listingShapes, toQueryString } from "../support/listing-shapes.ts";
import { seededRandom } from "./random.ts";

/** One request of the benchmark: its class (for the per-class figures) and its path. */
export interface PlannedRequest {
  kind: string;
  path: string;
}

const random = seededRandom;

/** Rank r of n chosen with probability ∝ 1/(r+1): a few popular choices and a long tail (Zipf). */
function zipf(next: () => number, n: number) {
  const weights = Array.from({ length: n }, (_, r) => 1 / (r + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let x = next() * total;
  for (let r = 0; r < n; r++) {
    x -= weights[r]!;
    if (x <= 0) return r;
  }
  return n - 1;
}

// The bulk catalogue's vocabulary (tests/support/bulk-catalogue.ts), as shoppers type it.
const SEARCH_WORDS = [
  "limon",
  "lavanda",
  "menta",
  "eucalipto",
  "romero",
  "arbol de te",
  "naranja",
  "jazmin",
  "rosa",
  "vainilla",
  "coco",
  "almendras",
  "jojoba",
  "karite",
  "cacao",
  "canela",
  "clavo",
  "sandalo",
  "pachuli",
  "bergamota",
  "manzanilla",
  "calendula",
  "frutilla",
  "durazno",
  "anana",
  "uva",
  "melon",
  "kiwi",
  "mango",
  "cafe",
  "aceite",
  "esencia",
  "fragancia",
  "sabor",
  "manteca",
  "extracto",
  "colorante",
];

const browsingShapes = listingShapes.filter((s) => !s.filter.q);
const path = (filter: ProductListFilter) => `/api/products?${toQueryString(filter)}`;

/**
 * Shop-list traffic as shoppers make it: mostly browsing (category, size, price range, sort; page 1 far
 * more often than page 5), some searches for popular words, and a share of searches nobody has made
 * before (each one unique, so no cache can have its answer).
 */
export function typicalTraffic(count: number, options: { newSearchShare: number; seed?: number }): PlannedRequest[] {
  const next = random(options.seed ?? 1995);
  const seen = new Set<string>();
  const plan: PlannedRequest[] = [];
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (roll < options.newSearchShare) {
      // A word and a number, like a product code half remembered: 'menta 417'. Never asked before in this run.
      let q: string;
      do {
        q = `${SEARCH_WORDS[Math.floor(next() * SEARCH_WORDS.length)]} ${Math.floor(next() * 1000)}`;
      } while (seen.has(q));
      seen.add(q);
      plan.push({ kind: "new search (never cached)", path: path({ q, sort: "name", page: 1 }) });
    } else if (roll < 0.2) {
      const q = SEARCH_WORDS[zipf(next, SEARCH_WORDS.length)]!;
      plan.push({ kind: "popular search", path: path({ q, sort: "name", page: 1 + zipf(next, 3) }) });
    } else {
      const shape = browsingShapes[zipf(next, browsingShapes.length)]!;
      plan.push({ kind: shape.name, path: path({ ...shape.filter, page: shape.filter.page + zipf(next, 5) }) });
    }
  }
  return plan;
}

/** Every listing shape on its first five pages in turn: nothing repeats within a shape's five requests. */
export function everyShape(count: number): PlannedRequest[] {
  return everyShapeFilter(count).map(({ kind, filter }) => ({ kind, path: path(filter) }));
}

/** The same sequence as everyShape, as filters (for the bare-SQL baseline, which has no URL). */
export function everyShapeFilter(count: number): { kind: string; filter: ProductListFilter }[] {
  return Array.from({ length: count }, (_, n) => {
    const { name, filter } = listingShapes[n % listingShapes.length]!;
    const page = filter.page + (Math.floor(n / listingShapes.length) % 5);
    return { kind: name, filter: { ...filter, page } };
  });
}
