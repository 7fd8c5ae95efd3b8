import { Suspense } from "react";
import {
  CUSTOMER_SORTS,
  type CustomerSort,
  DEFAULT_CUSTOMER_SORT,
} from "../../../../domain/schemas/admin-customers.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { useRead } from "../shell/admin-data.ts";
import { useAdminGo } from "../shell/admin-router.ts";
import { CustomerPage } from "./CustomerPage.tsx";
import { CustomersTable } from "./CustomersTable.tsx";
import { downloadCustomersCsv } from "./customers-api.ts";
import type { CustomersData } from "./customers-loader.ts";
import { type CustomersSearch, customersUrl } from "./customers-search.ts";
import "./customers.css";

/** The list's orders as 'Ordenar por' names them (on a phone, where the table's headers are not shown). */
const CUSTOMER_SORT_LABELS: Readonly<Record<CustomerSort, string>> = {
  "-last": "Último pedido: más reciente primero",
  last: "Último pedido: más antiguo primero",
  "-first": "Primer pedido: más reciente primero",
  first: "Primer pedido: más antiguo primero",
  name: "Nombre (A–Z)",
  "-name": "Nombre (Z–A)",
  "-orders": "Pedidos: más primero",
  orders: "Pedidos: menos primero",
  "-spent": "Total gastado: mayor primero",
  spent: "Total gastado: menor primero",
};

export const SPENT_RULE =
  "El total gastado suma solo los pedidos pagados (aprobados): no cuentan los cancelados, los anulados ni los que esperan el pago.";

/**
 * /admin/customers ('Clientes', issue 41 item 5): every address that placed an order, with its orders and what it
 * spent; search, sort and a CSV for Excel. ?customer=<id> shows one customer's page with their orders.
 */
export function CustomersPage({ data }: { data: CustomersData }) {
  usePageTitle("Clientes · Panel");
  if (data.customer) {
    return (
      <Suspense fallback={<Spinner label="Cargando el cliente..." />}>
        <CustomerPage read={data.customer} back={{ ...data.search, customer: undefined }} />
      </Suspense>
    );
  }
  return <CustomersList data={data} />;
}

function CustomersList({ data }: { data: CustomersData }) {
  const { search } = data;
  const go = useAdminGo();
  const show = (next: CustomersSearch) => void go("customers", { search: customersUrl(next) });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    show({ ...search, q: q || undefined, page: undefined });
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Clientes</h1>
          <p className="admin-page__lead">
            Cada correo electrónico que hizo un pedido, con sus datos del último pedido. {SPENT_RULE}
          </p>
        </div>
        <ExportCsvButton download={() => downloadCustomersCsv(search)} />
      </div>
      <search aria-label="Buscar clientes">
        <form className="admin-card admin-customers__search" onSubmit={submit}>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="customers-q">
              Buscar
            </label>
            <input
              id="customers-q"
              key={search.q ?? ""}
              name="q"
              type="search"
              className="admin-field__input"
              defaultValue={search.q ?? ""}
              maxLength={100}
              placeholder="Buscar..."
              aria-describedby="customers-q-hint"
            />
            <p id="customers-q-hint" className="admin-field__hint">
              Nombre, correo, teléfono, RUT o razón social
            </p>
          </div>
          <button type="submit" className="btn btn--primary">
            Buscar
          </button>
          {search.q && (
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => show({ ...search, q: undefined, page: undefined })}
            >
              Limpiar
            </button>
          )}
          <div className="admin-field admin-customers__sort">
            <label className="admin-field__label" htmlFor="customers-sort">
              Ordenar por
            </label>
            <select
              id="customers-sort"
              className="admin-field__input"
              value={search.sortBy ?? DEFAULT_CUSTOMER_SORT}
              onChange={(e) => show({ ...search, sortBy: e.target.value as CustomerSort, page: undefined })}
            >
              {CUSTOMER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {CUSTOMER_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>
      <Suspense fallback={<Spinner label="Cargando los clientes..." />}>
        {data.list && <CustomersRows read={data.list} search={search} onShow={show} />}
      </Suspense>
    </div>
  );
}

function CustomersRows({
  read,
  search,
  onShow,
}: {
  read: NonNullable<CustomersData["list"]>;
  search: CustomersSearch;
  onShow: (next: CustomersSearch) => void;
}) {
  const list = useRead(read);
  if (!list.data) return <InlineError message={list.error ?? ""} onRetry={list.retry} />;
  const { customers, page, pageSize, hasMore } = list.data;
  if (customers.length === 0) {
    return (
      <div className="admin-card admin-empty">
        <p className="admin-empty__title">
          {search.q ? "Ningún cliente coincide con la búsqueda." : "Todavía no hay clientes."}
        </p>
        <p>
          {search.q
            ? "Pruebe con otra parte del nombre, el correo o el teléfono."
            : "Cada pedido nuevo suma a su cliente."}
        </p>
      </div>
    );
  }
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <CustomersTable
        customers={customers}
        search={search}
        loading={list.loading}
        onSort={(sortBy) => onShow({ ...search, sortBy, page: undefined })}
      />
      <nav className="admin-pager" aria-label="Páginas de clientes">
        <p className="admin-pager__status" aria-live="polite">
          Clientes {first}–{first + customers.length - 1} · página {page}
        </p>
        <div className="admin-pager__buttons">
          <button
            type="button"
            className="btn btn--outline"
            disabled={page <= 1}
            onClick={() => onShow({ ...search, page: page - 1 })}
          >
            Anterior
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={!hasMore}
            onClick={() => onShow({ ...search, page: page + 1 })}
          >
            Siguiente
          </button>
        </div>
      </nav>
    </>
  );
}
