import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { settle } from "../lib/get-json.ts";
import { getSiteNotices } from "../lib/site-notices.ts";

// The form code (react-hook-form, zod) lives only in this route's lazily loaded chunk.
export const Route = createFileRoute("/shop/checkout")({
  // The closure notice, not waited for: it shows next to the delivery estimate when it arrives (ClosureNote).
  loader: () => ({ notices: settle(getSiteNotices()) }),
  component: CheckoutPage,
});
