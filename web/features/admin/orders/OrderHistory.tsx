import type { AdminOrder } from "../../../../domain/api/admin.ts";
import { paymentNoticeWords } from "../../../../domain/payment-notices.ts";
import { formatDateTime } from "../lib/format.ts";

const ACTORS: Readonly<Record<string, string>> = {
  mercadopago: "Mercado Pago",
  system: "Automático",
  customer: "Cliente",
  checkout: "Cliente",
  admin: "Administrador",
};

type HistoryRow = AdminOrder["history"][number];

/** An approved order reads as its fulfilment ('Enviado'), else as its status. */
const side = (status: string | null, statusLabel: string | null, fulfilmentLabel: string | null) =>
  status === "approved" && fulfilmentLabel ? fulfilmentLabel : statusLabel;

/** What the line says happened: 'Aprobado → En preparación', 'Seguimiento corregido (Enviado)', 'Pendiente'. */
function change(h: HistoryRow): string {
  const to = side(h.to, h.toLabel, h.toFulfilmentLabel) ?? h.toLabel;
  if (h.event === "update_tracking") return `Seguimiento corregido (${to})`;
  const from = side(h.from, h.fromLabel, h.fromFulfilmentLabel);
  const moved = from && from !== to ? `${from} → ${to}` : to;
  return h.event === "release" ? `Reserva liberada: ${moved}` : moved;
}

/** Who made the move: the admin's e-mail, Mercado Pago, the automatic job, the customer. */
function who(h: HistoryRow): string {
  const name = h.adminEmail ?? ACTORS[h.actor] ?? h.actor;
  return h.actor === "admin" || h.adminEmail ? `por ${name}` : name;
}

/**
 * Who moved the order, when, from and to what, and Mercado Pago's notices when there are any: in words, with the
 * payment log's raw lines behind 'Detalles técnicos' (issue 38, item 13).
 */
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
          {history.map((h, i) => (
            <li key={`${i}:${h.at}`}>
              <time dateTime={h.at}>{formatDateTime(h.at)}</time> <strong>{change(h)}</strong>{" "}
              <span className="admin-muted">· {who(h)}</span>
              {h.note && <p className="admin-history__note">{h.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {events.length > 0 && (
        <>
          <h4 className="admin-history__sub">Avisos de Mercado Pago</h4>
          <ol className="admin-history">
            {events.map((e) => {
              const words = paymentNoticeWords(e);
              return (
                <li key={`${e.at}:${e.paymentId}:${e.status}`}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time> <strong>{words.status}</strong>{" "}
                  <span className="admin-muted">· pago N.º {e.paymentId}</span>
                  <p className="admin-history__outcome">{words.outcome}</p>
                </li>
              );
            })}
          </ol>
          <details className="admin-history__technical">
            <summary>Detalles técnicos</summary>
            <ul>
              {events.map((e) => (
                <li key={`${e.at}:${e.paymentId}:${e.status}`}>
                  <code>{paymentNoticeWords(e).technical}</code>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
