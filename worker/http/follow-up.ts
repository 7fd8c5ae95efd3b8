import type { Context } from "hono";
import { invoicingDeps, outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { issueDueInvoices } from "../services/invoices/issue-invoices.ts";
import { deliverMail } from "../services/mail/outbox.ts";

/**
 * After a unit of work moved an order (a payment, an admin's status change): this isolate's catalogue
 * answers forget the old stock, and the mails the move queued go out after the answer (the scheduled job
 * retries what fails).
 */
export function followUp(
  c: Context<AppEnv>,
  outcome: { stockMoved: boolean; mailIds: number[]; invoiceIds?: number[] },
) {
  if (outcome.stockMoved) c.var.catalogueCache.clear();
  if (outcome.mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: outcome.mailIds }));
  // The CFE jobs the move wrote: issued after the answer (the scheduled job retries what fails; decision 027).
  if (outcome.invoiceIds?.length) {
    c.var.defer(issueDueInvoices(invoicingDeps(c.var.deps), { ids: outcome.invoiceIds }));
  }
}
