import { useState } from "react";
import type { QuoteSummary } from "../../../../domain/api/quotes.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import {
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type QuoteStatus,
  quoteDestinationLabel,
} from "../../../../domain/quotes.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRead, useReload } from "../shell/admin-data.ts";
import { QuoteEditor } from "./QuoteEditor.tsx";
import type { loadQuotes } from "./quotes-loader.ts";

const TONES: Partial<Record<QuoteStatus, string>> = {
  solicitada: "admin-chip admin-chip--warning",
  vencida: "admin-chip admin-chip--danger",
  rechazada: "admin-chip admin-chip--danger",
};

/** /admin/quotes ('Cotizaciones', issue 44 part 3): the quotes by state; opening one edits, sends or declines it. */
export function QuotesPage({ data }: { data: ReturnType<typeof loadQuotes> }) {
  usePageTitle("Cotizaciones · Panel");
  const quotes = useRead(data.quotes);
  const reload = useReload();
  const [status, setStatus] = useState<QuoteStatus | "">("");
  const [open, setOpen] = useState<number | undefined>(data.open);
  const items = quotes.data?.quotes.filter((q) => !status || q.status === status);

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Cotizaciones</h1>
          <p className="admin-page__lead">
            Pedidos de cotización de los clientes con cuenta. Ábralos para cambiar precios y cantidades, agregar
            productos, fijar el envío y la validez, y enviarlos.
          </p>
        </div>
        <label className="admin-field__label">
          Estado{" "}
          <select
            className="admin-field__input"
            value={status}
            onChange={(e) => setStatus(e.target.value as QuoteStatus | "")}
          >
            <option value="">Todas</option>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {QUOTE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {open !== undefined && (
        <QuoteEditor
          key={open}
          id={open}
          onClose={(changed) => {
            setOpen(undefined);
            if (changed) reload();
          }}
        />
      )}
      {!items ? (
        <InlineError message={quotes.error} onRetry={quotes.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay cotizaciones{status ? " en este estado" : ""}.</p>
        </div>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Cotizaciones" aria-busy={quotes.loading || undefined}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col">Entrega</th>
                <th scope="col">Estado</th>
                <th scope="col">Válida hasta</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((q) => (
                <tr key={q.id}>
                  <th scope="row">{q.number}</th>
                  <td>{formatDate(q.createdAt)}</td>
                  <td>{q.email}</td>
                  <td>{destinationCell(q.destination)}</td>
                  <td>
                    <span className={TONES[q.status] ?? "admin-chip"}>{QUOTE_STATUS_LABELS[q.status]}</span>
                    {q.orderId !== null && <span className="admin-muted"> · pedido N.º {q.orderId}</span>}
                  </td>
                  <td>{q.validUntil ? formatDate(q.validUntil) : "—"}</td>
                  <td className="num">{formatUYU(q.total)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--outline"
                      aria-label={`Abrir la cotización ${q.number}`}
                      onClick={() => setOpen(q.id)}
                    >
                      Abrir
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

/** The list's 'Entrega' cell: 'Retiro en el local', the department, or a dash when the customer did not say. */
function destinationCell(destination: QuoteSummary["destination"]): string {
  const label = quoteDestinationLabel(destination);
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : "—";
}
