import { describeWaiting } from "../../../../domain/stock-text.ts";
import type { AdminProduct } from "./products-api.ts";

/** In the product form: who waits for 'Avisarme cuando haya stock', and what saving with stock does. */
export function WaitingNote({ product }: { product: AdminProduct }) {
  const text = describeWaiting(product.stockAlertsWaiting, product.unit, product.variants);
  if (!text) return null;
  return (
    <p className="admin-field__hint admin-waiting-note" role="note">
      {text}. Al guardar con stock de lo que esperan, cada uno recibe un solo correo de aviso.
    </p>
  );
}
