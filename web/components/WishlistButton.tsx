import { toggleWishlist, useIsInWishlist } from "../lib/wishlist-actions.ts";
import type { WishlistProduct } from "../lib/wishlist-store.ts";
import { HeartIcon } from "./Icon.tsx";
import "./wishlist-button.css";

/** The heart on product cards and the product page: a toggle button (aria-pressed). */
export function WishlistButton({ product, className }: { product: WishlistProduct; className?: string }) {
  const active = useIsInWishlist(product.id);
  return (
    <button
      type="button"
      className={["wishlist-button", className ?? ""].filter(Boolean).join(" ")}
      aria-pressed={active}
      aria-label={active ? "Quitar de favoritos" : "Añadir a favoritos"}
      title={active ? "Quitar de favoritos" : "Añadir a favoritos"}
      onClick={(event) => {
        event.preventDefault(); // inside a card link, toggle without navigating
        event.stopPropagation();
        toggleWishlist(product);
      }}
    >
      <HeartIcon size={22} fill={active ? "currentColor" : "none"} />
    </button>
  );
}
