import type { ReactNode } from "react";
import { Dialog } from "../../../components/Dialog.tsx";

/** The moves that ask first: they give stock back and cannot be undone from the desk as they were. */
export type ConfirmedMove = "release" | "cancel_sale";

export const CONFIRMED_MOVES: readonly string[] = ["release", "cancel_sale"] satisfies ConfirmedMove[];

const TEXTS: Readonly<
  Record<ConfirmedMove, { title: string; body: ReactNode; keep: string; confirm: string; busy: string }>
> = {
  release: {
    title: "¿Liberar la reserva?",
    body: (
      <>
        El pedido pasa a <strong>Rechazado</strong> y sus productos vuelven al stock. Antes se consulta a Mercado Pago:
        si el cliente ya pagó, la reserva no se libera.
      </>
    ),
    keep: "No, mantener",
    confirm: "Sí, liberar la reserva",
    busy: "Liberando...",
  },
  // Issue 26: an approved sale undone before the goods leave.
  cancel_sale: {
    title: "¿Anular la venta?",
    body: (
      <>
        Anular la venta devuelve el stock y marca el pedido para reintegrar el dinero. Si tiene comprobante fiscal, se
        emite su nota de crédito.
      </>
    ),
    keep: "No, mantener la venta",
    confirm: "Sí, anular la venta",
    busy: "Anulando...",
  },
};

interface MoveConfirmProps {
  /** The move to confirm; undefined keeps the dialog closed. */
  event: ConfirmedMove | undefined;
  orderId: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Liberar reserva' and 'Anular venta' ask first: the order is cancelled and its products go back to stock. */
export function MoveConfirm({ event, orderId, busy, onCancel, onConfirm }: MoveConfirmProps) {
  const text = TEXTS[event ?? "release"];
  return (
    <Dialog
      open={event !== undefined}
      onClose={onCancel}
      title={text.title}
      subtitle={`Pedido N.º ${orderId}`}
      className="admin-confirm-dialog"
    >
      <div className="admin-form">
        <p>{text.body}</p>
        <div className="admin-move-form__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
            {text.keep}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {busy ? text.busy : text.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
