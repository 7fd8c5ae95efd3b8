import type { OrderView } from "../../../domain/api/orders.ts";
import { lotLabel } from "../../../domain/lots.ts";
import { formatUYU } from "../../../domain/money.ts";

/**
 * The order's lines as the server priced them: product and size (and the lot it left with, once recorded),
 * quantity, unit price, line total. The
 * shopper's order page and the back office's order sheet show the same table in their own styles.
 */
export function OrderItemsTable({
  items,
  caption,
  className = "order-items",
  sizeClassName = "order-items__size",
  priceHeading = "Precio",
}: {
  items: OrderView["items"];
  caption?: string;
  className?: string;
  sizeClassName?: string;
  priceHeading?: string;
}) {
  return (
    <table className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col" className="num">
            Cantidad
          </th>
          <th scope="col" className="num">
            {priceHeading}
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.productSlug}:${item.size}`}>
            <td>
              {item.productName}{" "}
              <span className={sizeClassName}>
                ({item.size} {item.unit})
              </span>
              {item.lots?.map((lot) => (
                <span key={lot.number} className="order-items__lot">
                  {lotLabel(lot, item.lots!.length > 1)}
                </span>
              ))}
            </td>
            <td className="num">{item.quantity}</td>
            <td className="num">
              {item.retailUnitPrice && item.retailUnitPrice > item.unitPrice && (
                // A wholesale list's price (issue 44): the retail price it replaced, struck through.
                <del className="order-items__retail">
                  <span className="visually-hidden">Precio minorista: </span>
                  {formatUYU(item.retailUnitPrice)}
                </del>
              )}{" "}
              {formatUYU(item.unitPrice)}
            </td>
            <td className="num">{formatUYU(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
