import { useEffect } from "react";
import { useRemote } from "../../../lib/use-remote.ts";
import { fetchReceiptUrl } from "./orders-api.ts";

/** The transfer receipt (served to admins only: fetched with the token and shown from an object URL). */
export function ReceiptImage({ orderId }: { orderId: number }) {
  const receipt = useRemote(`receipt:${orderId}`, (signal) => fetchReceiptUrl(orderId, signal));
  const url = receipt.data;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <section aria-labelledby="hoja-comprobante" className="admin-receipt admin-no-print">
      <h3 id="hoja-comprobante" className="admin-order__heading">
        Comprobante de transferencia
      </h3>
      {url ? (
        <a href={url} target="_blank" rel="noopener" className="admin-receipt__link">
          <img src={url} alt={`Comprobante de transferencia del pedido ${orderId}`} className="admin-receipt__img" />
          <span>Abrir en tamaño completo</span>
        </a>
      ) : receipt.status === "error" ? (
        <p className="admin-alert admin-alert--error">{receipt.error}</p>
      ) : (
        <p className="admin-muted">Cargando el comprobante...</p>
      )}
    </section>
  );
}
