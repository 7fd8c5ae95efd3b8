import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { BULK_LABELS, type BulkEvent, bulkSteps } from "./bulk-form.ts";

interface BulkBarProps {
  /** The chosen orders (of this page). */
  rows: readonly AdminOrderRow[];
  onMove: (event: BulkEvent) => void;
  onClear: () => void;
  /** Opens the chosen orders' remitos, to print (one per page). */
  onPrint: () => void;
}

/**
 * 'N pedidos elegidos' with the fulfilment steps the table allows for at least one of them, each saying how many
 * it applies to ('Marcar enviados (3 de 5)'), and the remitos. It sits above the table, in its flow: it never covers
 * a row. The server still refuses each order the table does not allow.
 */
export function BulkBar({ rows, onMove, onClear, onPrint }: BulkBarProps) {
  const count = rows.length;
  const steps = bulkSteps(rows);
  return (
    <section className="admin-bulkbar" aria-label="Pedidos elegidos">
      <p className="admin-bulkbar__count" aria-live="polite">
        <strong>{count}</strong> {count === 1 ? "pedido elegido" : "pedidos elegidos"}
      </p>
      <div className="admin-bulkbar__actions">
        {steps.map(({ event, applies }) => (
          <button key={event} type="button" className="btn btn--outline" onClick={() => onMove(event)}>
            {BULK_LABELS[event].title}
            {count > 1 && ` (${applies} de ${count})`}
          </button>
        ))}
        {steps.length === 0 && <p className="admin-muted">Ninguno de estos pedidos puede avanzar en su preparación.</p>}
        <button type="button" className="btn btn--outline" onClick={onPrint}>
          Imprimir remitos
        </button>
        <button type="button" className="admin-linkbutton admin-bulkbar__clear" onClick={onClear}>
          Quitar selección
        </button>
      </div>
    </section>
  );
}
