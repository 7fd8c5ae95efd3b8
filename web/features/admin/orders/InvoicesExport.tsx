import { useId, useState } from "react";
import { formatMonth } from "../../../../domain/dates.ts";
import { downloadInvoices } from "../lib/invoices-api.ts";
import { previousMonth, recentMonths } from "../lib/months.ts";
import { useDownload } from "../lib/use-download.ts";
import "./invoices.css";

/**
 * 'Exportar comprobantes (CSV)': one month's CFEs and credit notes for the accountant (date, type, series, number,
 * receiver, net per rate, IVA, total, state). The month before this one unless the owner picks another.
 */
export function InvoicesExport() {
  const id = useId();
  const [months] = useState(() => recentMonths(24));
  const [month, setMonth] = useState(previousMonth);
  const { busy, start: run } = useDownload(() => downloadInvoices(month));
  return (
    <div className="admin-invoices-export">
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={id}>
          Mes de los comprobantes
        </label>
        <select id={id} className="admin-field__input" value={month} onChange={(e) => setMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--outline" onClick={run} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Exportando comprobantes..." : "Exportar comprobantes (CSV)"}
      </button>
    </div>
  );
}
