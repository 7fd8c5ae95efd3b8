import { Suspense, useEffect, useState } from "react";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";

const loading = <p className="admin-muted">Cargando el comprobante...</p>;

/**
 * The transfer receipt (served to admins only: the route's loader fetched it with the token, orders-loader.ts),
 * shown from an object URL.
 */
export function ReceiptImage({ orderId, receipt }: { orderId: number; receipt: Promise<Loaded<Blob>> | undefined }) {
  return (
    <section aria-labelledby="hoja-comprobante" className="admin-receipt admin-no-print">
      <h3 id="hoja-comprobante" className="admin-order__heading">
        Comprobante de transferencia
      </h3>
      <Suspense fallback={loading}>{receipt ? <Receipt orderId={orderId} receipt={receipt} /> : loading}</Suspense>
    </section>
  );
}

function Receipt({ orderId, receipt }: { orderId: number; receipt: Promise<Loaded<Blob>> }) {
  const { data, error } = useRead(receipt);
  const url = useObjectUrl(data);
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener" className="admin-receipt__link">
        <img src={url} alt={`Comprobante de transferencia del pedido ${orderId}`} className="admin-receipt__img" />
        <span>Abrir en tamaño completo</span>
      </a>
    );
  }
  return error ? <p className="admin-alert admin-alert--error">{error}</p> : loading;
}

/** An object URL for the blob while it is shown, revoked after. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
