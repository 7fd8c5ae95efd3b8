import { Link } from "@tanstack/react-router";
import { cartTotal } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import { BrowserStatePending } from "../../components/BrowserStatePending.tsx";
import { LinkButton } from "../../components/Button.tsx";
import { CartNotices } from "../../components/CartNotices.tsx";
import { CartThumb } from "../../components/CartThumb.tsx";
import { Container } from "../../components/Container.tsx";
import { CouponField } from "../../components/CouponField.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RequestQuote } from "../../components/quotes/RequestQuote.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { WithdrawalNote } from "../../components/WithdrawalNote.tsx";
import { useCartCheck } from "../../lib/cart/cart-check.ts";
import { cartStore } from "../../lib/cart/cart-store.ts";
import { useCartCoupon } from "../../lib/cart/coupon-store.ts";
import { lineLabel } from "../../lib/cart/reconcile.ts";
import { useRenderedAhead } from "../../lib/rendered-ahead.ts";
import { emptyCart, removeFromCart } from "./cart-actions.ts";
import { QuantityControl } from "./QuantityControl.tsx";
import "../../components/cart.css";

/** /shop/cart (SPEC section 2): the lines, 'Vaciar carrito', 'Seguir comprando' and the summary. */
export function CartPage() {
  usePageTitle("Carrito");
  const lines = cartStore.use();
  const renderedAhead = useRenderedAhead();
  const checking = useCartCheck();
  const total = cartTotal(lines);
  const coupon = useCartCoupon().applied?.preview;
  const discount = coupon?.discount ?? 0;

  return (
    <>
      <PageHeader title="Carrito" breadcrumb={[{ label: "Productos", to: "/shop" }, { label: "Carrito" }]} />
      <Container className="page-section cart-page browser-state-page">
        <CartNotices />
        {renderedAhead ? (
          <BrowserStatePending label="Cargando el carrito…" />
        ) : lines.length === 0 ? (
          <div className="cart-empty">
            <p>No hay productos en el carrito.</p>
            <LinkButton to="/shop" variant="primary">
              Ver productos
            </LinkButton>
          </div>
        ) : (
          <div className="cart-layout">
            <div className="cart-layout__main">
              <table className="cart-table" aria-busy={checking || undefined}>
                <caption className="visually-hidden">Productos en el carrito</caption>
                <thead>
                  <tr>
                    <th scope="col">Producto</th>
                    <th scope="col">Tamaño</th>
                    <th scope="col" className="num">
                      Precio
                    </th>
                    <th scope="col">Cantidad</th>
                    <th scope="col" className="num">
                      Total
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.cartId}>
                      <td className="cart-table__product">
                        <CartThumb src={line.image} size={72} />
                        <div>
                          {line.categoryTitle && <span className="cart-table__category">{line.categoryTitle}</span>}
                          <Link to="/shop/product/$slug" params={{ slug: line.slug }} className="cart-table__name">
                            {line.name}
                          </Link>
                          <WithdrawalNote reason={line.noWithdrawalReason} />
                        </div>
                      </td>
                      <td data-label="Tamaño">
                        {line.size} {line.unit}
                      </td>
                      <td data-label="Precio" className="num">
                        {formatUYU(line.unitPrice)}
                      </td>
                      <td data-label="Cantidad">
                        <QuantityControl line={line} />
                      </td>
                      <td data-label="Total" className="num cart-table__line-total">
                        {formatUYU(line.unitPrice * line.quantity)}
                      </td>
                      <td className="cart-table__remove">
                        <button
                          type="button"
                          className="cart-link-button cart-link-button--danger"
                          aria-label={`Eliminar ${lineLabel(line)}`}
                          onClick={() => removeFromCart(line.cartId)}
                        >
                          Eliminar
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="cart-page__actions">
                <Link to="/shop" className="cart-page__continue">
                  ← Seguir comprando
                </Link>
                <button type="button" className="cart-link-button cart-link-button--danger" onClick={emptyCart}>
                  Vaciar carrito
                </button>
              </div>
            </div>

            <aside className="cart-summary" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className="cart-summary__title">
                Resumen
              </h2>
              <dl className="totals">
                <div>
                  <dt>Subtotal</dt>
                  <dd>{formatUYU(total)}</dd>
                </div>
                {coupon && (
                  <div className="totals__discount">
                    <dt>Cupón {coupon.code}</dt>
                    <dd>{discount > 0 ? `−${formatUYU(discount)}` : "Envío gratis"}</dd>
                  </div>
                )}
                <div className="totals__total">
                  <dt>Total</dt>
                  <dd>{formatUYU(total - discount)}</dd>
                </div>
              </dl>
              <CouponField />
              <p className="cart-summary__note">El envío no está incluido: se calcula al confirmar la compra.</p>
              <LinkButton to="/shop/checkout" variant="primary" size="lg" className="cart-summary__buy">
                Comprar
              </LinkButton>
              <RequestQuote lines={lines} />
            </aside>
          </div>
        )}
      </Container>
    </>
  );
}
