import { useState } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { type Remote, useRemote } from "../../../lib/use-remote.ts";
import { OrderMoves } from "./OrderMoves.tsx";
import { OrderNotes } from "./OrderNotes.tsx";
import { OrderSheet } from "./OrderSheet.tsx";
import { fetchOrder } from "./orders-api.ts";
import type { AdminOrder, AdminOrderRow } from "./types.ts";

interface OrderDialogProps {
  /** The order open (?order=<id>); undefined keeps the dialog closed. */
  id: number | undefined;
  /** Its row in the list shown, if it is there (a link may open an order of another page). */
  row: AdminOrderRow | undefined;
  onClose: () => void;
  onChanged: (order: AdminOrder) => void;
}

/** 'Ver/Cambiar estado': the whole order (printable as a packing sheet), its moves and the team's notes. */
export function OrderDialog({ id, row, onClose, onChanged }: OrderDialogProps) {
  const remote = useRemote(id === undefined ? "" : `order:${id}`, (signal) =>
    id === undefined ? Promise.resolve(undefined) : fetchOrder(id, signal),
  );
  // A remote keeps its last answer while the next loads: another order's is not this one's.
  const loaded = remote.data?.id === id ? remote.data : undefined;
  const name =
    row?.customerName ?? (loaded ? `${loaded.customer.firstName} ${loaded.customer.lastName}`.trim() : undefined);
  return (
    <Dialog
      open={id !== undefined}
      onClose={onClose}
      title="Ver/Cambiar estado"
      subtitle={id !== undefined ? (name ? `Pedido N.º ${id} · ${name}` : `Pedido N.º ${id}`) : undefined}
      className="dialog--wide admin-order-dialog"
    >
      {id !== undefined && <OrderDialogBody key={id} remote={remote} loaded={loaded} onChanged={onChanged} />}
    </Dialog>
  );
}

function OrderDialogBody({
  remote,
  loaded,
  onChanged,
}: {
  remote: Remote<AdminOrder | undefined>;
  loaded: AdminOrder | undefined;
  onChanged: OrderDialogProps["onChanged"];
}) {
  // The order as the last move or note left it (the server answers with the whole order): shown in place.
  const [latest, setLatest] = useState<AdminOrder | undefined>();
  if (remote.status === "error" && !loaded) {
    return <InlineError message={remote.error ?? ""} onRetry={remote.retry} compact />;
  }
  const order = latest ?? loaded;
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
