import { buildCfeDocument, type CfeType, cfeTypeFor } from "../../../domain/invoices.ts";
import { readItemCodes } from "../../db/admin-orders.ts";
import type { Tx } from "../../db/database.ts";
import { lockOrderInvoices, queueInvoice, requeueInvoice, voidInvoice } from "../../db/invoices.ts";
import type { OrderRow } from "../../db/orders.ts";

// The order service's side of e-invoicing (decision 027): in the same transaction as the move, an approval writes
// the CFE's job and undoing an invoiced sale writes its credit note's. The issuing job (issue-invoices.ts) does
// the rest after the commit. An order has at most one of each (the table's unique key).

/** The issuer is filled when the CFE is issued (Ajustes > Facturación may be completed after the sale). */
const NO_ISSUER = { rut: "", legalName: "", address: "", city: "", department: "" };

/** The order was just approved: its CFE's job (or a voided one back in the queue). The job's id, if written. */
export async function queueOrderCfe(tx: Tx, order: OrderRow): Promise<number | null> {
  // Each line by its product's code, as the remito and the CSVs print it (issue 38, item 15).
  const codes = await readItemCodes(tx, [order.id]);
  const items = order.items.map((item) => ({ ...item, code: codes[item.productSlug] ?? null }));
  const document = buildCfeDocument({ ...order, items }, NO_ISSUER);
  const cfeType = cfeTypeFor(order, "cfe");
  const [cfe] = (await lockOrderInvoices(tx, order.id)).filter((i) => i.kind === "cfe");
  if (!cfe) return queueInvoice(tx, { orderId: order.id, kind: "cfe", cfeType, document });
  if (cfe.status !== "void") return null; // approved before: it has its CFE already
  await requeueInvoice(tx, cfe.id, document, cfeType);
  return cfe.id;
}

/**
 * The sale was undone (the owner annulled it; Mercado Pago refunded it). A CFE no attempt has reached the provider
 * with, or one the provider refused, is voided: nothing was issued, nothing to credit. A CFE issued, or one an
 * attempt may have reached the provider with, gets its credit note, issued once the CFE is (the job waits for it).
 */
export async function queueOrderCreditNote(tx: Tx, orderId: number): Promise<number | null> {
  const invoices = await lockOrderInvoices(tx, orderId);
  const cfe = invoices.find((i) => i.kind === "cfe");
  if (!cfe || cfe.status === "void") return null;
  if (cfe.status === "refused" || (cfe.status === "pending" && cfe.attempts === 0)) {
    await voidInvoice(tx, cfe.id, "Venta anulada antes de emitir el comprobante.");
    return null;
  }
  return queueInvoice(tx, {
    orderId,
    kind: "credit_note",
    cfeType: (cfe.cfeType + 1) as CfeType,
    document: cfe.document,
  });
}

/** Whether the order's sale was credited (or is being): it cannot be sold again under the same order. */
export async function hasCreditNote(tx: Tx, orderId: number): Promise<boolean> {
  const invoices = await lockOrderInvoices(tx, orderId);
  return invoices.some((i) => i.kind === "credit_note" && i.status !== "void");
}
