import { useState } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { notify } from "../../../lib/toast.ts";
import { type AdminProduct, deleteProduct } from "./products-api.ts";

interface DeleteProductDialogProps {
  product: AdminProduct | undefined;
  onClose: () => void;
  onDeleted: (product: AdminProduct) => void;
}

/** Asks before deleting a product; the orders already placed keep their lines. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!product) return;
    setBusy(true);
    try {
      await deleteProduct(product.id);
      notify("success", "Se ha eliminado el producto correctamente");
      onDeleted(product);
    } catch (error) {
      notify("error", `Ha ocurrido un error: ${error instanceof Error ? error.message : "inténtelo de nuevo."}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={product !== undefined}
      onClose={onClose}
      title="Eliminar producto"
      subtitle={product ? `¿Seguro que desea eliminar «${product.name}»? No se puede deshacer.` : undefined}
    >
      <p>Se borran también sus fotos. Los pedidos ya hechos conservan sus líneas con nombre, tamaño y precio.</p>
      <div className="admin-product-form__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
          Cancelar
        </button>
        <button type="button" className="btn btn--primary admin-product__delete" onClick={confirm} disabled={busy}>
          {busy ? "Eliminando..." : "Eliminar"}
        </button>
      </div>
    </Dialog>
  );
}
