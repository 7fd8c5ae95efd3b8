import type { ProductDetail } from "../../domain/api/catalogue.ts";
import { productJsonLdText } from "../../domain/product-seo.ts";

const absolute = (site: string, path: string) => new URL(path, site).toString();

/** schema.org Product with one Offer per size, price in UYU and availability from stock. */
export function productJsonLd(product: ProductDetail, site: string) {
  const url = absolute(site, `/shop/product/${product.slug}`);
  const availability = product.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    // The owner's SEO title and description when written (back office), else the name and description.
    ...productJsonLdText(product),
    sku: product.code ?? undefined,
    category: product.categoryTitle ?? undefined,
    image: [...product.images, ...product.thumbImages].slice(0, 4).map((path) => absolute(site, path)),
    url,
    brand: { "@type": "Brand", name: "Química Oriental" },
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: `${variant.size} ${product.unit}`,
      price: variant.finalPrice,
      priceCurrency: "UYU",
      availability,
      url,
      itemCondition: "https://schema.org/NewCondition",
    })),
  };
}
