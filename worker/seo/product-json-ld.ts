import type { ProductDetailRow } from "../db/catalogue.ts";

const absolute = (site: string, path: string) => new URL(path, site).toString();

/** schema.org Product with one Offer per size, price in UYU and availability from stock. */
export function productJsonLd(product: ProductDetailRow, site: string) {
  const url = absolute(site, `/shop/product/${product.slug}`);
  const availability = product.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.code ?? undefined,
    description: product.description,
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
