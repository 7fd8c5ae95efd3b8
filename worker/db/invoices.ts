import type { CaeData, CfeDocument, CfeType, InvoiceKind, InvoiceStatus } from "../../domain/invoices.ts";
import type { Tx } from "./database.ts";

// The invoices table (supabase/migrations/20261126000100_invoices.sql): the CFE queue and its record. Written in
// the order service's transaction (queue, void, credit note) and by the issuing job (claim, issued, failed).

export interface InvoiceRow {
  id: number;
  orderId: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  cfeType: CfeType;
  document: CfeDocument;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  providerId: string | null;
  series: string | null;
  number: number | null;
  issuedAt: Date | null;
  hash: string | null;
  cae: CaeData | null;
}

const COLUMNS = (tx: Tx) => tx`
  id::int, order_id::int as "orderId", kind, status, cfe_type as "cfeType", document, attempts,
  next_attempt_at as "nextAttemptAt", last_error as "lastError", provider_id as "providerId", series, number,
  issued_at as "issuedAt", hash, cae`;

/** Writes the job unless the order already has one of this kind (the unique key); the id when it was written. */
export async function queueInvoice(
  tx: Tx,
  job: { orderId: number; kind: InvoiceKind; cfeType: CfeType; document: CfeDocument },
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    insert into invoices (order_id, kind, cfe_type, document)
    values (${job.orderId}, ${job.kind}, ${job.cfeType}, ${tx.json(job.document as never)})
    on conflict (order_id, kind) do nothing
    returning id::int`;
  return row?.id ?? null;
}

/** An order's invoices, locked until the transaction ends (the order service holds the order's lock too). */
export async function lockOrderInvoices(tx: Tx, orderId: number): Promise<InvoiceRow[]> {
  return tx<InvoiceRow[]>`select ${COLUMNS(tx)} from invoices where order_id = ${orderId} order by kind for update`;
}

export async function readOrderInvoices(tx: Tx, orderId: number): Promise<InvoiceRow[]> {
  return tx<InvoiceRow[]>`select ${COLUMNS(tx)} from invoices where order_id = ${orderId} order by kind`;
}

export async function readInvoice(tx: Tx, orderId: number, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  const [row] = await tx<InvoiceRow[]>`
    select ${COLUMNS(tx)} from invoices where order_id = ${orderId} and kind = ${kind}`;
  return row;
}

/** A job that will not be issued: the sale was undone before any attempt could reach the provider. */
export async function voidInvoice(tx: Tx, id: number, why: string): Promise<void> {
  await tx`update invoices set status = 'void', last_error = ${why}, leased_until = null where id = ${id}`;
}

/** A voided CFE whose order is approved again: back in the queue with the order's document as it is now. */
export async function requeueInvoice(tx: Tx, id: number, document: CfeDocument, cfeType: CfeType): Promise<void> {
  await tx`
    update invoices
       set status = 'pending', document = ${tx.json(document as never)}, cfe_type = ${cfeType}, attempts = 0,
           next_attempt_at = now(), last_error = null, leased_until = null
     where id = ${id} and status = 'void'`;
}

/**
 * Takes up to `limit` due jobs for this worker: pending ones whose time has come and ones whose worker's lease ran
 * out (it crashed or timed out), credit notes only once their CFE is issued. Marks them 'issuing' for `leaseMs` and
 * counts the attempt. SKIP LOCKED: two workers never take the same job.
 */
export async function claimDueInvoices(
  tx: Tx,
  opts: { now: Date; limit: number; leaseMs: number; ids?: number[] },
): Promise<InvoiceRow[]> {
  const leaseUntil = new Date(opts.now.getTime() + opts.leaseMs);
  // A Postgres array literal ('{1,2}'): the client sends parameters as text.
  const ids = opts.ids ? `{${opts.ids.map((id) => Math.trunc(id)).join(",")}}` : null;
  return tx<InvoiceRow[]>`
    update invoices i
       set status = 'issuing', leased_until = ${leaseUntil}, attempts = i.attempts + 1
     where i.id in (
       select j.id from invoices j
        where ((j.status = 'pending' and j.next_attempt_at <= ${opts.now})
               or (j.status = 'issuing' and j.leased_until < ${opts.now}))
          and (${ids}::bigint[] is null or j.id = any(${ids}::bigint[]))
          and (j.kind = 'cfe' or exists (
                select 1 from invoices c where c.order_id = j.order_id and c.kind = 'cfe' and c.status = 'issued'))
        order by j.next_attempt_at, j.id
        limit ${opts.limit}
        for update skip locked)
    returning ${COLUMNS(tx)}`;
}

/** Credit notes whose CFE will never exist (refused or void): nothing to credit. */
export async function voidOrphanCreditNotes(tx: Tx): Promise<number> {
  const rows = await tx`
    update invoices n
       set status = 'void', last_error = 'El comprobante original no se emitió: no hay nada que acreditar.',
           leased_until = null
     where n.kind = 'credit_note' and n.status = 'pending'
       and exists (select 1 from invoices c where c.order_id = n.order_id and c.kind = 'cfe' and c.status = 'void')
    returning n.id`;
  return rows.length;
}

/** The provider's answer and the document as issued (with its issuer), kept; the lease must still be ours (a late answer after another worker took over is the same CFE). */
export async function markIssued(
  tx: Tx,
  id: number,
  issued: { providerId: string; series: string; number: number; issuedAt: Date; hash: string; cae: CaeData },
  document: CfeDocument,
): Promise<void> {
  await tx`
    update invoices
       set status = 'issued', document = ${tx.json(document as never)}, provider_id = ${issued.providerId}, series = ${issued.series}, number = ${issued.number},
           issued_at = ${issued.issuedAt}, hash = ${issued.hash}, cae = ${tx.json(issued.cae as never)},
           last_error = null, leased_until = null
     where id = ${id} and status in ('issuing', 'pending')`;
}

/** An outage: back in the queue for `nextAttemptAt`, with the error for the back office. */
export async function markFailed(tx: Tx, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await tx`
    update invoices set status = 'pending', last_error = ${error}, next_attempt_at = ${nextAttemptAt},
           leased_until = null
     where id = ${id} and status = 'issuing'`;
}

/** Jobs claimed but not attempted (the provider went down on an earlier one): back in the queue, attempt uncounted. */
export async function releaseClaims(tx: Tx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx`
    update invoices set status = 'pending', attempts = greatest(attempts - 1, 0), leased_until = null
     where id = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::bigint[]) and status = 'issuing'`;
}

/** The provider said no: it waits for the owner's retry. */
export async function markRefused(tx: Tx, id: number, reason: string): Promise<void> {
  await tx`
    update invoices set status = 'refused', last_error = ${reason}, leased_until = null
     where id = ${id} and status = 'issuing'`;
}

/** The owner's 'Reintentar': a refused or waiting job is due now. The row when it was. */
export async function retryInvoice(tx: Tx, orderId: number, kind: InvoiceKind, now: Date): Promise<InvoiceRow | null> {
  const [row] = await tx<InvoiceRow[]>`
    update invoices set status = 'pending', next_attempt_at = ${now}
     where order_id = ${orderId} and kind = ${kind} and status in ('refused', 'pending')
    returning ${COLUMNS(tx)}`;
  return row ?? null;
}

/** What the desk says: approved orders whose CFE is not issued, and how many of those need the owner. */
export async function invoicingCounts(tx: Tx, failingAfter: number): Promise<{ missing: number; failing: number }> {
  const [row] = await tx<{ missing: number; failing: number }[]>`
    select count(*)::int as missing,
           count(*) filter (where i.status = 'refused' or (i.status = 'pending' and i.attempts >= ${failingAfter}))::int
             as failing
      from orders o left join invoices i on i.order_id = o.id and i.kind = 'cfe'
     where o.status = 'approved' and (i.status is null or i.status <> 'issued')`;
  return row ?? { missing: 0, failing: 0 };
}

/** The accountant's month: every CFE and credit note issued in it (Montevideo time), in order. */
export async function invoicesIssuedIn(tx: Tx, month: string): Promise<InvoiceRow[]> {
  return tx<InvoiceRow[]>`
    select ${COLUMNS(tx)} from invoices
     where status = 'issued'
       and issued_at >= (${`${month}-01`}::date::timestamp at time zone 'America/Montevideo')
       and issued_at < ((${`${month}-01`}::date + interval '1 month')::timestamp at time zone 'America/Montevideo')
     order by issued_at, id`;
}
