import { createFileRoute } from "@tanstack/react-router";
import { WishlistPage } from "../features/wishlist/WishlistPage.tsx";

export const Route = createFileRoute("/wishlist")({
  component: WishlistPage,
});
