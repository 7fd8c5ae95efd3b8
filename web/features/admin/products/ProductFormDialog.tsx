import { type ReactNode, Suspense } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import { ProductDocumentsSection } from "./ProductDocumentsSection.tsx";
import { ProductForm } from "./ProductForm.tsx";
import { ProductLots } from "./ProductLots.tsx";
import type { AdminProduct, CategoryOption } from "./products-api.ts";

interface ProductFormDialogProps {
  /** The add form ('new') or the product's id (?new=1, ?edit=<id>). */
  target: "new" | number;
  /** The product as the list shows it; without it (on another page, a link) the route's loader reads it. */
  known: AdminProduct | undefined;
  /** The route loader's read of the product open (products-loader.ts); undefined until it has run for it. */
  product: Promise<Loaded<AdminProduct>> | undefined;
  categories: CategoryOption[];
  onSaved: (product: AdminProduct) => void;
  onClose: () => void;
}

const loading = <Spinner label="Cargando el formulario..." />;

/** The add/edit form in a modal; it is mounted fresh each time, so it opens empty (or with the product). */
export function ProductFormDialog({ target, known, product, categories, onSaved, onClose }: ProductFormDialogProps) {
  const form = (p: AdminProduct | undefined) => (
    <>
      <ProductForm product={p} categories={categories} onSaved={onSaved} onCancel={onClose} />
      {p && <ProductLots productId={p.id} />}
      {/* Issue 42: the FDS and Ficha técnica of a product that exists (uploaded apart from the form's save). */}
      {p && <ProductDocumentsSection productId={p.id} />}
    </>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={target === "new" ? "Añadir producto" : "Editar producto"}
      subtitle={
        known?.name ??
        (target !== "new" && product && (
          <Suspense fallback={null}>
            <ProductName id={target} read={product} />
          </Suspense>
        ))
      }
      className="dialog--wide admin-product-dialog"
    >
      {target === "new" ? (
        form(undefined)
      ) : known ? (
        form(known)
      ) : (
        <Suspense fallback={loading}>
          {product ? <LoadedProduct id={target} read={product} form={form} /> : loading}
        </Suspense>
      )}
    </Dialog>
  );
}

function ProductName({ id, read }: { id: number; read: Promise<Loaded<AdminProduct>> }) {
  const { data } = useRead(read);
  return data?.id === id ? data.name : null;
}

/** A product the list does not have, once the loader read it. */
function LoadedProduct({
  id,
  read,
  form,
}: {
  id: number;
  read: Promise<Loaded<AdminProduct>>;
  form: (product: AdminProduct) => ReactNode;
}) {
  const product = useRead(read);
  if (product.data?.id === id) return form(product.data);
  if (product.error) return <InlineError message={product.error} onRetry={product.retry} compact />;
  return loading;
}
