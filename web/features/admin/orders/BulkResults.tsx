import { useEffect, useRef } from "react";
import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { BULK_LABELS, type BulkEvent } from "./bulk-form.ts";

/** One chosen order after the bulk move: moved (the row as it is now), or refused with the reason. */
export interface Outcome {
  row: AdminOrderRow;
  ok: boolean;
  message?: string;
}

export function bulkSummary(event: BulkEvent, outcomes: readonly Outcome[]): string {
  const moved = outcomes.filter((o) => o.ok).length;
  const refused = outcomes.length - moved;
  const done = BULK_LABELS[event].done;
  const parts = [
    moved === 0
      ? "Ningún pedido cambió de estado."
      : `${moved} ${moved === 1 ? "pedido marcado" : "pedidos marcados"} '${done}'.`,
  ];
  if (refused > 0) parts.push(`${refused} ${refused === 1 ? "no se pudo marcar" : "no se pudieron marcar"}.`);
  return parts.join(" ");
}

/** Which orders moved and which were refused, and why; focus lands on the summary. */
export function BulkResults({
  event,
  outcomes,
  onClose,
}: {
  event: BulkEvent;
  outcomes: readonly Outcome[];
  onClose: () => void;
}) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);
  const allMoved = outcomes.every((o) => o.ok);
  return (
    <div className="admin-form">
      <p
        ref={summaryRef}
        tabIndex={-1}
        role="status"
        className={allMoved ? "admin-alert admin-alert--success" : "admin-alert admin-alert--error"}
      >
        {bulkSummary(event, outcomes)}
      </p>
      <ul className="admin-bulk__results" aria-label="Resultado por pedido">
        {outcomes.map(({ row, ok, message }) => (
          <li key={row.id}>
            <span>
              <strong>N.º {row.id}</strong> · {row.customerName}
            </span>
            {ok ? (
              <StatusBadge status={row.status} fulfilment={row.fulfilment} />
            ) : (
              <span className="admin-bulk__refused">No se marcó: {message}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="admin-move-form__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </div>
  );
}
