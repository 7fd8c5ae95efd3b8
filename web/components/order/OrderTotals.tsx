import { formatPercent, formatUYU } from "../../../domain/money.ts";

export interface TotalsFigures {
  subtotal: number;
  /** The discount code (as the owner wrote it) and what it takes off the products; none: no code. */
  discountCode?: string | null;
  codeDiscount?: number;
  transferDiscount: number;
  /** The percent the order was (or will be) priced with: the order's stored rules, or the rules of the moment. */
  transferDiscountPercent: number;
  deliveryFee: number;
  deliveryPaidByReceiver: boolean;
  total: number;
  deliveryMethod: "pickup" | "delivery";
}

/**
 * Products, code, transfer discount, delivery and total with taxes included (Decreto 167/021: the total broken down
 * before the purchase; issue 40): the checkout preview and the order page alike.
 */
export function OrderTotals({ order }: { order: TotalsFigures }) {
  return (
    <dl className="totals">
      <div>
        <dt>Productos</dt>
        <dd>{formatUYU(order.subtotal)}</dd>
      </div>
      {order.discountCode && (
        <div className="totals__discount">
          <dt>Cupón {order.discountCode}</dt>
          <dd>{order.codeDiscount ? `−${formatUYU(order.codeDiscount)}` : "Envío gratis"}</dd>
        </div>
      )}
      {order.transferDiscount > 0 && (
        <div className="totals__discount">
          <dt>Descuento por transferencia ({formatPercent(order.transferDiscountPercent)})</dt>
          <dd>−{formatUYU(order.transferDiscount)}</dd>
        </div>
      )}
      {order.deliveryMethod === "pickup" && (
        <div>
          <dt>Retiro en el local</dt>
          <dd>Sin costo</dd>
        </div>
      )}
      {order.deliveryMethod === "delivery" && (
        <div>
          <dt>Envío</dt>
          <dd>
            {order.deliveryPaidByReceiver
              ? "Paga el destinatario (agencia)"
              : order.deliveryFee > 0
                ? formatUYU(order.deliveryFee)
                : "Gratis"}
          </dd>
        </div>
      )}
      <div className="totals__total">
        <dt>Total (impuestos incluidos)</dt>
        <dd>{formatUYU(order.total)}</dd>
      </div>
    </dl>
  );
}
