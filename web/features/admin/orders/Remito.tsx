import type { AdminOrder } from "../../../../domain/api/admin.ts";
import { formatDate, formatDateTime } from "../../../../domain/dates.ts";
import { shippingLine } from "../../../../domain/delivery.ts";
import { lotLabel } from "../../../../domain/lots.ts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../../domain/pricing.ts";
import { SHOP_NAME } from "../../../../domain/shop-info.ts";
import { useShopContact } from "../../../lib/company.ts";

/** How the order is paid, as the person who hands it over needs to know it. */
function paymentState(order: AdminOrder): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod;
  if (order.status === "approved") return `${method}: pagado`;
  if (order.status === "cancel") return `${method}: pedido cancelado`;
  if (order.status === "mercado") return `${method}: pago en curso`;
  return order.hasReceipt ? `${method}: comprobante recibido, pago sin confirmar` : `${method}: pendiente de pago`;
}

/**
 * One order's 'remito' (delivery note) on an A4 page: the shop, the order, the customer, the delivery, the lines
 * and a 'Recibí conforme' line to sign. A line's code is the product's (products.code), else the slug it was sold
 * under. Printed from the desk (Remitos.tsx, remito.css), one per page.
 */
export function Remito({ order, codes }: { order: AdminOrder; codes: Readonly<Record<string, string>> }) {
  const c = order.customer;
  const delivery = order.deliveryMethod === "delivery";
  const address = [[c.streetAddress, c.apartment].filter(Boolean).join(" "), c.town, c.zip].filter(Boolean).join(", ");
  const titleId = `remito-${order.id}`;
  const shop = useShopContact(); // the owner's contact (Ajustes > Tienda)
  return (
    <article className="remito" aria-labelledby={titleId}>
      <header className="remito__head">
        <img className="remito__logo" src="/images/misc/logo.svg" alt={SHOP_NAME} width={265} height={60} />
        <div className="remito__shop">
          <p>{shop.address}</p>
          <p>Tel. {shop.phone}</p>
          <p>{shop.email}</p>
        </div>
      </header>
      <div className="remito__title">
        <h2 id={titleId}>Remito · Pedido N.º {order.id}</h2>
        <p>Fecha del pedido: {formatDateTime(order.createdAt)}</p>
      </div>
      <div className="remito__grid">
        <section aria-labelledby={`${titleId}-cliente`}>
          <h3 id={`${titleId}-cliente`}>Cliente</h3>
          <p className="remito__strong">
            {c.firstName} {c.lastName}
          </p>
          <p>Tel. {c.phone}</p>
          <p>{c.email}</p>
          {c.rut && <p>RUT {c.rut}</p>}
          {c.rut && c.companyName && <p>{c.companyName}</p>}
        </section>
        <section aria-labelledby={`${titleId}-entrega`}>
          <h3 id={`${titleId}-entrega`}>Entrega</h3>
          <p className="remito__strong">
            {!delivery
              ? "Retiro en el local"
              : order.shipping?.mode === "agency"
                ? "Envío a agencia"
                : "Envío a domicilio"}
          </p>
          {delivery && address && <p>{address}</p>}
          <p>Fecha estimada: {formatDate(order.estimatedDate)}</p>
          {order.shipping && <p className="remito__strong">{shippingLine(order.shipping)}</p>}
          {order.shipment && (
            <p>{[order.shipment.carrier, order.shipment.trackingNumber].filter(Boolean).join(" · ")}</p>
          )}
        </section>
      </div>
      <table className="remito__lines">
        <caption className="visually-hidden">Productos del pedido N.º {order.id}</caption>
        <thead>
          <tr>
            <th scope="col" className="remito__code-col">
              Código
            </th>
            <th scope="col">Producto</th>
            <th scope="col">Tamaño</th>
            <th scope="col">Lote y vencimiento</th>
            <th scope="col" className="remito__num">
              Cantidad
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.productSlug}-${item.size}-${item.unitPrice}`}>
              <td className="remito__code remito__code-col">{codes[item.productSlug] ?? item.productSlug}</td>
              <th scope="row">{item.productName}</th>
              <td>{item.size ? `${item.size} ${item.unit}` : "—"}</td>
              <td className="remito__lot">
                {item.lots?.length
                  ? item.lots.map((lot) => <span key={lot.number}>{lotLabel(lot, item.lots!.length > 1)}</span>)
                  : "—"}
              </td>
              <td className="remito__num">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="remito__facts">
        <div>
          <dt>Pago</dt>
          <dd>{paymentState(order)}</dd>
        </div>
        {order.discountCode && (
          <div>
            <dt>Cupón</dt>
            <dd>{order.discountCode}</dd>
          </div>
        )}
        {order.priceListName && (
          <div>
            <dt>Lista de precios</dt>
            <dd>{order.priceListName}</dd>
          </div>
        )}
        {order.quote && (
          <div>
            <dt>Cotización</dt>
            <dd>{order.quote.number}</dd>
          </div>
        )}
        {order.note && (
          <div>
            <dt>Nota del cliente</dt>
            <dd>{order.note}</dd>
          </div>
        )}
      </dl>
      <section className="remito__sign" aria-label="Recibí conforme">
        <p className="remito__strong">Recibí conforme</p>
        <div className="remito__sign-lines">
          <p>Firma</p>
          <p>Aclaración</p>
          <p>Fecha</p>
        </div>
      </section>
    </article>
  );
}
