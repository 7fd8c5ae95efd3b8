import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AdminCustomer } from "../../../../domain/api/customers.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import type { CustomerSort } from "../../../../domain/schemas/admin-customers.ts";
import { plural } from "../../../../domain/text.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { ariaSort, type CustomersSearch, customersUrl, nextSort } from "./customers-search.ts";

interface Props {
  customers: AdminCustomer[];
  search: CustomersSearch;
  loading: boolean;
  onSort: (sort: Pick<CustomersSearch, "sort" | "dir">) => void;
}

/**
 * The customers, one row each (name, e-mail and phone in the first cell): a table at any width (it scrolls
 * sideways at 390 px, the name column first). The
 * sortable columns' headers are buttons; aria-sort says which column sorts the list and which way.
 */
export function CustomersTable({ customers, search, loading, onSort }: Props) {
  const header = (column: CustomerSort, label: string, className?: string) => {
    const sorted = ariaSort(search, column);
    return (
      <th scope="col" aria-sort={sorted} className={className}>
        <button type="button" className="admin-sort" onClick={() => onSort(nextSort(search, column))}>
          {label}
          <span aria-hidden="true" className="admin-sort__mark">
            {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : "↕"}
          </span>
        </button>
      </th>
    );
  };
  return (
    <ScrollRegion className="admin-table-wrap" label="Clientes" aria-busy={loading || undefined}>
      <table className="admin-table admin-customers__table">
        <caption className="visually-hidden">Clientes; los encabezados con botón ordenan la lista</caption>
        <thead>
          <tr>
            {header("name", "Cliente")}
            <th scope="col">RUT / razón social</th>
            {header("orders", "Pedidos", "num")}
            {header("spent", "Total gastado", "num")}
            {header("first", "Primer pedido")}
            {header("last", "Último pedido")}
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
              <td>
                {c.rut ?? "—"}
                {c.companyName && <span className="admin-customers__company">{c.companyName}</span>}
              </td>
              <td className="num">
                {c.orders}
                {c.paidOrders !== c.orders && (
                  <span className="admin-customers__paid">{plural(c.paidOrders, "pagado", "pagados")}</span>
                )}
              </td>
              <td className="num admin-customers__nowrap">{formatUYU(c.spent)}</td>
              <td className="admin-customers__nowrap">{formatDate(c.firstOrderAt)}</td>
              <td className="admin-customers__nowrap">{formatDate(c.lastOrderAt)}</td>
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
