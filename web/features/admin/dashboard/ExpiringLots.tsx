import { Link } from "@tanstack/react-router";
import type { ExpiringLotView } from "../../../../domain/api/admin.ts";
import { EXPIRY_WARNING_DAYS } from "../../../../domain/lots.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { formatDate } from "../lib/format.ts";
import { useRead } from "../shell/admin-data.ts";

/**
 * Lots within EXPIRY_WARNING_DAYS of their expiry, and expired lots whose product still has stock (what may be
 * left of them on the shelf): soonest first, each opening its product (issue 42; decision 033).
 */
export function ExpiringLots({ read }: { read: Promise<Loaded<{ lots: ExpiringLotView[] }>> }) {
  const lots = useRead(read);
  const list = lots.data?.lots;
  if (!list) return null;
  return (
    <section className="admin-card" aria-labelledby="panel-lotes">
      <h2 id="panel-lotes" className="admin-card__title">
        Lotes por vencer
      </h2>
      {list.length === 0 ? (
        <p className="admin-muted">Ningún lote vence en los próximos {EXPIRY_WARNING_DAYS} días.</p>
      ) : (
        <ul className="admin-list">
          {list.map((lot) => (
            <li key={lot.id}>
              <Link to="/admin/$" params={{ _splat: "products" }} search={{ edit: lot.productId }}>
                {lot.productName} · lote {lot.number}
              </Link>
              <span className="admin-list__meta">
                {lot.expired ? `Venció el ${formatDate(lot.expiresOn)}` : `Vence el ${formatDate(lot.expiresOn)}`}
                {lot.expired && <span className="admin-chip admin-chip--danger">Vencido, con stock</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
