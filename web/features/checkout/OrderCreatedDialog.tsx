import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { OrderView } from "../../../domain/api/orders.ts";
import { buttonClass } from "../../components/Button.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { BankAccounts } from "../../components/order/BankAccounts.tsx";
import { useShopContact } from "../../lib/company.ts";

/**
 * 'Pedido creado / Pendiente de confirmación' (SPEC section 4): the order number, the amount and where to
 * transfer it, and the secret link to the order. Closing it ('Cerrar' or Escape) goes to the home page.
 */
export function OrderCreatedDialog({ order }: { order: OrderView }) {
  const navigate = useNavigate();
  // Closing it, whichever way, leaves for the home page (the page it stands on is the checkout that placed it).
  const leave = () => void navigate({ to: "/" });
  const numberRef = useRef<HTMLParagraphElement>(null);
  const { email } = useShopContact();

  // Start reading at the order number (the browser would focus the first link, halfway down).
  useEffect(() => {
    const frame = requestAnimationFrame(() => numberRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // A code covered the whole total: the order is approved as placed, nothing to transfer (decision 024).
  const free = order.status === "approved" && order.total === 0;

  return (
    <Dialog
      open
      onClose={leave}
      title={free ? "Pedido confirmado" : "Pedido creado"}
      subtitle={
        <span className="order-dialog__subtitle">{free ? "Sin importe a pagar" : "Pendiente de confirmación"}</span>
      }
      closeButton={false}
      className="order-dialog"
    >
      <p className="order-dialog__number" ref={numberRef} tabIndex={-1}>
        Número de pedido: <strong data-testid="order-number">{order.id}</strong>
      </p>
      {free ? (
        <p>
          Su pedido no tiene importe a pagar y ya está confirmado. Le enviamos el detalle a{" "}
          <strong>{order.customer.email}</strong>.
        </p>
      ) : (
        <>
          <p>
            Le enviamos el detalle a <strong>{order.customer.email}</strong>. Confirmaremos el pedido cuando recibamos
            la transferencia.
          </p>
          <BankAccounts total={order.total} orderId={order.id} />
        </>
      )}
      {!free && (
        <p className={order.hasReceipt ? "order-dialog__ok" : "order-dialog__reminder"}>
          {order.hasReceipt ? (
            "Recibimos su comprobante: lo verificaremos a la brevedad."
          ) : (
            <>
              Recuerde enviarnos el comprobante de la transferencia a{" "}
              <a href={`mailto:${email}?subject=${encodeURIComponent(`Comprobante pedido ${order.id}`)}`}>{email}</a>{" "}
              indicando el número de pedido.
            </>
          )}
        </p>
      )}
      <div className="order-dialog__actions">
        <Link
          to="/shop/order/$id"
          params={{ id: String(order.id) }}
          search={{ token: order.accessToken }}
          className={buttonClass("primary")}
        >
          Ver mi pedido
        </Link>
        <button type="button" className={buttonClass("outline")} onClick={leave}>
          Cerrar
        </button>
      </div>
    </Dialog>
  );
}
