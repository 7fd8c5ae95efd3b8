import { BULK_EVENTS } from "../../../../domain/schemas/admin-orders.ts";
import { BULK_LABELS, type BulkEvent } from "./bulk-form.ts";

interface BulkBarProps {
  count: number;
  onMove: (event: BulkEvent) => void;
  onClear: () => void;
  /** Opens the chosen orders' remitos, to print (one per page). */
  onPrint: () => void;
}

/**
 * 'N pedidos elegidos' with every fulfilment step the table allows for several orders at once (issue 41), and the
 * remitos. It sits above the table, in its flow: it never covers a row.
 */
export function BulkBar({ count, onMove, onClear, onPrint }: BulkBarProps) {
  return (
    <section className="admin-bulkbar" aria-label="Pedidos elegidos">
      <p className="admin-bulkbar__count" aria-live="polite">
        <strong>{count}</strong> {count === 1 ? "pedido elegido" : "pedidos elegidos"}
      </p>
      <div className="admin-bulkbar__actions">
        {BULK_EVENTS.map((event) => (
          <button key={event} type="button" className="btn btn--outline" onClick={() => onMove(event)}>
            {BULK_LABELS[event].title}
          </button>
        ))}
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
