import { useRef, useState } from "react";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { notify } from "../../../lib/toast.ts";
import { deleteCategory } from "./categories-api.ts";

interface DeleteCategoryDialogProps {
  /** The category to delete; undefined keeps the dialog closed. */
  category: AdminCategory | undefined;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/** Asks before deleting; the server's refusal (products still in it) is shown here. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: DeleteCategoryDialogProps) {
  return (
    <Dialog open={!!category} onClose={onClose} title="Eliminar categoría">
      {category && <Confirm key={category.id} category={category} onClose={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function Confirm({
  category,
  onClose,
  onDeleted,
}: { category: AdminCategory } & Omit<DeleteCategoryDialogProps, "category">) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problemRef = useRef<HTMLParagraphElement>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await deleteCategory(category.id);
      notify("success", "La categoría fue eliminada exitosamente.");
      onDeleted(category.id);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Ha ocurrido un error");
      notify("error", "Ha ocurrido un error");
      setBusy(false);
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  };

  return (
    <div className="admin-form">
      <p>
        ¿Desea eliminar la categoría <strong>{category.title}</strong>? Esta acción no se puede deshacer.
      </p>
      {problem && (
        <p ref={problemRef} className="admin-alert admin-alert--error" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className="admin-category-form__actions">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {problem ? "Cerrar" : "Cancelar"}
        </button>
        {!problem && (
          <button type="button" className="btn btn--primary admin-category-delete" disabled={busy} onClick={confirm}>
            {busy ? "Eliminando..." : "Eliminar"}
          </button>
        )}
      </div>
    </div>
  );
}
