import { useId, useState } from "react";
import { formatMonth } from "../../../../domain/dates.ts";
import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { downloadInvoices } from "../lib/invoices-api.ts";
import { previousMonth, recentMonths } from "../lib/months.ts";
import "./invoices.css";

/**
 * 'Exportar comprobantes (CSV)': one month's CFEs and credit notes for the accountant (date, type, series, number,
 * receiver, net per rate, IVA, total, state). The month before this one unless the owner picks another.
 */
export function InvoicesExport() {
  const id = useId();
  const [months] = useState(() => recentMonths(24));
  const [month, setMonth] = useState(previousMonth);
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
      <ExportCsvButton
        download={() => downloadInvoices(month)}
        label="Exportar comprobantes (CSV)"
        busyLabel="Exportando comprobantes..."
      />
    </div>
  );
}
