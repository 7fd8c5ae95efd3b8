import { formatUYU } from "./money.ts";

/** The most a product's own search-engine title and description may hold (migration 20261125000700). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** What the product page's head needs of a product. */
export interface ProductHeadSource {
  name: string;
  description: string;
  unit: string;
  variants: readonly { size: number; finalPrice: number }[];
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/**
 * The product page's title and description for search engines and link previews: the owner's own (back office,
 * 'Buscadores (SEO)') when written, used as they are; else the name with the site's, and the start of the
 * description with the sizes and the lowest price. One rule for the Worker's HTML (worker/seo/site-routes.ts),
 * the SPA's title and meta tags (web/features/catalogue/ProductPage.tsx) and the back office's preview.
 */
export function productHead(product: ProductHeadSource, siteName: string): { title: string; description: string } {
  const ownTitle = product.seoTitle?.trim();
  const ownDescription = product.seoDescription?.trim();
  return {
    title: ownTitle || `${product.name} · ${siteName}`,
    description: ownDescription || defaultDescription(product),
  };
}

function defaultDescription(product: ProductHeadSource): string {
  const sizes = product.variants.map((v) => `${v.size} ${product.unit}`).join(", ");
  const first = product.variants[0];
  const from = first ? ` Desde ${formatUYU(first.finalPrice)}.` : "";
  return `${product.description.slice(0, 140).trim()} Presentaciones: ${sizes}.${from}`;
}

/** The name and description of the product's JSON-LD: the owner's SEO texts when written. */
export function productJsonLdText(product: ProductHeadSource): { name: string; description: string } {
  return {
    name: product.seoTitle?.trim() || product.name,
    description: product.seoDescription?.trim() || product.description,
  };
}
