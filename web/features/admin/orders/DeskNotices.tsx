import { Link } from "@tanstack/react-router";
import type { InvoicingStatus } from "../../../../domain/api/invoices.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import "./invoices.css";

/** "3 pedidos aprobados sin comprobante fiscal", or "1 pedido aprobado…". */
export function missingText(missing: number): string {
  return missing === 1
    ? "1 pedido aprobado sin comprobante fiscal"
    : `${missing.toLocaleString("es-UY")} pedidos aprobados sin comprobante fiscal`;
}

interface DeskNoticesProps {
  invoicing: Promise<Loaded<InvoicingStatus>>;
  /** Arrepentimientos waiting for the owner (requested or accepted). */
  withdrawals: number;
  /** The desk lists only the approved orders without their CFE (invoice=missing). */
  filtered: boolean;
  onShowMissing: () => void;
}

/**
 * What needs the owner besides the list, in one line (issue 41): e-invoicing not set up or the issuer's data
 * missing (a link to Ajustes > Facturación), approved orders without their CFE (a link that lists them) and
 * arrepentimientos to attend (a link to them, below the list). Nothing when all is well.
 */
export function DeskNotices({ invoicing, withdrawals, filtered, onShowMissing }: DeskNoticesProps) {
  const { data } = useRead(invoicing);
  const parts: React.ReactNode[] = [];
  if (data && (data.provider === null || !data.issuerReady)) {
    parts.push(
      <span key="setup">
        {data.provider === null ? "La facturación electrónica no está configurada" : "Faltan los datos del emisor"}
        {": "}
        <Link to="/admin/$" params={{ _splat: "settings" }} hash="facturacion">
          Ir a Facturación
        </Link>
      </span>,
    );
  }
  if (data && data.missing > 0) {
    parts.push(
      // .admin-invoicing-notice: what admin-invoicing.spec.ts reads.
      <span
        key="missing"
        className={`admin-invoicing-notice ${data.failing > 0 ? "admin-alert--error" : "admin-alert--warning"}`}
      >
        <strong>{missingText(data.missing)}</strong>
        {data.failing > 0 &&
          ` (${data.failing === 1 ? "1 rechazado o con errores" : `${data.failing} rechazados o con errores`})`}
        {!filtered && (
          <>
            {": "}
            <button type="button" className="admin-linkbutton" onClick={onShowMissing}>
              Ver esos pedidos
            </button>
          </>
        )}
      </span>,
    );
  }
  if (withdrawals > 0) {
    parts.push(
      <span key="withdrawals">
        {withdrawals === 1 ? "1 arrepentimiento por atender" : `${withdrawals} arrepentimientos por atender`}
        {": "}
        <a href="#arrepentimientos">Ver arrepentimientos</a>
      </span>,
    );
  }
  if (parts.length === 0) return null;
  const error = (data?.failing ?? 0) > 0;
  return (
    <p className={`admin-alert admin-desk-notices ${error ? "admin-alert--error" : "admin-alert--warning"}`}>
      {parts.flatMap((part, i) =>
        i === 0
          ? [part]
          : [
              <span key={`sep${i}`} aria-hidden="true">
                {" "}
                ·{" "}
              </span>,
              part,
            ],
      )}
    </p>
  );
}
