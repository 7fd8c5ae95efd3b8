import { Dialog } from "../../../components/Dialog.tsx";
import { ProductForm } from "./ProductForm.tsx";
import type { AdminProduct, CategoryOption } from "./products-api.ts";

interface ProductFormDialogProps {
  product?: AdminProduct;
  categories: CategoryOption[];
  onSaved: (product: AdminProduct) => void;
  onClose: () => void;
}

/** The add/edit form in a modal; it is mounted fresh each time, so it opens empty (or with the product). */
export function ProductFormDialog({ product, categories, onSaved, onClose }: ProductFormDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={product ? "Editar producto" : "Añadir producto"}
      subtitle={product?.name}
      className="dialog--wide admin-product-dialog"
    >
      <ProductForm product={product} categories={categories} onSaved={onSaved} onCancel={onClose} />
    </Dialog>
  );
}
