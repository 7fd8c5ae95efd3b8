import { createFileRoute } from "@tanstack/react-router";
import { CartPage } from "../features/cart/CartPage.tsx";

export const Route = createFileRoute("/shop/cart")({
  component: CartPage,
});
