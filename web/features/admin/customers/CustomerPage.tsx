import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { AdminCustomerDetail, AdminCustomerOrder } from "../../../../domain/api/customers.ts";
import { formatDate, formatDateTime } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { messageOf } from "../../../lib/api.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { DELIVERY_LABELS, PAYMENT_LABELS, StatusBadge } from "../components/StatusBadge.tsx";
import { useRead } from "../shell/admin-data.ts";
import { fetchCustomer } from "./customers-api.ts";
import { type CustomersSearch, customersUrl } from "./customers-search.ts";

interface Props {
  read: Promise<Loaded<AdminCustomerDetail>>;
  /** The list to go back to (its search, sort and page). */
  back: CustomersSearch;
}

/** A customer's page (/admin/customers?customer=<id>): their data and their orders, each opened on the desk. */
export function CustomerPage({ read, back }: Props) {
  const detail = useRead(read);
  const backLink = (
    <Link className="admin-customers__back" to="/admin/$" params={{ _splat: "customers" }} search={customersUrl(back)}>
      ← Volver a Clientes
    </Link>
  );
  if (!detail.data) {
    return (
      <div className="admin-page">
        {backLink}
        <InlineError message={detail.error ?? ""} onRetry={detail.retry} />
      </div>
    );
  }
  const { customer: c } = detail.data;
  return (
    <div className="admin-page">
      {backLink}
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{c.name || c.email}</h1>
          <p className="admin-page__lead">
            Cliente desde el {formatDate(c.firstOrderAt)}; último pedido el {formatDate(c.lastOrderAt)}.
          </p>
        </div>
      </div>
      <section className="admin-card" aria-labelledby="customer-data">
        <h2 id="customer-data" className="admin-card__title">
          Datos del último pedido
        </h2>
        <dl className="admin-customers__data">
          <dt>Correo electrónico</dt>
          <dd>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </dd>
          <dt>Teléfono</dt>
          <dd>{c.phone || "—"}</dd>
          <dt>RUT</dt>
          <dd>{c.rut ?? "—"}</dd>
          <dt>Razón social</dt>
          <dd>{c.companyName ?? "—"}</dd>
          <dt>Pedidos</dt>
          <dd>
            {c.orders} ({c.paidOrders === 1 ? "1 pagado" : `${c.paidOrders} pagados`})
          </dd>
          <dt>Total gastado</dt>
          <dd>
            {formatUYU(c.spent)} <span className="admin-muted">(solo pedidos pagados)</span>
          </dd>
        </dl>
      </section>
      <CustomerOrders key={c.id} first={detail.data} />
    </div>
  );
}

/**
 * The customer's orders, newest first, a page at a time: 'Ver más pedidos' adds the next page below (the API
 * pages them: a frequent buyer may have hundreds).
 */
function CustomerOrders({ first }: { first: AdminCustomerDetail }) {
  const [pages, setPages] = useState<{ orders: AdminCustomerOrder[]; page: number; hasMore: boolean }>(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { orders } = pages;
  const total = first.customer.orders;
  const more = async () => {
    setLoading(true);
    setError(undefined);
    try {
      const next = await fetchCustomer(first.customer.id, undefined, pages.page + 1);
      setPages({ orders: [...orders, ...next.orders], page: next.page, hasMore: next.hasMore });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <ScrollRegion className="admin-table-wrap" label="Pedidos del cliente">
        <table className="admin-table">
          <caption className="visually-hidden">Pedidos del cliente, del más reciente al más antiguo</caption>
          <thead>
            <tr>
              <th scope="col">Pedido</th>
              <th scope="col">Fecha</th>
              <th scope="col">Estado</th>
              <th scope="col">Pago</th>
              <th scope="col">Entrega</th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <th scope="row">
                  <Link to="/admin/$" params={{ _splat: "orders" }} search={{ order: o.id }}>
                    N.º {o.id}
                  </Link>
                </th>
                <td className="admin-customers__nowrap">{formatDateTime(o.createdAt)}</td>
                <td>
                  <StatusBadge status={o.status} fulfilment={o.fulfilment} annulled={o.saleAnnulled} />
                </td>
                <td>{PAYMENT_LABELS[o.paymentMethod] ?? o.paymentMethod}</td>
                <td>{DELIVERY_LABELS[o.deliveryMethod] ?? o.deliveryMethod}</td>
                <td className="num admin-customers__nowrap">{formatUYU(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {(pages.hasMore || orders.length > first.pageSize) && (
        <div className="admin-pager">
          <p className="admin-pager__status" aria-live="polite">
            {orders.length} de {total} pedidos
          </p>
          {pages.hasMore && (
            <button
              type="button"
              className="btn btn--outline"
              onClick={more}
              disabled={loading}
              aria-busy={loading || undefined}
            >
              {loading ? "Cargando..." : "Ver más pedidos"}
            </button>
          )}
          {error && (
            <p className="admin-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
