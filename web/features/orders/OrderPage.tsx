import { useEffect, useState } from "react";
import { formatShortDate } from "../../../domain/dates.ts";
import { DELIVERY_METHOD_LABELS } from "../../../domain/delivery.ts";
import { formatUYU } from "../../../domain/money.ts";
import { PAYMENT_METHOD_LABELS } from "../../../domain/pricing.ts";
import { SHOP_CONTACT } from "../../../domain/shop-info.ts";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { BankAccounts } from "./BankAccounts.tsx";
import { fetchOrder, type OrderLookup } from "./fetch-order.ts";
import { OrderTotals } from "./OrderTotals.tsx";
import type { OrderView } from "./order-types.ts";
import "../cart/cart.css";
import "./order.css";

const NOT_FOUND = "No encontramos el pedido. Revise el enlace que recibió por correo.";

const createdFormat = new Intl.DateTimeFormat("es-UY", {
  timeZone: "America/Montevideo",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The order's secret link is in this page's URL: keep it out of the Referer of anything it loads or links to. */
function useNoReferrer() {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "referrer";
      document.head.append(meta);
    }
    meta.content = "no-referrer";
    return () => {
      if (previous === null) meta?.remove();
      else if (meta) meta.content = previous;
    };
  }, []);
}

/** /shop/order/{id}?token=…: status, items, totals, the delivery estimate and, while pending, how to pay. */
export function OrderPage({ id, token }: { id: string; token?: string }) {
  useNoReferrer();
  usePageTitle("Pedido");
  const [lookup, setLookup] = useState<OrderLookup | "loading">(token ? "loading" : { kind: "not_found" });

  useEffect(() => {
    if (!token) {
      setLookup({ kind: "not_found" });
      return;
    }
    let live = true;
    setLookup("loading");
    void fetchOrder(id, token).then((result) => live && setLookup(result));
    return () => {
      live = false;
    };
  }, [id, token]);

  return (
    <>
      <PageHeader
        title={lookup !== "loading" && lookup.kind === "found" ? `Pedido ${lookup.order.id}` : "Pedido"}
        breadcrumb={[{ label: "Pedido" }]}
      />
      <Container className="page-section order-page">
        {lookup === "loading" ? (
          <Spinner label="Cargando el pedido..." />
        ) : lookup.kind === "not_found" ? (
          <div className="order-message" role="alert">
            <p>{NOT_FOUND}</p>
            <LinkButton to="/" variant="primary">
              Volver al inicio
            </LinkButton>
          </div>
        ) : lookup.kind === "error" ? (
          <div className="order-message" role="alert">
            <p>{lookup.message}</p>
          </div>
        ) : (
          <OrderDetails order={lookup.order} />
        )}
      </Container>
    </>
  );
}

const STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: "Confirmaremos el pedido cuando recibamos el pago.",
  approved: "Recibimos el pago. Estamos preparando su pedido.",
  cancel: "Este pedido fue cancelado. Si tiene dudas, comuníquese con nosotros.",
  mercado: "Estamos esperando la confirmación del pago.",
};

function OrderDetails({ order }: { order: OrderView }) {
  const pickup = order.deliveryMethod === "pickup";
  const awaitingTransfer = order.status === "pending" && order.paymentMethod === "bank";
  const c = order.customer;
  return (
    <div className="order-layout">
      <div className="order-layout__main">
        <section className={`order-status order-status--${order.status}`} aria-labelledby="order-status-title">
          <h2 id="order-status-title" className="order-status__title">
            Estado: <span className="order-status__label">{order.statusLabel}</span>
          </h2>
          {STATUS_TEXT[order.status] && <p>{STATUS_TEXT[order.status]}</p>}
        </section>

        <dl className="order-facts">
          <div>
            <dt>Número de pedido</dt>
            <dd>{order.id}</dd>
          </div>
          <div>
            <dt>Fecha del pedido</dt>
            <dd>{createdFormat.format(new Date(order.createdAt))}</dd>
          </div>
          <div>
            <dt>Entrega</dt>
            <dd>
              {DELIVERY_METHOD_LABELS[pickup ? "pickup" : "delivery"]}
              {pickup ? " en el local" : c.town ? ` a ${c.town}` : ""}
            </dd>
          </div>
          <div>
            <dt>{pickup ? "Fecha estimada de retiro" : "Fecha estimada de entrega"}</dt>
            <dd>{formatShortDate(order.estimatedDate)}</dd>
          </div>
          <div>
            <dt>Forma de pago</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod === "mercadopago" ? "mercadopago" : "bank"]}</dd>
          </div>
          {order.paymentMethod === "bank" && (
            <div>
              <dt>Comprobante de transferencia</dt>
              <dd>{order.hasReceipt ? "Recibido" : "Aún no recibido"}</dd>
            </div>
          )}
        </dl>

        <h2 className="order-section-title">Productos</h2>
        <table className="order-items">
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
            {order.items.map((item) => (
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

        <h2 className="order-section-title">Datos de contacto</h2>
        <address className="order-customer">
          {c.firstName} {c.lastName}
          <br />
          {c.email} · {c.phone}
          {c.rut && (
            <>
              <br />
              RUT {c.rut}
            </>
          )}
          {!pickup && c.streetAddress && (
            <>
              <br />
              {c.streetAddress}
              {c.apartment ? `, ${c.apartment}` : ""}
              <br />
              {c.town}
              {c.zip ? ` (${c.zip})` : ""}
            </>
          )}
        </address>
        {order.note && (
          <p className="order-note">
            <strong>Nota:</strong> {order.note}
          </p>
        )}
      </div>

      <aside className="order-aside">
        <section className="order-card" aria-labelledby="order-totals-title">
          <h2 id="order-totals-title" className="order-card__title">
            Importes
          </h2>
          <OrderTotals order={{ ...order, deliveryMethod: pickup ? "pickup" : "delivery" }} />
        </section>
        {awaitingTransfer && (
          <section className="order-card" aria-labelledby="order-bank-title">
            <h2 id="order-bank-title" className="order-card__title">
              Datos para la transferencia
            </h2>
            <BankAccounts total={order.total} orderId={order.id} />
            {!order.hasReceipt && (
              <p className="order-card__hint">
                Envíe el comprobante a <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> para que
                podamos confirmar su pedido.
              </p>
            )}
          </section>
        )}
      </aside>
    </div>
  );
}
