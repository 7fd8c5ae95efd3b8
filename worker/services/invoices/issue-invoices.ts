import type { InvoiceSettings } from "../../../domain/api/invoices.ts";
import { montevideoDate } from "../../../domain/dates.ts";
import { type CfeIssuer, internalNumber } from "../../../domain/invoices.ts";
import { type InvoicingPort, InvoicingRefused, type IssueRequest } from "../../adapters/invoicing/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { readInvoiceSettings } from "../../db/invoice-settings.ts";
import {
  claimDueInvoices,
  type InvoiceRow,
  markFailed,
  markIssued,
  markRefused,
  readInvoice,
  releaseClaims,
  voidInvoice,
  voidOrphanCreditNotes,
} from "../../db/invoices.ts";

// The issuing job (decision 027): takes the due CFE jobs the order service wrote, asks the provider, keeps its
// answer. Runs right after a move that queued one (waitUntil) and every minute (scheduled.ts). A job is leased while
// its call is in flight; a crash leaves the lease to run out and the next run asks again with the same internal
// number, which the provider answers with the CFE it already issued: never two for one order.

export interface InvoicingDeps {
  db: Database;
  /** null: no provider configured (production without its credentials): jobs wait, the desk says so. */
  invoicing: InvoicingPort | null;
  now: () => Date;
}

export interface IssueReport {
  issued: number;
  failed: number;
  refused: number;
  voided: number;
  /** Why nothing was attempted, if so. */
  waiting?: "provider" | "issuer";
}

/** A call in flight holds its job this long; a provider call times out well before (adapters: 15 s per request). */
export const LEASE_MS = 2 * 60 * 1000;
/** Failed this many times: the desk shows it as failing. */
export const FAILING_AFTER = 3;

/** When to try again after `attempts` failures: 1, 2, 4, 8… minutes, at most every 6 hours. */
export function nextAttempt(now: Date, attempts: number): Date {
  const minutes = Math.min(2 ** Math.max(0, attempts - 1), 360);
  return new Date(now.getTime() + minutes * 60 * 1000);
}

/** The issuer as CFEs print it, from Ajustes > Facturación. */
export function issuerOf(settings: InvoiceSettings): CfeIssuer {
  const { issuerRut: rut, legalName, address, city, department } = settings;
  return { rut, legalName, address, city, department };
}

export function issuerReady(issuer: CfeIssuer): boolean {
  return issuer.rut !== "" && issuer.legalName !== "";
}

export async function issueDueInvoices(
  deps: InvoicingDeps,
  opts: { ids?: number[]; limit?: number } = {},
): Promise<IssueReport> {
  const report: IssueReport = { issued: 0, failed: 0, refused: 0, voided: 0 };
  const invoicing = deps.invoicing;
  if (!invoicing) return { ...report, waiting: "provider" };
  const issuer = issuerOf(await deps.db.run(serviceRole, (tx) => readInvoiceSettings(tx)));
  if (!issuerReady(issuer)) return { ...report, waiting: "issuer" };
  report.voided += await deps.db.run(serviceRole, (tx) => voidOrphanCreditNotes(tx));
  const jobs = await deps.db.run(serviceRole, (tx) =>
    claimDueInvoices(tx, { now: deps.now(), limit: opts.limit ?? 20, leaseMs: LEASE_MS, ids: opts.ids }),
  );
  for (const [i, job] of jobs.entries()) {
    const outcome = await issueOne(deps, invoicing, issuer, job);
    report[outcome] += 1;
    // The provider is down: the other jobs wait for the next run instead of each waiting for its own timeout.
    if (outcome === "failed") {
      const rest = jobs.slice(i + 1).map((j) => j.id);
      await deps.db.run(serviceRole, (tx) => releaseClaims(tx, rest));
      break;
    }
  }
  // Credit notes whose CFE was issued in this run are due now.
  if (jobs.some((j) => j.kind === "cfe") && report.issued > 0 && !opts.ids) {
    const more = await issueDueInvoices(deps, { limit: opts.limit });
    for (const key of ["issued", "failed", "refused", "voided"] as const) report[key] += more[key];
  }
  return report;
}

async function issueOne(
  deps: InvoicingDeps,
  invoicing: InvoicingPort,
  issuer: CfeIssuer,
  job: InvoiceRow,
): Promise<"issued" | "failed" | "refused" | "voided"> {
  let request: IssueRequest;
  try {
    request = await requestFor(deps, issuer, job);
  } catch (error) {
    await deps.db.run(serviceRole, (tx) => markRefused(tx, job.id, String((error as Error).message)));
    return "refused";
  }
  try {
    const issued = await invoicing.issue(request);
    await deps.db.run(serviceRole, (tx) => markIssued(tx, job.id, issued, request.document));
    return "issued";
  } catch (error) {
    if (error instanceof InvoicingRefused) {
      await deps.db.run(serviceRole, async (tx) => {
        await markRefused(tx, job.id, error.reason);
        // A refused CFE of a sale already undone: there is nothing to issue or to credit.
        if (job.kind === "cfe" && (await readInvoice(tx, job.orderId, "credit_note"))) {
          await voidInvoice(tx, job.id, `Venta anulada; el proveedor había rechazado el comprobante: ${error.reason}`);
        }
      });
      return "refused";
    }
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[invoices] ${job.kind} of order ${job.orderId}, attempt ${job.attempts}: ${message}`);
    await deps.db.run(serviceRole, (tx) => markFailed(tx, job.id, message, nextAttempt(deps.now(), job.attempts)));
    return "failed";
  }
}

/** What the provider is asked: the document with today's issuer; a credit note names the CFE it undoes. */
async function requestFor(deps: InvoicingDeps, issuer: CfeIssuer, job: InvoiceRow): Promise<IssueRequest> {
  const request: IssueRequest = {
    internalNumber: internalNumber(job.orderId, job.kind),
    type: job.cfeType,
    document: { ...job.document, issuer },
  };
  if (job.kind === "cfe") return request;
  const cfe = await deps.db.run(serviceRole, (tx) => readInvoice(tx, job.orderId, "cfe"));
  if (cfe?.status !== "issued" || !cfe.providerId || !cfe.series || cfe.number === null || !cfe.issuedAt) {
    throw new Error("La nota de crédito no tiene un comprobante emitido al que referirse.");
  }
  const reference = {
    type: cfe.cfeType,
    series: cfe.series,
    number: cfe.number,
    issuedOn: montevideoDate(cfe.issuedAt),
  };
  return {
    ...request,
    document: { ...request.document, issuer: cfe.document.issuer, reference },
    reference: { ...reference, providerId: cfe.providerId },
  };
}
