import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { cartTotal } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import { buttonClass } from "../../components/Button.tsx";
import { CartNotices } from "../../components/CartNotices.tsx";
import { CartThumb } from "../../components/CartThumb.tsx";
import { CloseIcon } from "../../components/Icon.tsx";
import { useCartCheck } from "../../lib/cart/cart-check.ts";
import { closeCartDrawer } from "../../lib/cart/cart-drawer-store.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { lineLabel } from "../../lib/cart/reconcile.ts";
import { removeFromCart } from "./cart-actions.ts";
import { QuantityControl } from "./QuantityControl.tsx";
import "../../components/cart.css";

/**
 * The 'Mi carrito' sidebar: a modal <dialog> (the browser keeps focus inside and the page inert),
 * Escape or a click outside closes it, and focus goes back to what opened it.
 */
export default function CartDrawerPanel({ open }: { open: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const lines = cartStore.use();
  const checking = useCartCheck(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".cart-drawer__close")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  // A route change (browser back, a link) closes the sidebar.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    closeCartDrawer();
  }, [pathname]);

  const total = cartTotal(lines);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape (cancel) is the keyboard way
    <dialog
      ref={dialogRef}
      className="cart-drawer"
      aria-labelledby="cart-drawer-title"
      onCancel={(event) => {
        event.preventDefault();
        closeCartDrawer();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeCartDrawer();
      }}
    >
      <div className="cart-drawer__panel">
        <div className="cart-drawer__head">
          <h2 id="cart-drawer-title" className="cart-drawer__title">
            Mi carrito
          </h2>
          <button type="button" className="cart-drawer__close" aria-label="Cerrar carrito" onClick={closeCartDrawer}>
            <CloseIcon size={22} />
          </button>
        </div>

        <div className="cart-drawer__body">
          <CartNotices />
          {lines.length === 0 ? (
            <p className="cart-drawer__empty">No ha añadido productos.</p>
          ) : (
            <ul className="cart-drawer__lines" aria-busy={checking || undefined}>
              {lines.map((line) => (
                <li key={line.cartId} className="cart-drawer__line">
                  <CartThumb src={line.image} size={64} />
                  <div className="cart-drawer__info">
                    <Link
                      to="/shop/product/$slug"
                      params={{ slug: line.slug }}
                      className="cart-drawer__name"
                      onClick={closeCartDrawer}
                    >
                      {line.name}
                    </Link>
                    <span className="cart-drawer__meta">
                      {line.size} {line.unit} · {formatUYU(line.unitPrice)} c/u
                    </span>
                    <div className="cart-drawer__row">
                      <QuantityControl line={line} />
                      <span className="cart-drawer__price">{formatUYU(line.unitPrice * line.quantity)}</span>
                    </div>
                  </div>
                  <button
                    type="button"
                    className="cart-drawer__remove"
                    aria-label={`Eliminar ${lineLabel(line)} del carrito`}
                    onClick={() => removeFromCart(line.cartId)}
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="cart-drawer__foot">
          {lines.length > 0 && (
            <p className="cart-drawer__total">
              <span>Subtotal</span>
              <strong>{formatUYU(total)}</strong>
            </p>
          )}
          <div className="cart-drawer__actions">
            {lines.length > 0 ? (
              <>
                <Link to="/shop/cart" className={buttonClass("outline")} onClick={closeCartDrawer}>
                  Ver carrito
                </Link>
                <Link to="/shop/checkout" className={buttonClass("primary")} onClick={closeCartDrawer}>
                  Comprar
                </Link>
              </>
            ) : (
              <Link to="/shop" className={buttonClass("primary")} onClick={closeCartDrawer}>
                Ver productos
              </Link>
            )}
          </div>
        </div>
      </div>
    </dialog>
  );
}
