import { useEffect, useState } from "react";
import type { AdminOrder } from "../../../../domain/api/admin.ts";
import type { AdminInvoice } from "../../../../domain/api/invoices.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDateTime } from "../lib/format.ts";
import { adminHeaders, cfeUrl, retryInvoice } from "../lib/invoices-api.ts";
import { openPdfTab } from "../lib/pdf-tab.ts";
import { fetchOrder } from "./orders-api.ts";
import "./invoices.css";

/** After 'Reintentar': how often, and how many times, the order is read again for the attempt's outcome. */
const RETRY_READS = 6;
const RETRY_READ_EVERY_MS = 1000;

interface OrderInvoicesProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

/** "e-Factura A-12" → "pedido-1005-e-factura-a-12.pdf". */
export function pdfFileName(orderId: number, name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `pedido-${orderId}-${slug}.pdf`;
}

/**
 * 'Comprobantes fiscales' (issue 26): the order's CFE and credit note as far as they got, the provider's reason
 * when it refused or keeps failing, 'Ver PDF' (a new tab) and 'Descargar PDF' once issued and 'Reintentar' when another attempt can help.
 */
export function OrderInvoices({ order, onChanged }: OrderInvoicesProps) {
  const invoices = order.invoices ?? [];
  useFirstAttempt(order, onChanged);
  if (invoices.length === 0 && order.status !== "approved") return null;
  return (
    <section className="admin-invoices admin-no-print" aria-labelledby="hoja-comprobantes">
      <h3 id="hoja-comprobantes" className="admin-order__heading">
        Comprobantes fiscales
      </h3>
      {invoices.length === 0 ? (
        <p className="admin-muted">Sin comprobante fiscal todavía.</p>
      ) : (
        <ul className="admin-invoices__list">
          {invoices.map((invoice) => (
            <InvoiceItem key={invoice.kind} orderId={order.id} invoice={invoice} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A CFE the move just queued (the Worker issues it right after answering): the order is read again a few times
 * until its first attempt has an outcome, so the owner sees 'Emitido' (or why not) without reopening the order.
 */
function useFirstAttempt(order: AdminOrder, onChanged: (order: AdminOrder) => void) {
  const waiting = (order.invoices ?? []).some(
    (i) => (i.status === "pending" && i.attempts === 0) || i.status === "issuing",
  );
  const key = `${order.id}:${(order.invoices ?? []).map((i) => `${i.kind}-${i.status}-${i.attempts}`).join(",")}`;
  // Re-run when the invoices change (key), not on each render.
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let reads = 0;
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, RETRY_READ_EVERY_MS));
      if (stopped) return;
      try {
        const fresh = await fetchOrder(order.id);
        if (stopped) return;
        reads += 1;
        const still = fresh.invoices.some(
          (i) => (i.status === "pending" && i.attempts === 0) || i.status === "issuing",
        );
        if (!still || reads >= RETRY_READS) onChanged(fresh);
        else void read();
      } catch {
        // The desk shows what it has; the owner can reopen the order.
      }
    };
    void read();
    return () => {
      stopped = true;
    };
  }, [key]);
}

function InvoiceItem({
  orderId,
  invoice,
  onChanged,
}: {
  orderId: number;
  invoice: AdminInvoice;
  onChanged: (order: AdminOrder) => void;
}) {
  const [busy, setBusy] = useState<"pdf" | "download" | "retry" | undefined>();
  const bad = invoice.status === "refused" || invoice.failing;
  const tone = bad ? "danger" : invoice.status === "issued" ? "done" : invoice.status === "void" ? "void" : "waiting";

  // 'Ver PDF' opens the PDF in a new tab; 'Descargar PDF' saves it (issue 38, item 17).
  const openPdf = async (how: "view" | "download") => {
    const tab = how === "view" ? openPdfTab(`${invoice.name} · pedido N.º ${orderId}`) : undefined;
    setBusy(how === "view" ? "pdf" : "download");
    try {
      // The PDF library loads only now, when the owner asks for a PDF.
      const [{ loadCfePdf, saveBlob }, headers] = await Promise.all([
        import("../../../lib/cfe-pdf/open-cfe.ts"),
        adminHeaders(),
      ]);
      const pdf = await loadCfePdf({ url: cfeUrl(orderId, invoice.kind), headers });
      // No tab (the browser blocked it, or it was closed): the file is saved instead, so the owner still has it.
      if (!tab?.show(pdf.blob)) saveBlob(pdf.blob, pdfFileName(orderId, invoice.name));
    } catch (error) {
      tab?.close();
      notify("error", error instanceof Error ? error.message : "No pudimos abrir el PDF. Intente de nuevo.");
    } finally {
      setBusy(undefined);
    }
  };

  // Another attempt: the Worker issues it right after answering, so the order is read again until that attempt
  // has an outcome (a few seconds at most), and the toast says which.
  const retry = async () => {
    setBusy("retry");
    try {
      const retried = await retryInvoice(orderId, invoice.kind);
      const attempted = (order: AdminOrder) => {
        const now = order.invoices.find((i) => i.kind === invoice.kind);
        // 'issuing': the attempt is under way; 'pending' with one more attempt: it failed and waits for the next.
        if (!now || now.status === "issuing") return !now;
        return now.status !== "pending" || now.attempts > retried.attempts;
      };
      let order = await fetchOrder(orderId);
      for (let i = 0; i < RETRY_READS && !attempted(order); i++) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_READ_EVERY_MS));
        order = await fetchOrder(orderId);
      }
      onChanged(order);
      const now = order.invoices.find((i) => i.kind === invoice.kind) ?? retried;
      if (now.status === "issued") notify("success", `Comprobante emitido: ${now.name}.`);
      else if (now.status === "refused")
        notify("error", `El proveedor rechazó el comprobante${now.lastError ? `: ${now.lastError}` : "."}`);
      else notify("info", "El comprobante todavía no se emitió: se volverá a intentar en unos minutos.");
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "No pudimos reintentar. Intente de nuevo.");
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <li className={`admin-invoices__item admin-invoices__item--${tone}`}>
      <div className="admin-invoices__head">
        <strong>{invoice.name}</strong>
        <span className={`admin-invoice-status admin-invoice-status--${tone}`}>{invoice.statusLabel}</span>
      </div>
      {invoice.status === "issued" && invoice.issuedAt && (
        <p className="admin-invoices__meta">
          Emitido el <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
        </p>
      )}
      {invoice.lastError && invoice.status !== "issued" && (
        <p className="admin-invoices__error">
          {invoice.status === "refused" ? "Motivo del rechazo" : "Último error"}: {invoice.lastError}
        </p>
      )}
      {invoice.failing && invoice.status !== "refused" && (
        <p className="admin-invoices__meta">
          {invoice.attempts} {invoice.attempts === 1 ? "intento" : "intentos"}
          {invoice.nextAttemptAt && (
            <>
              {" "}
              · próximo intento: <time dateTime={invoice.nextAttemptAt}>{formatDateTime(invoice.nextAttemptAt)}</time>
            </>
          )}
        </p>
      )}
      {(invoice.status === "issued" || invoice.retryable) && (
        <div className="admin-invoices__actions">
          {invoice.status === "issued" && (
            <>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => openPdf("view")}
                disabled={busy !== undefined}
                aria-busy={busy === "pdf" || undefined}
                aria-label={`Ver PDF de ${invoice.name} (se abre en una pestaña nueva)`}
              >
                {busy === "pdf" ? "Abriendo..." : "Ver PDF"}
              </button>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => openPdf("download")}
                disabled={busy !== undefined}
                aria-busy={busy === "download" || undefined}
                aria-label={`Descargar PDF de ${invoice.name}`}
              >
                {busy === "download" ? "Descargando..." : "Descargar PDF"}
              </button>
            </>
          )}
          {invoice.retryable && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={retry}
              disabled={busy !== undefined}
              aria-busy={busy === "retry" || undefined}
              aria-label={`Reintentar ${invoice.name}`}
            >
              {busy === "retry" ? "Reintentando..." : "Reintentar"}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
