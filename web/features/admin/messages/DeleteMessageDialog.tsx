import { useState } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import type { AdminMessage } from "./messages-api.ts";

interface DeleteMessageDialogProps {
  message: AdminMessage | undefined;
  onCancel: () => void;
  /** Deletes; the dialog stays open with its buttons disabled until it settles. */
  onConfirm: (message: AdminMessage) => Promise<void>;
}

/** '¿Eliminar el mensaje?' before a message is deleted for good. */
export function DeleteMessageDialog({ message, onCancel, onConfirm }: DeleteMessageDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!message) return;
    setBusy(true);
    try {
      await onConfirm(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={message !== undefined} onClose={busy ? () => {} : onCancel} title="¿Eliminar el mensaje?">
      <p>
        El mensaje de <strong>{message?.name}</strong> se eliminará definitivamente. Esta acción no se puede deshacer.
      </p>
      <div className="admin-messages__dialog-actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy}>
          {busy ? "Eliminando..." : "Eliminar"}
        </button>
      </div>
    </Dialog>
  );
}
