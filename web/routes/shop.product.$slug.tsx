import { createFileRoute } from "@tanstack/react-router";
import { ProductPage } from "../features/catalogue/ProductPage.tsx";

/** /shop/product/<slug>: one product. The Worker also renders its title, description and JSON-LD into the HTML. */
export const Route = createFileRoute("/shop/product/$slug")({
  component: ProductPage,
});
