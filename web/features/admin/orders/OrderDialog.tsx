import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useRemote } from "../../../lib/use-remote.ts";
import { OrderSheet } from "./OrderSheet.tsx";
import { fetchOrder } from "./orders-api.ts";
import { StatusForm } from "./StatusForm.tsx";
import type { AdminOrder, AdminOrderRow } from "./types.ts";

interface OrderDialogProps {
  /** The row clicked; undefined keeps the dialog closed. */
  row: AdminOrderRow | undefined;
  onClose: () => void;
  onChanged: (order: AdminOrder) => void;
}

/** 'Ver/Cambiar estado': the whole order (printable as a packing sheet) and the status change. */
export function OrderDialog({ row, onClose, onChanged }: OrderDialogProps) {
  return (
    <Dialog
      open={!!row}
      onClose={onClose}
      title="Ver/Cambiar estado"
      subtitle={row ? `Pedido N.º ${row.id} · ${row.customerName}` : undefined}
      className="dialog--wide admin-order-dialog"
    >
      {row && <OrderDialogBody key={row.id} id={row.id} onChanged={onChanged} onClose={onClose} />}
    </Dialog>
  );
}

function OrderDialogBody({
  id,
  onChanged,
  onClose,
}: {
  id: number;
  onChanged: OrderDialogProps["onChanged"];
  onClose: () => void;
}) {
  const order = useRemote(`order:${id}`, (signal) => fetchOrder(id, signal));
  if (order.status === "error") return <InlineError message={order.error} onRetry={order.retry} compact />;
  if (!order.data) return <Spinner label="Cargando el pedido..." />;
  const done = (next: AdminOrder) => {
    onChanged(next);
    onClose();
  };
  return (
    <div className="admin-order">
      <StatusForm order={order.data} onChanged={done} />
      <OrderSheet order={order.data} />
    </div>
  );
}
