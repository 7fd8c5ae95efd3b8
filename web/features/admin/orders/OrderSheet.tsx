import { Link } from "@tanstack/react-router";
import type { AdminOrder } from "../../../../domain/api/admin.ts";
import { shippingLine } from "../../../../domain/delivery.ts";
import { formatCi } from "../../../../domain/invoices.ts";
import { formatPercent, formatUYU } from "../../../../domain/money.ts";
import { FULFILMENT_FILTERS, FULFILMENT_LABELS } from "../../../../domain/order-status.ts";
import { OrderItemsTable } from "../../../components/order/OrderItemsTable.tsx";
import { OrderOrigin } from "../../../components/order/OrderOrigin.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import type { Loaded } from "../../../lib/get-json.ts";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { formatDateTime, formatDay } from "../lib/format.ts";
import { OrderHistory } from "./OrderHistory.tsx";
import { DELIVERY_LABELS, PAYMENT_LABELS } from "./orders-search.ts";
import { ReceiptImage } from "./ReceiptImage.tsx";
import { ReservationChip } from "./ReservationChip.tsx";

/** Mercado Pago's payment_type_id in the owner's words. */
const PAYMENT_TYPES: Readonly<Record<string, string>> = {
  credit_card: "Tarjeta de crédito",
  debit_card: "Tarjeta de débito",
  prepaid_card: "Tarjeta prepaga",
  ticket: "Efectivo (Abitab / RedPagos)",
  account_money: "Dinero en cuenta de Mercado Pago",
};

