import { formatUYU } from "../../../domain/money.ts";
import type { OrderView } from "./order-types.ts";

/** The order's lines as the server priced them: product and size, quantity, unit price, line total. */
export function OrderItemsTable({ items, caption }: { items: OrderView["items"]; caption?: string }) {
  return (
    <table className="order-items">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col" className="num">
            Cantidad
          </th>
          <th scope="col" className="num">
            Precio
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
              <span className="order-items__size">
                ({item.size} {item.unit})
              </span>
            </td>
            <td className="num">{item.quantity}</td>
            <td className="num">{formatUYU(item.unitPrice)}</td>
            <td className="num">{formatUYU(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
