import type { RecoveredCarts } from "../../../../domain/api/admin.ts";
import { formatUYU } from "../../../../domain/money.ts";

const carts = (n: number) => (n === 1 ? "carrito" : "carritos");

/**
 * Unfinished checkouts of the month (issue 43): the revenue recovered, the carts recovered (an order within 7 days of
 * a reminder) and the carts reminded.
 */
export function RecoveredCartsCard({ figures, month }: { figures: RecoveredCarts; month: string }) {
  return (
    <section className="admin-card admin-stat" aria-labelledby="dash-recovered">
      <h2 id="dash-recovered" className="admin-stat__title">
        Carritos recuperados <span className="admin-stat__period">{month}</span>
      </h2>
      <p className="admin-stat__figure">{formatUYU(figures.revenue)}</p>
      <p className="admin-stat__count">
        {figures.recovered} {figures.recovered === 1 ? "recuperado" : "recuperados"} de {figures.reminded}{" "}
        {carts(figures.reminded)} con recordatorio
      </p>
    </section>
  );
}
