import { Dialog } from "../../../components/Dialog.tsx";

interface ReleaseConfirmProps {
  open: boolean;
  orderId: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Liberar reserva' asks first: the order is cancelled and its products go back to the shop's stock. */
export function ReleaseConfirm({ open, orderId, busy, onCancel, onConfirm }: ReleaseConfirmProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="¿Liberar la reserva?"
      subtitle={`Pedido N.º ${orderId}`}
      className="admin-confirm-dialog"
    >
      <div className="admin-form">
        <p>
          El pedido pasa a <strong>Rechazado</strong> y sus productos vuelven al stock. Antes se consulta a Mercado
          Pago: si el cliente ya pagó, la reserva no se libera.
        </p>
        <div className="admin-move-form__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
            No, mantener
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {busy ? "Liberando..." : "Sí, liberar la reserva"}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
