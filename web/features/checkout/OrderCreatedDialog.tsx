import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { SHOP_CONTACT } from "../../../domain/shop-info.ts";
import { buttonClass } from "../../components/Button.tsx";
import { BankAccounts } from "../orders/BankAccounts.tsx";
import type { OrderView } from "../orders/order-types.ts";

/**
 * 'Pedido creado / Pendiente de confirmación' (SPEC section 4): the order number, the amount and where to
 * transfer it, and the secret link to the order. Closing it (button or Escape) goes to the home page.
 */
export function OrderCreatedDialog({ order }: { order: OrderView }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    titleRef.current?.focus();
  }, []);

  const close = () => {
    ref.current?.close();
    void navigate({ to: "/" });
  };

  return (
    <dialog
      ref={ref}
      className="order-dialog"
      aria-labelledby="order-dialog-title"
      aria-describedby="order-dialog-subtitle"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="order-dialog__head">
        <span className="order-dialog__check" aria-hidden="true">
          ✓
        </span>
        <h2 id="order-dialog-title" ref={titleRef} tabIndex={-1}>
          Pedido creado
        </h2>
        <p id="order-dialog-subtitle" className="order-dialog__subtitle">
          Pendiente de confirmación
        </p>
      </div>
      <p className="order-dialog__number">
        Número de pedido: <strong data-testid="order-number">{order.id}</strong>
      </p>
      <p>
        Le enviamos el detalle a <strong>{order.customer.email}</strong>. Confirmaremos el pedido cuando recibamos la
        transferencia.
      </p>
      <BankAccounts total={order.total} orderId={order.id} />
      <p className={order.hasReceipt ? "order-dialog__ok" : "order-dialog__reminder"}>
        {order.hasReceipt ? (
          "Recibimos su comprobante: lo verificaremos a la brevedad."
        ) : (
          <>
            Recuerde enviarnos el comprobante de la transferencia a{" "}
            <a href={`mailto:${SHOP_CONTACT.email}?subject=${encodeURIComponent(`Comprobante pedido ${order.id}`)}`}>
              {SHOP_CONTACT.email}
            </a>{" "}
            indicando el número de pedido.
          </>
        )}
      </p>
      <div className="order-dialog__actions">
        <Link
          to="/shop/order/$id"
          params={{ id: String(order.id) }}
          search={{ token: order.accessToken }}
          className={buttonClass("primary")}
        >
          Ver mi pedido
        </Link>
        <button type="button" className={buttonClass("outline")} onClick={close}>
          Cerrar
        </button>
      </div>
    </dialog>
  );
}
