import { Suspense, useState } from "react";
import type { AdminOrder, AdminOrderRow } from "../../../../domain/api/admin.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import { OrderInvoices } from "./OrderInvoices.tsx";
import { OrderMoves } from "./OrderMoves.tsx";
import { OrderNotes } from "./OrderNotes.tsx";
import { OrderSheet } from "./OrderSheet.tsx";

interface OrderDialogProps {
  /** The order open (?order=<id>); undefined keeps the dialog closed. */
  id: number | undefined;
  /** The route loader's read of it (orders-loader.ts); undefined until the loader has run for this address. */
  order: Promise<Loaded<AdminOrder>> | undefined;
  /** Its transfer receipt, when it has one. */
  receipt: Promise<Loaded<Blob>> | undefined;
  /** Its row in the list shown, if it is there (a link may open an order of another page). */
  row: AdminOrderRow | undefined;
  onClose: () => void;
  onChanged: (order: AdminOrder) => void;
}

/** 'Ver/Cambiar estado': the whole order (printable as a packing sheet), its moves and the team's notes. */
export function OrderDialog({ id, order, receipt, row, onClose, onChanged }: OrderDialogProps) {
  const loading = <Spinner label="Cargando el pedido..." />;
  return (
    <Dialog
      open={id !== undefined}
      onClose={onClose}
      title="Ver/Cambiar estado"
      subtitle={
        id === undefined ? undefined : row ? (
          `Pedido N.º ${id} · ${row.customerName}`
        ) : (
          <Suspense fallback={`Pedido N.º ${id}`}>{order && <Subtitle id={id} order={order} />}</Suspense>
        )
      }
      className="dialog--wide admin-order-dialog"
    >
      {id !== undefined && (
        <Suspense fallback={loading}>
          {order ? <OrderDialogBody key={id} id={id} order={order} receipt={receipt} onChanged={onChanged} /> : loading}
        </Suspense>
      )}
    </Dialog>
  );
}

function Subtitle({ id, order }: { id: number; order: Promise<Loaded<AdminOrder>> }) {
  const { data } = useRead(order);
  const name = data?.id === id ? `${data.customer.firstName} ${data.customer.lastName}`.trim() : "";
  return name ? `Pedido N.º ${id} · ${name}` : `Pedido N.º ${id}`;
}

function OrderDialogBody({
  id,
  order: read,
  receipt,
  onChanged,
}: {
  id: number;
  order: Promise<Loaded<AdminOrder>>;
  receipt: OrderDialogProps["receipt"];
  onChanged: OrderDialogProps["onChanged"];
}) {
  const remote = useRead(read);
  // The order as the last move or note left it (the server answers with the whole order): shown in place.
  const [latest, setLatest] = useState<AdminOrder | undefined>();
  // The router keeps the last answer while the next loads: another order's is not this one's.
  const loaded = remote.data?.id === id ? remote.data : undefined;
  if (remote.error && !loaded) return <InlineError message={remote.error} onRetry={remote.retry} compact />;
  const order = latest ?? loaded;
  if (!order) return <Spinner label="Cargando el pedido..." />;
  const changed = (next: AdminOrder) => {
    setLatest(next);
    onChanged(next);
  };
  return (
    <div className="admin-order">
      <OrderMoves order={order} onChanged={changed} />
      <OrderSheet order={order} receipt={receipt} />
      <OrderInvoices order={order} onChanged={changed} />
      <OrderNotes order={order} onChanged={changed} />
    </div>
  );
}
