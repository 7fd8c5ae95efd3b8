import { useState } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useRemote } from "../../../lib/use-remote.ts";
import { OrderMoves } from "./OrderMoves.tsx";
import { OrderNotes } from "./OrderNotes.tsx";
import { OrderSheet } from "./OrderSheet.tsx";
import { fetchOrder } from "./orders-api.ts";
import type { AdminOrder, AdminOrderRow } from "./types.ts";

interface OrderDialogProps {
  /** The row clicked; undefined keeps the dialog closed. */
  row: AdminOrderRow | undefined;
  onClose: () => void;
  onChanged: (order: AdminOrder) => void;
}

/** 'Ver/Cambiar estado': the whole order (printable as a packing sheet), its moves and the team's notes. */
export function OrderDialog({ row, onClose, onChanged }: OrderDialogProps) {
  return (
    <Dialog
      open={!!row}
      onClose={onClose}
      title="Ver/Cambiar estado"
      subtitle={row ? `Pedido N.º ${row.id} · ${row.customerName}` : undefined}
      className="dialog--wide admin-order-dialog"
    >
      {row && <OrderDialogBody key={row.id} id={row.id} onChanged={onChanged} />}
    </Dialog>
  );
}

function OrderDialogBody({ id, onChanged }: { id: number; onChanged: OrderDialogProps["onChanged"] }) {
  const remote = useRemote(`order:${id}`, (signal) => fetchOrder(id, signal));
  // The order as the last move or note left it (the server answers with the whole order): shown in place.
  const [latest, setLatest] = useState<AdminOrder | undefined>();
  if (remote.status === "error" && !remote.data) {
    return <InlineError message={remote.error ?? ""} onRetry={remote.retry} compact />;
  }
  const order = latest ?? remote.data;
  if (!order) return <Spinner label="Cargando el pedido..." />;
  const changed = (next: AdminOrder) => {
    setLatest(next);
    onChanged(next);
  };
  return (
    <div className="admin-order">
      <OrderMoves order={order} onChanged={changed} />
      <OrderSheet order={order} />
      <OrderNotes order={order} onChanged={changed} />
    </div>
  );
}
