import { Link } from "@tanstack/react-router";
import type { InvoicingStatus } from "../../../../domain/api/invoices.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import "./invoices.css";

interface InvoicingNoticeProps {
  read: Promise<Loaded<InvoicingStatus>>;
  /** The desk lists only the approved orders without their CFE (invoice=missing). */
  filtered: boolean;
  onShowMissing: () => void;
}

/** "3 pedidos aprobados sin comprobante fiscal", or "1 pedido aprobado…". */
export function missingText(missing: number): string {
  return missing === 1
    ? "1 pedido aprobado sin comprobante fiscal"
    : `${missing.toLocaleString("es-UY")} pedidos aprobados sin comprobante fiscal`;
}

/**
 * What the orders desk says about e-invoices (issue 26): no provider configured (the CFEs wait), the issuer's data
 * missing, and the approved orders still without their CFE, with a button that lists them. Nothing when all is
 * well, nor when the status cannot be read (the desk works without it).
 */
export function InvoicingNotice({ read, filtered, onShowMissing }: InvoicingNoticeProps) {
  const { data } = useRead(read);
  if (!data) return null;
  const { provider, issuerReady, missing, failing } = data;
  if (provider !== null && issuerReady && missing === 0) return null;
  return (
    <div className="admin-invoicing-notices">
      {provider === null && (
        <p className="admin-alert admin-alert--warning">
          La facturación electrónica no está configurada: los comprobantes esperan.
        </p>
      )}
      {!issuerReady && (
        <div className="admin-alert admin-alert--warning admin-invoicing-notice">
          <p>Complete los datos del emisor en Ajustes &gt; Facturación.</p>
          <Link className="btn btn--outline" to="/admin/$" params={{ _splat: "settings" }} hash="facturacion">
            Ir a Facturación
          </Link>
        </div>
      )}
      {missing > 0 && (
        <div
          className={`admin-alert admin-invoicing-notice ${failing > 0 ? "admin-alert--error" : "admin-alert--warning"}`}
        >
          <p>
            <strong>{missingText(missing)}</strong>
            {failing > 0 && (
              <> ({failing === 1 ? "1 rechazado o con errores" : `${failing} rechazados o con errores`}: revíselos)</>
            )}
            .
          </p>
          {!filtered && (
            <button type="button" className="btn btn--outline" onClick={onShowMissing}>
              Ver esos pedidos
            </button>
          )}
        </div>
      )}
    </div>
  );
}