/** The order as the modal shows it and the printer packs it: customer, delivery, items, totals, payment, history. */
export function OrderSheet({
  order,
  receipt,
}: {
  order: AdminOrder;
  /** The route loader's read of its transfer receipt (orders-loader.ts). */
  receipt?: Promise<Loaded<Blob>>;
}) {
  const c = order.customer;
  const s = order.shipment;
  const delivery = order.deliveryMethod === "delivery";
  return (
    <div className="admin-sheet">
      <p className="admin-sheet__print-head">
        Química Oriental · Pedido N.º {order.id} · {formatDateTime(order.createdAt)}
      </p>
      <div className="admin-sheet__status">
        <StatusBadge status={order.status} fulfilment={order.fulfilment} annulled={order.saleCancelled} />
        <span>Creado el {formatDateTime(order.createdAt)}</span>
        {order.reservationExpiresAt && <ReservationChip expiresAt={order.reservationExpiresAt} />}
        {order.refundNeeded && (
          <span className="admin-chip admin-chip--danger">Pago recibido sin stock: a reintegrar</span>
        )}
      </div>
      <div className="admin-sheet__grid">
        <section aria-labelledby="hoja-cliente">
          <h3 id="hoja-cliente" className="admin-order__heading">
            Cliente
          </h3>
          <dl className="admin-facts">
            <Fact term="Nombre" value={`${c.firstName} ${c.lastName}`} />
            <Fact term="Mail" value={c.email} />
            <Fact term="Teléfono" value={c.phone} />
            <Fact term="RUT" value={c.rut} />
            {c.rut && <Fact term="Razón social" value={c.companyName} />}
            {c.rut && <Fact term="Domicilio fiscal" value={c.companyAddress} />}
            {c.buyerDocument && <Fact term="Cédula de identidad" value={formatCi(c.buyerDocument)} />}
          </dl>
        </section>
        <section aria-labelledby="hoja-entrega">
          <h3 id="hoja-entrega" className="admin-order__heading">
            Entrega
          </h3>
          <dl className="admin-facts">
            <Fact term="Forma de envío" value={DELIVERY_LABELS[order.deliveryMethod] ?? order.deliveryMethod} />
            {delivery && <Fact term="Dirección" value={[c.streetAddress, c.apartment].filter(Boolean).join(" ")} />}
            {delivery && <Fact term="Zona" value={c.town} />}
            {delivery && <Fact term="C.P." value={c.zip} />}
            <Fact term="Fecha estimada" value={formatDay(order.estimatedDate)} />
            {order.status === "approved" && (
              <Fact
                term="Preparación"
                value={order.fulfilment ? FULFILMENT_LABELS[order.fulfilment] : FULFILMENT_FILTERS.to_prepare}
              />
            )}
            {order.shipping && <Fact term="Elegido al comprar" value={shippingLine(order.shipping)} />}
            {order.shippingNotice && <Fact term="Aviso del envío" value={order.shippingNotice} />}
            {s && <Fact term="Empresa de envío" value={s.carrier} />}
            {s && <Fact term="Número de seguimiento" value={s.trackingNumber} />}
            {s?.trackingUrl && (
              <div>
                <dt>Enlace de seguimiento</dt>
                <dd>
                  <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {s.trackingUrl}
                  </a>
                </dd>
              </div>
            )}
            {s?.agency && <Fact term="Agencia" value={s.agency} />}
          </dl>
        </section>
        <section aria-labelledby="hoja-pago">
          <h3 id="hoja-pago" className="admin-order__heading">
            Pago
          </h3>
          <dl className="admin-facts">
            <Fact term="Forma de pago" value={PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod} />
            {order.payment && (
              <Fact term="Pago Mercado Pago" value={order.payment.id ? `N.º ${order.payment.id}` : "Sin pago aún"} />
            )}
            {order.payment && (
              <Fact
                term="Estado del pago"
                value={order.payment.statusLabel ?? order.payment.status ?? "Esperando el pago"}
              />
            )}
            {order.payment?.type && (
              <Fact term="Medio" value={PAYMENT_TYPES[order.payment.type] ?? order.payment.type} />
            )}
            {order.paymentMethod === "bank" && (
              <Fact term="Comprobante" value={order.hasReceipt ? "Adjunto" : "No adjuntó"} />
            )}
          </dl>
        </section>
      </div>
      {order.note && (
        <section aria-labelledby="hoja-nota">
          <h3 id="hoja-nota" className="admin-order__heading">
            Nota del cliente
          </h3>
          <p className="admin-sheet__note">{order.note}</p>
        </section>
      )}
      <section aria-labelledby="hoja-productos">
        <h3 id="hoja-productos" className="admin-order__heading">
          Productos
        </h3>
        <OrderOrigin
          order={order}
          className="admin-sheet__origin"
          quoteLink={(quote) => (
            <Link to="/admin/$" params={{ _splat: "quotes" }} search={{ edit: quote.id }}>
              {quote.number}
            </Link>
          )}
        />
        <ScrollRegion className="admin-table-wrap" labelledBy="hoja-productos">
          <OrderItemsTable
            items={order.items}
            className="admin-table admin-items"
            sizeClassName="admin-muted"
            priceHeading="Precio pagado"
          />
        </ScrollRegion>
        <dl className="admin-totals">
          <Fact term="Subtotal" value={formatUYU(order.subtotal)} />
          {order.discountCode && (
            <Fact
              term={`Cupón ${order.discountCode}`}
              value={order.codeDiscount > 0 ? `−${formatUYU(order.codeDiscount)}` : "Envío gratis"}
            />
          )}
          {order.transferDiscount > 0 && (
            <Fact
              term={`Descuento transferencia (${formatPercent(order.transferDiscountPercent)})`}
              value={`−${formatUYU(order.transferDiscount)}`}
            />
          )}
          {delivery && (
            <Fact
              term="Envío"
              value={
                order.deliveryPaidByReceiver
                  ? "A cargo del destinatario"
                  : order.deliveryFee > 0
                    ? formatUYU(order.deliveryFee)
                    : "Gratis"
              }
            />
          )}
          <Fact term="Total" value={formatUYU(order.total)} strong />
        </dl>
      </section>
      {order.receiptUrl && <ReceiptImage orderId={order.id} receipt={receipt} />}
      <OrderHistory history={order.history} events={order.paymentEvents} />
    </div>
  );
}

function Fact({ term, value, strong }: { term: string; value: string | null | undefined; strong?: boolean }) {
  return (
    <div className={strong ? "admin-facts__strong" : undefined}>
      <dt>{term}</dt>
      <dd>{value || "—"}</dd>
    </div>
  );
}
