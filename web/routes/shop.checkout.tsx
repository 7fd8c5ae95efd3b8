import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { settle } from "../lib/get-json.ts";
import { fetchShopSettings } from "../lib/settings/use-shop-settings.ts";
import { getSiteNotices } from "../lib/site-notices.ts";

// The form code (react-hook-form, zod) lives only in this route's lazily loaded chunk.
export const Route = createFileRoute("/shop/checkout")({
  // The closure notice, not waited for: it shows next to the delivery estimate when it arrives (ClosureNote).
  // The shop's rules (fee, minimum, discount, dates) price the preview: read before the page shows (a failure shows
  // the page's own error with 'Reintentar').
  loader: async () => {
    const notices = settle(getSiteNotices());
    await fetchShopSettings().catch(() => undefined);
    return { notices };
  },
  component: CheckoutPage,
});
