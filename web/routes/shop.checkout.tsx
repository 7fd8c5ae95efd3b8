import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";

// The form code (react-hook-form, zod) lives only in this route's lazily loaded chunk.
export const Route = createFileRoute("/shop/checkout")({
  component: CheckoutPage,
});
