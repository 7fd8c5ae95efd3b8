import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatUYU } from "../../../domain/money.ts";
import { CartIcon, HeartIcon, UserIcon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { WishlistCountBadge } from "../../components/WishlistCountBadge.tsx";
import { openCartDrawerFromLink } from "../../lib/cart/cart-drawer-store.ts";
import { useCartSummary } from "../../lib/cart/cart-store.ts";
import { useWishlistCount } from "../../lib/wishlist-store.ts";
import { DesktopNav } from "./DesktopNav.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import "./header.css";

/** Site header: logo, main menu (desktop) or hamburger (mobile), wishlist and cart. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Named by its visible text (the wordmark), so speech input can use what it shows. */}
        <Link to="/" className="site-header__logo">
          <Logo />
        </Link>
        <DesktopNav />
        <div className="site-header__actions">
          <AccountLink />
          <WholesaleSlot />
          <WishlistLink />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** 'Mi cuenta' (issue 43): an icon beside the wishlist from 900px; the mobile menu lists it below that. */
function AccountLink() {
  return (
    <Link to="/mi-cuenta" className="icon-button site-header__account" aria-label="Mi cuenta">
      <UserIcon size={24} />
    </Link>
  );
}

const WholesaleBadge = lazy(() => import("../../components/wholesale/WholesaleBadge.tsx"));

/** A business buyer's 'Precios mayoristas' (issue 44): its code is fetched when the browser is idle, off the first load. */
function WholesaleSlot() {
  const [idle, setIdle] = useState(false);
  useEffect(() => void (window.requestIdleCallback ?? setTimeout)(() => setIdle(true)), []);
  return idle && <Suspense>{<WholesaleBadge />}</Suspense>;
}

function WishlistLink() {
  const count = useWishlistCount();
  return (
    <Link
      to="/wishlist"
      className="icon-button"
      aria-label={`Favoritos: ${count} ${count === 1 ? "producto" : "productos"}`}
    >
      <HeartIcon size={24} />
      <WishlistCountBadge />
    </Link>
  );
}

function CartButton() {
  const { count, total } = useCartSummary();
  const amount = formatUYU(total);
  const badge = count > 99 ? "99+" : String(count);
  // The name holds the visible '3 $ 1.200' as it is shown (axe label-content-name-mismatch), then says it in words.
  const label = `Carrito: ${badge} ${amount} (${count} ${count === 1 ? "producto" : "productos"})`;
  return (
    <Link
      to="/shop/cart"
      className="cart-button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={openCartDrawerFromLink}
    >
      <span className="cart-button__icon">
        <CartIcon size={24} />
        <span className="cart-button__badge" aria-hidden="true">
          {badge}
        </span>
      </span>
      <span className="cart-button__total" aria-hidden="true">
        {amount}
      </span>
    </Link>
  );
}
