import { Link } from "@tanstack/react-router";
import type { ReactNode, Ref } from "react";
import type { CartLine } from "../../../domain/cart.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { PaymentMethod } from "../../../domain/pricing.ts";
import { CartThumb } from "../../components/CartThumb.tsx";
import { CouponField } from "../../components/CouponField.tsx";
import { OrderTotals, type TotalsFigures } from "../../components/order/OrderTotals.tsx";
import { WithdrawalNote } from "../../components/WithdrawalNote.tsx";
import { ClosureNote } from "./ClosureNote.tsx";

export interface FormProblem {
  message: string;
  items?: string[];
}

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  checking: boolean;
  totals: TotalsFigures;
  readyDate: string;
  payment: PaymentMethod;
  problem: FormProblem | null;
  problemRef: Ref<HTMLDivElement>;
  /** The order is on its way to the server. */
  submitting: boolean;
  /** The order exists and the browser is on its way to Mercado Pago. */
  redirecting: boolean;
  /** The shopper's e-mail once well formed: the discount code is checked for it. */
  email: string | null;
  /** What the shopper reads and accepts before confirming (BeforePurchase.tsx; issue 40). */
  beforeSubmit?: ReactNode;
}

/** 'Su pedido': the lines, the totals for the chosen delivery and payment, problems, and the submit button. */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { lines, checking, totals, readyDate, payment, problem, problemRef, submitting, redirecting, email } = props;
  // Nothing to pay (a code covers the total): the order is confirmed as placed, never sent to Mercado Pago.
  const mercadoPago = payment === "mercadopago" && totals.total > 0;
  const busy = submitting || redirecting;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section-title">
        Su pedido
      </h2>
      <ul className="summary-lines" aria-busy={checking || undefined}>
        {lines.map((line) => (
          <li key={line.cartId} className="summary-line">
            <CartThumb src={line.image} size={48} />
            <span className="summary-line__name">
              {line.name}{" "}
              <span className="summary-line__meta">
                ({line.size} {line.unit}) × {line.quantity}
              </span>
              <WithdrawalNote reason={line.noWithdrawalReason} />
            </span>
            <span className="summary-line__total">{formatUYU(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={totals} />
      <CouponField email={email} />
      <p className="checkout-summary__date">
        {totals.deliveryMethod === "pickup" ? "Fecha estimada de retiro" : "Fecha estimada de entrega"}:{" "}
        <strong>{readyDate}</strong>
      </p>
      <ClosureNote />
      {totals.deliveryPaidByReceiver && (
        <p className="checkout-summary__note">El envío al interior lo cobra la agencia a quien recibe el paquete.</p>
      )}
      {props.beforeSubmit}
      <div
        ref={problemRef}
        className={problem ? "checkout-problem" : undefined}
        role="alert"
        tabIndex={problem ? -1 : undefined}
      >
        {problem && (
          <>
            <p>{problem.message}</p>
            {problem.items && problem.items.length > 0 && (
              <ul>
                {problem.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {lines.length > 0 && (
        <button
          type="submit"
          className="btn btn--primary btn--lg checkout-summary__submit"
          disabled={busy}
          aria-describedby={mercadoPago ? "checkout-mp-note" : undefined}
        >
          {busy && <span className="btn-spinner" aria-hidden="true" />}
          {mercadoPago
            ? busy
              ? "Preparando el pago…"
              : "Pagar con Mercado Pago"
            : busy
              ? "Enviando pedido…"
              : "Confirmar pedido"}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {redirecting ? "Preparando el pago: en un momento continuará en Mercado Pago." : ""}
      </p>
      {mercadoPago && (
        <p id="checkout-mp-note" className="checkout-summary__fine">
          Continuará en Mercado Pago para pagar con tarjeta o en efectivo en Abitab / RedPagos. Reservamos los productos
          mientras tanto, y su carrito se vacía cuando el pago se confirma.
        </p>
      )}
      <p className="checkout-summary__fine">
        Los precios se confirman al crear el pedido. <Link to="/shop/cart">Modificar el carrito</Link>
      </p>
    </aside>
  );
}
