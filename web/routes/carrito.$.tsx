import { createFileRoute } from "@tanstack/react-router";
import { KeptCartLinkPage } from "../features/kept-carts/KeptCartLinkPage.tsx";
import { NotFound } from "../features/layout/NotFound.tsx";

/**
 * /carrito/recuperar/<token> (a reminder's link that restores the cart) and /carrito/recordatorios/baja?token=…
 * (its unsubscribe link): issue 43. One route for both keeps the storefront's first load small; its component is
 * split off by the router plugin. Any other /carrito/… path is the shop's not-found page.
 */
export const Route = createFileRoute("/carrito/$")({
  component: () => <KeptCartLinkPage notFound={<NotFound />} />,
});
