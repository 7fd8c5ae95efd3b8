import { formatDateTime } from "./format.ts";
import type { AdminOrder } from "./types.ts";

const ACTORS: Readonly<Record<string, string>> = {
  mercadopago: "Mercado Pago",
  system: "Automático",
  customer: "Cliente",
  checkout: "Cliente",
};

/** Who moved the order, when, from and to what (and Mercado Pago's notices, when there are any). */
export function OrderHistory({
  history,
  events,
}: {
  history: AdminOrder["history"];
  events: AdminOrder["paymentEvents"];
}) {
  return (
    <section aria-labelledby="hoja-historial">
      <h3 id="hoja-historial" className="admin-order__heading">
        Historial
      </h3>
      {history.length === 0 ? (
        <p className="admin-muted">Sin cambios de estado todavía.</p>
      ) : (
        <ol className="admin-history">
          {history.map((h) => (
            <li key={`${h.at}:${h.to}`}>
              <time dateTime={h.at}>{formatDateTime(h.at)}</time>{" "}
              <strong>{h.fromLabel ? `${h.fromLabel} → ${h.toLabel}` : h.toLabel}</strong>{" "}
              <span className="admin-muted">· {h.adminEmail ?? ACTORS[h.actor] ?? h.actor}</span>
              {h.note && <p className="admin-history__note">{h.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {events.length > 0 && (
        <>
          <h4 className="admin-history__sub">Avisos de Mercado Pago</h4>
          <ol className="admin-history">
            {events.map((e) => (
              <li key={`${e.at}:${e.paymentId}:${e.status}`}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> pago {e.paymentId}: {e.status ?? "—"}
                {e.outcome && <span className="admin-muted"> · {e.outcome}</span>}
                {e.note && <p className="admin-history__note">{e.note}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
