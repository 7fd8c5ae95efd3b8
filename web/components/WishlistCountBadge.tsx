import { useWishlistCount } from "../lib/wishlist-store.ts";
import "./wishlist-button.css";

// Apart from WishlistButton.tsx: the header shows the badge on every first load; the hearts and their toggling load
// with the product cards and pages.

/** The number of favourites, as a badge for the header's heart link; nothing when there are none. */
export function WishlistCountBadge() {
  const count = useWishlistCount();
  if (count === 0) return null;
  return (
    <span className="wishlist-count" aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}
