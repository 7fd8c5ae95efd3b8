import { Link } from "@tanstack/react-router";
import type { OwnerOrderAnswer } from "../../../../domain/api/owner-orders.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { notify } from "../../../lib/toast.ts";

/** After 'Crear pedido': the order, the text for WhatsApp with 'Copiar', and the order in the desk. */
export function PlacedOrder({ placed, onNew }: { placed: OwnerOrderAnswer; onNew: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(placed.whatsapp);
      notify("success", "Texto copiado. Péguelo en WhatsApp.");
    } catch {
      notify("error", "No pudimos copiar el texto. Selecciónelo y cópielo a mano.");
    }
  };
  return (
    <section className="admin-card admin-new-order__placed" aria-labelledby="pedido-creado">
      <h2 id="pedido-creado" className="admin-card__title">
        Pedido N.º {placed.order.id} creado · {formatUYU(placed.order.total)} · {placed.order.statusLabel}
      </h2>
      <label className="admin-field__label" htmlFor="texto-whatsapp">
        Texto para WhatsApp
      </label>
      <textarea id="texto-whatsapp" className="admin-field__input" readOnly rows={8} value={placed.whatsapp} />
      <div className="admin-new-order__row">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          Copiar
        </button>
        <Link
          className="btn btn--outline"
          to="/admin/$"
          params={{ _splat: "orders" }}
          search={{ order: placed.order.id }}
        >
          Ver el pedido en Pedidos
        </Link>
        <button type="button" className="btn btn--outline" onClick={onNew}>
          Nuevo pedido
        </button>
      </div>
    </section>
  );
}
