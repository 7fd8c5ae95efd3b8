import { createFileRoute } from "@tanstack/react-router";
import type { FeedList } from "../../domain/api/content.ts";
import { ProductPage } from "../features/catalogue/ProductPage.tsx";
import { getJSON, settle } from "../lib/get-json.ts";
import { getProduct } from "../lib/get-product.ts";

/**
 * /shop/product/<slug>: one product. The Worker also renders its title, description and JSON-LD into the HTML,
 * and inlines the product's API answer, which the loader uses instead of a second round trip on the first view.
 * The social strip's pictures are read alongside and not waited for (SocialStrip shows their places meanwhile).
 */
export const Route = createFileRoute("/shop/product/$slug")({
  loader: ({ params, abortController }) => {
    const feed = settle(getJSON<FeedList>("/feed"));
    return getProduct(params.slug, abortController.signal).then((lookup) => ({ lookup, feed }));
  },
  component: ProductPage,
});
