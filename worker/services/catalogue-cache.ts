import type {
  FeaturedProducts,
  ProductListPage,
  ProductPage as ProductPageAnswer,
} from "../../domain/api/catalogue.ts";
import type { Seller } from "../../domain/api/content.ts";
import type { Page } from "../../domain/schemas/page.ts";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { foldText } from "../../domain/text.ts";
import type { CategoryRow, ProductListFilter } from "../db/catalogue.ts";
import { AnswerCache } from "./answer-cache.ts";
import { TtlCache } from "./ttl-cache.ts";

/**
 * The isolate's memory of catalogue answers (see AnswerCache): categories, shop-list pages and product
 * pages. One per app instance, so each test shop starts empty. Admin writes to the catalogue call
 * `clear()`; other isolates catch up within `staleSeconds` at most.
 */
export interface CatalogueCacheTimes {
  /** Served as is for this long (0 = no caching). */
  freshSeconds: number;
  /** Served while refreshing in the background until this age. */
  staleSeconds: number;
}

/** Shop-list pages and product pages change only when an admin edits the catalogue or stock moves. */
export const DEFAULT_CATALOGUE_CACHE_TIMES: CatalogueCacheTimes = { freshSeconds: 10, staleSeconds: 60 };

/** GET /api/featured's answer. */
export type { FeaturedProducts };

/** GET /api/products's answer. */
export type ListingPage = ProductListPage;

/** GET /api/products/:slug's answer; null for an unknown slug (remembered too, briefly). */
export type ProductPage = ProductPageAnswer | null;

export function createCatalogueCache(times: CatalogueCacheTimes = DEFAULT_CATALOGUE_CACHE_TIMES) {
  const options = (maxEntries: number) => ({
    freshMs: times.freshSeconds * 1000,
    staleMs: times.staleSeconds * 1000,
    maxEntries,
  });
  const caches = {
    categories: new AnswerCache<CategoryRow[]>(options(1)),
    // A listing page is ~6 KB of JSON and a product page ~10 KB: a few MB at most per isolate.
    listings: new AnswerCache<ListingPage>(options(1_000)),
    products: new AnswerCache<ProductPage>(options(500)),
    /** The shop settings row (bank accounts, video, social profile): cleared when an admin saves it. */
    settings: new AnswerCache<ShopSettings>(options(1)),
    /** Who sells (Facturación's issuer; issue 40): cleared when an admin saves the invoice settings. */
    seller: new AnswerCache<Seller | null>(options(1)),
    /** The owner's pages (Nosotros, Servicios, Información, Términos), by slug: cleared when an admin saves one. */
    pages: new AnswerCache<Page | null>(options(4)),
    /** The home's featured products and the count of discounted ones (stock moves clear it too). */
    featured: new AnswerCache<FeaturedProducts>(options(1)),
    /** Totals per filter: every page of one filter has the same total (see listProducts). */
    listingTotals: new TtlCache<number>(60_000, 1_000),
  };
  return {
    ...caches,
    clear() {
      caches.categories.clear();
      caches.listings.clear();
      caches.products.clear();
      caches.settings.clear();
      caches.pages.clear();
      caches.seller.clear();
      caches.featured.clear();
      caches.listingTotals.clear();
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * One key per distinct answer: the validated filter in a fixed order, the search folded the way the
 * query folds it ('Limón' and 'limon' are the same search).
 */
export function listingKey(filter: ProductListFilter): string {
  const { category = "", size = "", minPrice = "", maxPrice = "", q, sort, page } = filter;
  return [category, size, minPrice, maxPrice, q ? foldText(q) : "", sort, page].join("|");
}
