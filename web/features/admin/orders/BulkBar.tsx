import type { BulkEvent } from "./bulk-form.ts";

interface BulkBarProps {
  count: number;
  onMove: (event: BulkEvent) => void;
  onClear: () => void;
  /** Opens the chosen orders' remitos, to print (one per page). */
  onPrint: () => void;
}

/** 'N pedidos elegidos' with the moves that apply to several orders at once; it stays in view at the bottom. */
export function BulkBar({ count, onMove, onClear, onPrint }: BulkBarProps) {
  return (
    <section className="admin-card admin-bulkbar" aria-label="Pedidos elegidos">
      <div className="admin-bulkbar__head">
        <p className="admin-bulkbar__count" aria-live="polite">
          <strong>{count}</strong> {count === 1 ? "pedido elegido" : "pedidos elegidos"}
        </p>
        <button type="button" className="admin-linkbutton admin-bulkbar__clear" onClick={onClear}>
          Quitar selección
        </button>
      </div>
      <div className="admin-bulkbar__actions">
        <button type="button" className="btn btn--primary" onClick={() => onMove("prepare")}>
          Marcar en preparación
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onMove("ship")}>
          Marcar enviados
        </button>
        <button type="button" className="btn btn--outline" onClick={onPrint}>
          Imprimir remitos
        </button>
      </div>
    </section>
  );
}
