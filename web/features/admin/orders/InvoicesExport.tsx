import { useId, useState } from "react";
import { notify } from "../../../lib/toast.ts";
import { downloadInvoices } from "../lib/invoices-api.ts";
import { monthLabel, previousMonth, recentMonths } from "../lib/months.ts";
import "./invoices.css";

/**
 * 'Exportar comprobantes (CSV)': one month's CFEs and credit notes for the accountant (date, type, series, number,
 * receiver, net per rate, IVA, total, state). The month before this one unless the owner picks another.
 */
export function InvoicesExport() {
  const id = useId();
  const [months] = useState(() => recentMonths(24));
  const [month, setMonth] = useState(previousMonth);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadInvoices(month);
    } catch (error) {
      notify(
        "error",
        error instanceof Error ? error.message : "No pudimos completar la exportación. Intente de nuevo.",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-invoices-export">
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={id}>
          Mes de los comprobantes
        </label>
        <select id={id} className="admin-field__input" value={month} onChange={(e) => setMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
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
