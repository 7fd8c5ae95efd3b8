import { useEffect, useState } from "react";
import { DEFAULT_VACATION_TEXT } from "../../../domain/shop-info.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { markNoticeShown } from "./vacation-notice.ts";

/**
 * The closure notice (SPEC section 2, its Spanish corrected: usted, 'fechas … modificadas'): 'Atención', the notice
 * or a default text, and 'Cerrar'. The Dialog fades in 200 ms, traps the focus and returns it on close.
 */
export default function VacationModal({ content }: { content: string }) {
  const [open, setOpen] = useState(true);
  useEffect(() => markNoticeShown(), []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Atención"
      subtitle="Las fechas de sus pedidos pueden verse modificadas. Comuníquese con nosotros."
      className="vacation-modal"
      closeButton={false}
    >
      <p className="vacation-modal__text">{content.trim() || DEFAULT_VACATION_TEXT}</p>
      <div className="vacation-modal__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action takes the focus when it opens. */}
        <button type="button" className="btn btn--primary" autoFocus onClick={() => setOpen(false)}>
          Cerrar
        </button>
      </div>
    </Dialog>
  );
}
