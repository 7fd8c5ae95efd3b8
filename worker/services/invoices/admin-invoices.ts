import type { AdminInvoice, InvoicingStatus } from "../../../domain/api/invoices.ts";
import type { CfePrint, InvoiceKind } from "../../../domain/invoices.ts";
import type { InvoicingPort } from "../../adapters/invoicing/port.ts";
import type { Caller, Database } from "../../db/database.ts";
import { readInvoiceSettings } from "../../db/invoice-settings.ts";
import { invoicesIssuedIn, invoicingCounts, readInvoice, readOrderInvoices, retryInvoice } from "../../db/invoices.ts";
import { invoicesCsv } from "./export.ts";
import { FAILING_AFTER, issuerOf, issuerReady } from "./issue-invoices.ts";
import { adminInvoiceOf, cfePrintOf } from "./views.ts";

// What the back office asks of e-invoicing (worker/routes/admin/invoices.ts and orders.ts), read as the admin (RLS).

export async function invoicingStatus(
  db: Database,
  caller: Caller,
  invoicing: InvoicingPort | null,
): Promise<InvoicingStatus> {
  return db.run(caller, async (tx) => {
    const settings = await readInvoiceSettings(tx);
    const counts = await invoicingCounts(tx, FAILING_AFTER);
    return {
      provider: invoicing?.provider ?? null,
      issuerReady: issuerReady(issuerOf(settings)),
      ...counts,
    };
  });
}

/** The printed representation's data of an order's issued CFE or credit note; null while there is none. */
export async function adminInvoicePrint(
  db: Database,
  caller: Caller,
  orderId: number,
  kind: InvoiceKind,
): Promise<CfePrint | null> {
  const row = await db.run(caller, (tx) => readInvoice(tx, orderId, kind));
  return row ? cfePrintOf(row) : null;
}

/** The owner's 'Reintentar' (written as the service: only the Worker writes invoices). */
export async function retryOrderInvoice(
  db: Database,
  service: Caller,
  orderId: number,
  kind: InvoiceKind,
  now: Date,
): Promise<{ id: number; invoice: AdminInvoice } | null> {
  const found = await db.run(service, async (tx) => {
    const row = await retryInvoice(tx, orderId, kind, now);
    return row ? { row, siblings: await readOrderInvoices(tx, orderId) } : null;
  });
  return found ? { id: found.row.id, invoice: adminInvoiceOf(found.row, found.siblings) } : null;
}

export async function monthInvoicesCsv(db: Database, caller: Caller, month: string): Promise<string> {
  return invoicesCsv(await db.run(caller, (tx) => invoicesIssuedIn(tx, month)));
}
