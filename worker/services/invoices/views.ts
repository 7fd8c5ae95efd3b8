import type { AdminInvoice, OrderInvoice } from "../../../domain/api/invoices.ts";
import {
  CFE_TYPE_LABELS,
  type CfePrint,
  cfeName,
  dgiQrUrl,
  INVOICE_STATUS_LABELS,
  securityCode,
} from "../../../domain/invoices.ts";
import type { InvoiceRow } from "../../db/invoices.ts";
import { FAILING_AFTER } from "./issue-invoices.ts";

// How an order's CFEs are shown: to the customer (what exists, printable or not), to the owner (status, errors,
// retry), and the printed representation's data (decision 027: the browser draws the PDF).

/**
 * "e-Ticket A-4"; a credit note with the CFE it cancels, "Nota de crédito A-1 (anula el e-Ticket A-4)": the one its
 * document refers to once issued, else the order's issued CFE among `siblings`.
 */
export function invoiceName(row: InvoiceRow, siblings: readonly InvoiceRow[] = []): string {
  const cfe = siblings.find((r) => r.kind === "cfe" && r.status === "issued" && r.series && r.number !== null);
  const cancels =
    row.kind !== "credit_note"
      ? null
      : (row.document.reference ??
        (cfe ? { type: cfe.cfeType, series: cfe.series as string, number: cfe.number as number } : null));
  return cfeName(row.cfeType, row.series, row.number, cancels);
}

/** The customer sees issued and pending ones; a voided CFE (never issued) is not theirs to see. */
export function orderInvoicesOf(rows: readonly InvoiceRow[]): OrderInvoice[] {
  return rows
    .filter((r) => r.status !== "void")
    .map((r) => ({
      kind: r.kind,
      type: r.cfeType,
      name: invoiceName(r, rows),
      state: r.status === "issued" ? "issued" : "pending",
    }));
}

export function adminInvoiceOf(row: InvoiceRow, siblings: readonly InvoiceRow[] = []): AdminInvoice {
  const failing = row.status === "pending" && row.attempts >= FAILING_AFTER && row.lastError !== null;
  return {
    kind: row.kind,
    type: row.cfeType,
    name: invoiceName(row, siblings),
    status: row.status,
    statusLabel: failing ? "Falla al emitir" : INVOICE_STATUS_LABELS[row.status],
    attempts: row.attempts,
    lastError: row.lastError,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    failing,
    retryable: row.status === "refused" || (row.status === "pending" && row.attempts > 0),
  };
}

/** The printed representation's data, for an issued CFE only. */
export function cfePrintOf(row: InvoiceRow): CfePrint | null {
  if (row.status !== "issued" || !row.series || row.number === null || !row.issuedAt || !row.hash || !row.cae) {
    return null;
  }
  return {
    kind: row.kind,
    type: row.cfeType,
    typeLabel: CFE_TYPE_LABELS[row.cfeType],
    series: row.series,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    document: row.document,
    cae: row.cae,
    securityCode: securityCode(row.hash),
    qrUrl: dgiQrUrl({
      issuerRut: row.document.issuer.rut,
      type: row.cfeType,
      series: row.series,
      number: row.number,
      total: row.document.totals.total,
      issuedAt: row.issuedAt,
      hash: row.hash,
    }),
  };
}
