import { createFileRoute } from "@tanstack/react-router";
import { getProduct } from "../features/catalogue/get-product.ts";
import { ProductPage } from "../features/catalogue/ProductPage.tsx";
import { RouteError } from "./-components/RouteError.tsx";

/**
 * /shop/product/<slug>: one product. The Worker also renders its title, description and JSON-LD into the HTML,
 * and inlines the product's API answer, which the loader uses instead of a second round trip on the first view.
 */
export const Route = createFileRoute("/shop/product/$slug")({
  loader: ({ params, abortController }) => getProduct(params.slug, abortController.signal),
  component: ProductPage,
  errorComponent: RouteError,
});
