import type { CaeData, CfeDocument, CfeReference, CfeType } from "../../../domain/invoices.ts";

// The Invoicing port (DESIGN.md section 11; decision 027), like Payments and Mail: the Worker asks a certified
// provider to issue a CFE and keeps what it answers. Adapters: the embedded stand-in (embedded.ts: numbers CFEs
// by type and series from its own CAE ranges, in the shop's database) and Biller (biller.ts, biller.uy's API).

export interface IssueRequest {
  /** Our key for this document at the provider (domain/invoices.ts internalNumber): issuing it twice is one CFE. */
  internalNumber: string;
  type: CfeType;
  document: CfeDocument;
  /** Credit notes: the CFE they undo, with the provider's id for it. */
  reference?: CfeReference & { providerId: string };
}

/** What the provider answers for an issued CFE. */
export interface IssuedCfe {
  providerId: string;
  series: string;
  number: number;
  issuedAt: Date;
  /** The CFE's digest as DGI's QR code carries it; its first six characters are the security code. */
  hash: string;
  cae: CaeData;
}

/**
 * The provider said no for a reason a retry will not change (a closed CAE range, a receiver it refuses): the CFE
 * is 'refused' with `reason` until the owner retries. Anything else an adapter throws is an outage: retried.
 */
export class InvoicingRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "InvoicingRefused";
  }
}

export interface InvoicingPort {
  /** Which provider, for the back office ('embedded' only outside production). */
  readonly provider: "embedded" | "biller";
  /**
   * Issues the CFE, or answers the one already issued under `internalNumber` (a retry after a crash or a lost
   * answer must never make a second CFE). Throws InvoicingRefused, or any other error for an outage.
   */
  issue(request: IssueRequest): Promise<IssuedCfe>;
}
