import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AdminCustomer } from "../../../../domain/api/customers.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { type CustomerSort, DEFAULT_CUSTOMER_SORT } from "../../../../domain/schemas/admin-customers.ts";
import { plural } from "../../../../domain/text.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { SortHeader } from "../components/SortHeader.tsx";
import { type CustomersSearch, customersUrl } from "./customers-search.ts";

interface Props {
  customers: AdminCustomer[];
  search: CustomersSearch;
  loading: boolean;
  onSort: (sort: CustomerSort) => void;
}

/**
 * The customers, one row each (name, e-mail and phone in the first cell); on a phone each row is a compact card
 * (CSS only, the same markup, as the products' table: customers.css), its figures named by labels that only the
 * cards show. The sortable columns' headers are buttons; aria-sort says which column sorts the list and which way
 * (on a phone, 'Ordenar por' in the search form).
 */
export function CustomersTable({ customers, search, loading, onSort }: Props) {
  // Each column's first click: names A→Z; counts, totals and dates from the largest or newest.
  const header = { sort: search.sortBy ?? DEFAULT_CUSTOMER_SORT, onSort };
  return (
    <ScrollRegion className="admin-table-wrap" label="Clientes" aria-busy={loading || undefined}>
      <table className="admin-table admin-customers__table">
        <caption className="visually-hidden">Clientes; los encabezados con botón ordenan la lista</caption>
        <thead>
          <tr>
            <SortHeader label="Cliente" column="name" first="name" {...header} />
            <th scope="col">RUT / razón social</th>
            <SortHeader label="Pedidos" column="orders" first="-orders" className="num" {...header} />
            <SortHeader label="Total gastado" column="spent" first="-spent" className="num" {...header} />
            <SortHeader label="Primer pedido" column="first" first="-first" {...header} />
            <SortHeader label="Último pedido" column="last" first="-last" {...header} />
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <CustomerLink id={c.id} search={search}>
                  {c.name || c.email}
                </CustomerLink>
                <span className="admin-customers__email">{c.email}</span>
                {c.phone && <span className="admin-customers__email">{c.phone}</span>}
              </th>
              <td className="admin-customers__rut" data-empty={c.rut || c.companyName ? undefined : true}>
                <span className="admin-customers__label">RUT: </span>
                {c.rut ?? "—"}
                {c.companyName && <span className="admin-customers__company">{c.companyName}</span>}
              </td>
              <td className="num">
                <span className="admin-customers__label">Pedidos: </span>
                {c.orders}
                {c.paidOrders !== c.orders && (
                  <span className="admin-customers__paid">{plural(c.paidOrders, "pagado", "pagados")}</span>
                )}
              </td>
              <td className="num admin-customers__nowrap">
                <span className="admin-customers__label">Total gastado: </span>
                {formatUYU(c.spent)}
              </td>
              <td className="admin-customers__nowrap">
                <span className="admin-customers__label">Primer pedido: </span>
                {formatDate(c.firstOrderAt)}
              </td>
              <td className="admin-customers__nowrap">
                <span className="admin-customers__label">Último pedido: </span>
                {formatDate(c.lastOrderAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A link to a customer's page, keeping the list's search to come back to. */
export function CustomerLink({ id, search, children }: { id: number; search: CustomersSearch; children: ReactNode }) {
  return (
    <Link to="/admin/$" params={{ _splat: "customers" }} search={{ ...customersUrl(search), customer: id }}>
      {children}
    </Link>
  );
}
