import { useState } from "react";
import { Dialog } from "../../../components/Dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs ('Eliminando...' unless told). */
  busyLabel?: string;
  onCancel: () => void;
  /** The action; the dialog stays open and its buttons disabled until it settles. */
  onConfirm: () => Promise<void>;
}

/** 'Are you sure?' before a delete in the back office. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel = "Eliminando...",
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} title={title} className="admin-confirm">
      <p>{text}</p>
      <div className="admin-confirm__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
