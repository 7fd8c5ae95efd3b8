import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { deleteCategory } from "./categories-api.ts";

interface DeleteCategoryDialogProps {
  /** The category to delete; undefined keeps the dialog closed. */
  category: AdminCategory | undefined;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/**
 * Asks before deleting. A category that still holds products (its count is in the list, drafts included) cannot
 * be deleted: the dialog says so at once, with a link to its products, and its 'Eliminar' is disabled. The server's
 * refusal (a product added meanwhile) is shown here too.
 */
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
  const problem = useFormProblem();

  const confirm = async () => {
    setBusy(true);
    problem.clear();
    try {
      await deleteCategory(category.id);
      notify("success", "La categoría fue eliminada exitosamente.");
      onDeleted(category.id);
      onClose();
    } catch (error) {
      problem.show(messageOf(error));
      notify("error", "Ha ocurrido un error.");
      setBusy(false);
    }
  };

  const held = category.productCount;
  if (held > 0) {
    return (
      <div className="admin-form">
        <p id={`held-${category.id}`} className="admin-alert admin-alert--warning">
          La categoría <strong>{category.title}</strong> tiene {held === 1 ? "1 producto" : `${held} productos`}{" "}
          (borradores incluidos). No se puede eliminar hasta que{" "}
          {held === 1 ? "lo mueva a otra categoría o lo elimine" : "los mueva a otra categoría o los elimine"}.
        </p>
        <div className="admin-category-form__actions">
          <Link
            className="btn btn--outline"
            to="/admin/$"
            params={{ _splat: "products" }}
            // A number, so the URL reads ?category=3 (the products page's filter), not the quoted string.
            search={{ category: category.id as unknown as string }}
            onClick={onClose}
          >
            Ver sus productos
          </Link>
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Cerrar
          </button>
          <button
            type="button"
            className="btn btn--primary admin-category-delete"
            disabled
            aria-describedby={`held-${category.id}`}
          >
            Eliminar
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="admin-form">
      <p>
        ¿Desea eliminar la categoría <strong>{category.title}</strong>? Esta acción no se puede deshacer.
      </p>
      <FormProblem problem={problem} />
      <div className="admin-category-form__actions">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {problem.message ? "Cerrar" : "Cancelar"}
        </button>
        {!problem.message && (
          <button type="button" className="btn btn--primary admin-category-delete" disabled={busy} onClick={confirm}>
            {busy ? "Eliminando..." : "Eliminar"}
          </button>
        )}
      </div>
    </div>
  );
}
