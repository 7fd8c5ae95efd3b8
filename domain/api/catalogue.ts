// The shop's public catalogue answers (GET /api/categories, /api/products, /api/products/:slug, /api/featured),
// as the Worker builds them (worker/db/catalogue.ts, worker/services/catalogue-cache.ts) and the SPA reads them.

/** A size of a product and its price before and after the product's discount. */
export interface Variant {
  id: number;
  size: number;
  price: number;
  finalPrice: number;
}

/** A product as a card shows it (lists, related products, the home's featured ones). */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  code: string | null;
  discount: number;
  isNew: boolean;
  quantity: number;
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
  categoryId: number | null;
  updatedAt: string;
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
