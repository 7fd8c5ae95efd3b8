import { createFileRoute } from "@tanstack/react-router";
import { WishlistPage } from "../features/wishlist/WishlistPage.tsx";
import { getProduct } from "../lib/get-product.ts";
import { wishlistStore } from "../lib/wishlist-store.ts";

/**
 * /wishlist: the favourites kept in this browser, each with today's sizes, prices and stock. The loader starts one
 * read per favourite and does not wait: each row fills in when its answer arrives (null: it could not be read).
 * Its key is the list itself (it is not in the URL), so a changed list is read again.
 */
export const Route = createFileRoute("/wishlist")({
  loaderDeps: () => ({ slugs: wishlistStore.get().map((item) => item.slug) }),
  loader: ({ deps }) => ({
    products: Object.fromEntries(deps.slugs.map((slug) => [slug, getProduct(slug).catch(() => null)])),
  }),
  component: WishlistPage,
});
