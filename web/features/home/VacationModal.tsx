import { useState } from "react";
import { Dialog } from "../../components/Dialog.tsx";

/** The closure notice (SPEC section 2): 'Atención', the notice or a default text, and 'Cerrar'. */
export default function VacationModal({ content }: { content: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Atención"
      subtitle="Las fechas de tus pedidos pueden verse modificados. Comuníquese con nosotros."
      className="vacation-modal"
      closeButton={false}
    >
      <p className="vacation-modal__text">{content.trim() || "Estaremos cerrados hasta nuevo aviso"}</p>
      <div className="vacation-modal__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action takes the focus when it opens. */}
        <button type="button" className="btn btn--primary" autoFocus onClick={() => setOpen(false)}>
          Cerrar
        </button>
      </div>
    </Dialog>
  );
}
