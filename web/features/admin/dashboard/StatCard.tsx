import { formatUYU } from "../../../../domain/money.ts";

interface StatCardProps {
  title: string;
  period: string;
  /** Omitted: the card shows the count as its figure. */
  total?: number;
  count: number;
  countLabel?: (count: number) => string;
  tone?: "warning";
}

const approved = (n: number) => (n === 1 ? "pedido aprobado" : "pedidos aprobados");

/** One figure of the dashboard: a sum of approved sales and how many orders made it (or a count alone). */
export function StatCard({ title, period, total, count, countLabel = approved, tone }: StatCardProps) {
  return (
    <section className={tone ? `admin-card admin-stat admin-stat--${tone}` : "admin-card admin-stat"}>
      <h2 className="admin-stat__title">
        {title} <span className="admin-stat__period">{period}</span>
      </h2>
      {total !== undefined ? (
        <>
          <p className="admin-stat__figure">{formatUYU(total)}</p>
          <p className="admin-stat__count">
            {count} {countLabel(count)}
          </p>
        </>
      ) : (
        <p className="admin-stat__figure">
          {count} <span className="admin-stat__unit">{countLabel(count)}</span>
        </p>
      )}
    </section>
  );
}
