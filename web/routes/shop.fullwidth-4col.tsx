import { createFileRoute, redirect } from "@tanstack/react-router";

// An old link target (SPEC section 2): it shows the shop.
export const Route = createFileRoute("/shop/fullwidth-4col")({
  beforeLoad: () => {
    throw redirect({ to: "/shop" });
  },
});
