import { useEffect } from "react";
import type { ProductDetail } from "../../../domain/api/catalogue.ts";
import { productHead } from "../../../domain/product-seo.ts";
import { SITE_NAME } from "../../components/use-page-title.ts";

/** The head's tags a product page sets: the same as the Worker's HTML (worker/seo/site-routes.ts). */
const TAGS = [
  ["name", "description", "description"],
  ["property", "og:title", "title"],
  ["property", "og:description", "description"],
] as const;

/**
 * The product page's document title, meta description and Open Graph title and description while it is on screen:
 * the owner's SEO texts when written, else the name and the description's start (domain/product-seo.ts), as the
 * Worker puts them in the HTML of a first visit. Leaving the page puts back what was there before.
 */
export function useProductHead(product: ProductDetail | undefined, missingTitle: string) {
  useEffect(() => {
    const head = product ? productHead(product, SITE_NAME) : undefined;
    const before = { title: document.title, tags: new Map<HTMLMetaElement, string | null>() };
    document.title = head?.title ?? `${missingTitle} · ${SITE_NAME}`;
    if (head) {
      for (const [attr, key, field] of TAGS) {
        let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
        if (!meta) {
          meta = document.createElement("meta");
          meta.setAttribute(attr, key);
          document.head.append(meta);
        }
        before.tags.set(meta, meta.getAttribute("content"));
        meta.setAttribute("content", head[field]);
      }
    }
    return () => {
      document.title = before.title;
      for (const [meta, content] of before.tags) {
        if (content === null) meta.remove();
        else meta.setAttribute("content", content);
      }
    };
  }, [product, missingTitle]);
}
