// The shop's public catalogue answers (GET /api/categories, /api/products, /api/products/:slug, /api/featured),
// as the Worker builds them (worker/db/catalogue.ts, worker/services/catalogue-cache.ts) and the SPA reads them.

import type { ProductDocument } from "../documents.ts";
import type { ProductHazardsView } from "../safety/index.ts";
import type { StockMode } from "../stock.ts";

/** A size of a product and its price before and after the product's discount. */
export interface Variant {
  id: number;
  size: number;
  price: number;
  finalPrice: number;
  /** Units of this size the shop can sell now, computed on the server (domain/stock.ts unitsOfSize). */
  available: number;
}

/** A product as a card shows it (lists, related products, the home's featured ones). */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  code: string | null;
  discount: number;
  isNew: boolean;
  /** Units that can be sold (all sizes, or the bulk over the smallest size); 0: out of stock. */
  quantity: number;
  /** DESIGN.md section 10: units per size ('size') or one amount in the unit all sizes draw on ('bulk'). */
  stockMode: StockMode;
  /** The bulk in the product's unit (bulk mode; 0 by size). */
  bulkStock: number;
  unit: string;
  thumbImages: string[];
  categorySlug: string | null;
  categoryTitle: string | null;
  /** Price of the listed variant (the chosen size, else the smallest) before and after discount. */
  price: number;
  finalPrice: number;
  variants: Variant[];
}

/** A product's own page. */
export interface ProductDetail extends ProductCard {
  description: string;
  images: string[];
  /** Alt texts of the gallery (of `images`, or of the card images when it has none); '' = the product's name. */
  imageAlts: string[];
  benefits: string[];
  uses: string[];
  doses: string[];
  isNotEaten: boolean;
  /** 'Sin derecho de arrepentimiento': the owner's reason (null: the product may be withdrawn; decision 029). */
  noWithdrawalReason: string | null;
  categoryId: number | null;
  updatedAt: string;
  /** The owner's own title and description for search engines (null: the name and description stand). */
  seoTitle: string | null;
  seoDescription: string | null;
  /** INCI name and CAS numbers (null / [] when the owner gave none; decision 033). */
  inciName: string | null;
  casNumbers: string[];
  /** The hazard block (pictograms, signal word, H/P texts resolved by the server), or null for none. */
  hazards: ProductHazardsView | null;
  /** Its current FDS and Ficha técnica (issue 42), FDS first: the page's downloads. */
  documents: ProductDocument[];
}

export interface Category {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  /** 'Todos': listed first, left out of the home's list. */
  isAll: boolean;
}

/** GET /api/categories */
export interface CategoryList {
  items: Category[];
}

/** GET /api/products: one page of the shop list. */
export interface ProductListPage {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** GET /api/products/:slug: the product and its related products. */
export interface ProductPage {
  product: ProductDetail;
  related: ProductCard[];
}

/** GET /api/featured: the home's featured products (in stock only) and how many products are discounted. */
export interface FeaturedProducts {
  items: ProductCard[];
  discounted: number;
  total: number;
}
