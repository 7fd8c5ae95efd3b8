import { useId } from "react";
import type { MonthSales } from "../../../../domain/api/admin.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { SalesChart } from "./SalesChart.tsx";

/** The last 12 months: the bar chart, and the same figures as a table (for screen readers and exact numbers). */
export function SalesCard({ months }: { months: readonly MonthSales[] }) {
  const tableId = useId();
  const total = months.reduce((sum, m) => sum + m.total, 0);
  return (
    <section className="admin-card" aria-labelledby={`${tableId}-title`}>
      <h2 id={`${tableId}-title`} className="admin-card__title">
        Ventas de los últimos 12 meses <span className="admin-muted">· {formatUYU(total)}</span>
      </h2>
      {total > 0 ? (
        <ScrollRegion className="admin-chart-wrap" label="Gráfico de ventas">
          <SalesChart months={months} tableId={tableId} />
        </ScrollRegion>
      ) : (
        <p className="admin-muted">Todavía no hay ventas aprobadas en los últimos 12 meses.</p>
      )}
      <details className="admin-chart-table">
        <summary>Ver las cifras en una tabla</summary>
        <table id={tableId} className="admin-table">
          <caption className="visually-hidden">Ventas aprobadas por mes</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col" className="num">
                Pedidos
              </th>
              <th scope="col" className="num">
                Ventas
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.label}</th>
                <td className="num">{m.count}</td>
                <td className="num">{formatUYU(m.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
