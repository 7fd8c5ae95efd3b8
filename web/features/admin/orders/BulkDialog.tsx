import { useState } from "react";
import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { BulkForm } from "./BulkForm.tsx";
import { BulkResults, type Outcome } from "./BulkResults.tsx";
import { BULK_LABELS, type BulkEvent } from "./bulk-form.ts";

interface BulkDialogProps {
  /** undefined keeps the dialog closed. */
  event: BulkEvent | undefined;
  /** The rows chosen when it opened. */
  rows: readonly AdminOrderRow[];
  onClose: () => void;
  /** Rows that moved, as they are now. */
  onMoved: (rows: AdminOrderRow[]) => void;
}

/** The chosen orders 'En preparación' or 'Enviado' (each its own tracking): the form, then each order's result. */
export function BulkDialog({ event, rows, onClose, onMoved }: BulkDialogProps) {
  return (
    <Dialog
      open={!!event}
      onClose={onClose}
      title={event ? BULK_LABELS[event].title : ""}
      subtitle={`${rows.length} ${rows.length === 1 ? "pedido elegido" : "pedidos elegidos"}`}
      className="dialog--wide admin-bulk-dialog"
    >
      {/* Fresh for each opening: the rows chosen now, no results of a previous run. */}
      {event && <BulkBody key={event} event={event} rows={rows} onClose={onClose} onMoved={onMoved} />}
    </Dialog>
  );
}

function BulkBody({ event, rows, onClose, onMoved }: BulkDialogProps & { event: BulkEvent }) {
  const [outcomes, setOutcomes] = useState<Outcome[] | undefined>();
  return outcomes ? (
    <BulkResults event={event} outcomes={outcomes} onClose={onClose} />
  ) : (
    <BulkForm
      event={event}
      rows={rows}
      onCancel={onClose}
      onDone={(done, moved) => {
        setOutcomes(done);
        onMoved(moved);
      }}
    />
  );
}
