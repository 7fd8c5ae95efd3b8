import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useRemote } from "../../../lib/use-remote.ts";
import { ProductForm } from "./ProductForm.tsx";
import { type AdminProduct, type CategoryOption, fetchProduct } from "./products-api.ts";

interface ProductFormDialogProps {
  /** The add form ('new') or the product's id (?new=1, ?edit=<id>). */
  target: "new" | number;
  /** The product as the list shows it; without it (on another page, a link) it is loaded by its id. */
  known: AdminProduct | undefined;
  /** Undefined while they load: the form waits for them, so the product's category is there to be selected. */
  categories: CategoryOption[] | undefined;
  onSaved: (product: AdminProduct) => void;
  onClose: () => void;
}

/** The add/edit form in a modal; it is mounted fresh each time, so it opens empty (or with the product). */
export function ProductFormDialog({ target, known, categories, onSaved, onClose }: ProductFormDialogProps) {
  const load = target !== "new" && !known ? target : undefined;
  const remote = useRemote(load === undefined ? "" : `admin-product:${load}`, (signal) =>
    load === undefined ? Promise.resolve(undefined) : fetchProduct(load, signal),
  );
  const product = target === "new" ? undefined : (known ?? remote.data);
  return (
    <Dialog
      open
      onClose={onClose}
      title={target === "new" ? "Añadir producto" : "Editar producto"}
      subtitle={product?.name}
      className="dialog--wide admin-product-dialog"
    >
      {load !== undefined && remote.status === "error" ? (
        <InlineError message={remote.error} onRetry={remote.retry} compact />
      ) : !categories || (target !== "new" && !product) ? (
        <Spinner label="Cargando el formulario..." />
      ) : (
        <ProductForm product={product} categories={categories} onSaved={onSaved} onCancel={onClose} />
      )}
    </Dialog>
  );
}
