import { useState } from "react";
import type { OrderInvoice } from "../../../domain/api/invoices.ts";
import { Button } from "../../components/Button.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { cfeApiUrl } from "../../lib/cfe-pdf/cfe-url.ts";
import { openCfePdf } from "../../lib/cfe-pdf/open-cfe.ts";
import "./invoice.css";

/** What the customer reads while a document is still being issued (refused and failing ones look the same). */
export const PENDING_TEXT = {
  cfe: "Su comprobante fiscal se está emitiendo; estará aquí en unos minutos.",
  credit_note: "Su nota de crédito se está emitiendo; estará aquí en unos minutos.",
} as const;

interface InvoiceSectionProps {
  orderId: number;
  token: string;
  invoices: readonly OrderInvoice[];
}

/**
 * The order page's 'Comprobante fiscal' (decision 027): each CFE of the order (the sale's, and its credit note
 * once the sale is undone) as a button that downloads its PDF, drawn in the browser (web/lib/cfe-pdf), or the
 * sentence that it is on its way. Nothing shows before an order has any.
 */
export function InvoiceSection({ orderId, token, invoices }: InvoiceSectionProps) {
  if (!invoices.length) return null;
  return (
    <section className="order-card order-invoices" aria-labelledby="order-invoices-title">
      <h2 id="order-invoices-title" className="order-card__title">
        Comprobante fiscal
      </h2>
      <ul className="order-invoices__list">
        {invoices.map((invoice) => (
          <li key={invoice.kind} className="order-invoices__item">
            {invoice.state === "issued" ? (
              <DownloadCfe orderId={orderId} token={token} invoice={invoice} />
            ) : (
              <p className="order-invoices__pending">{PENDING_TEXT[invoice.kind]}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DownloadCfe({ orderId, token, invoice }: { orderId: number; token: string; invoice: OrderInvoice }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await openCfePdf({ url: cfeApiUrl(orderId, invoice.kind, token) });
    } catch (e) {
      setError(e instanceof Error ? e.message : "No pudimos obtener el comprobante fiscal. Inténtelo nuevamente.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={download} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Preparando el PDF..." : `Descargar ${invoice.name} (PDF)`}
      </Button>
      {error && <InlineError message={error} compact />}
    </>
  );
}
