import type { CaeData, CfeDocument, CfeReference } from "../../domain/invoices.ts";
import type { Tx } from "./database.ts";

// The embedded invoicing stand-in's SQL (tables standin_cae_ranges, standin_cfes, standin_invoicing_state of
// migration 20261126000100_invoices.sql): its CAE ranges, the CFEs it issued, and its outage switch.
// Service role only; empty in production. worker/adapters/invoicing/embedded.ts is the only caller.

/** What the stand-in keeps of a CFE besides its columns (standin_cfes.body). */
export interface StandinCfeBody {
  document: CfeDocument;
  reference: (CfeReference & { providerId: string }) | null;
  /** The CAE the number was taken from, as it was then (a later range does not change it). */
  cae: CaeData;
}

export interface StandinCfe {
  id: string;
  cfeType: number;
  series: string;
  number: number;
  hash: string;
  issuedAt: Date;
  body: StandinCfeBody;
}

/** A number taken from a CAE range, with the range as it stood. */
export interface TakenNumber {
  series: string;
  caeNumber: string;
  first: number;
  last: number;
  number: number;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

/** Whether the stand-in plays a provider outage (set by tests and by hand). */
export async function standinIsDown(tx: Tx): Promise<boolean> {
  const [row] = await tx<{ down: boolean }[]>`select down from standin_invoicing_state`;
  return row?.down ?? false;
}

export async function setStandinDown(tx: Tx, down: boolean): Promise<void> {
  await tx`update standin_invoicing_state set down = ${down}`;
}

/** Serializes the issues of one internal number until the transaction ends (two racing retries make one CFE). */
export async function lockInternalNumber(tx: Tx, internalNumber: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`standin_cfe:${internalNumber}`}, 0))`;
}

export async function findStandinCfe(tx: Tx, internalNumber: string): Promise<StandinCfe | null> {
  const [row] = await tx<StandinCfe[]>`
    select id::text as id, cfe_type::int as "cfeType", series, number, hash, issued_at as "issuedAt", body
      from standin_cfes where internal_number = ${internalNumber}`;
  return row ?? null;
}

/**
 * Takes the next number of the type's CAE range: the update holds the range's row until the transaction ends, so
 * concurrent issues of one type are numbered one after the other. Null when the type has no range. The caller
 * checks the number against the range (exhausted, expired) and aborts the transaction to give it back.
 */
export async function takeNextNumber(tx: Tx, cfeType: number): Promise<TakenNumber | null> {
  const [row] = await tx<TakenNumber[]>`
    update standin_cae_ranges set next_number = next_number + 1
     where cfe_type = ${cfeType}
     returning series, cae_number as "caeNumber", first_number as first, last_number as last,
               next_number - 1 as number, to_char(expires_on, 'YYYY-MM-DD') as "expiresOn"`;
  return row ?? null;
}

export async function insertStandinCfe(
  tx: Tx,
  cfe: {
    internalNumber: string;
    cfeType: number;
    series: string;
    number: number;
    hash: string;
    totalCents: number;
    issuedAt: Date;
    body: StandinCfeBody;
  },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into standin_cfes (internal_number, cfe_type, series, number, hash, total_cents, issued_at, body)
    values (${cfe.internalNumber}, ${cfe.cfeType}, ${cfe.series}, ${cfe.number}, ${cfe.hash}, ${cfe.totalCents},
            ${cfe.issuedAt}, ${tx.json(cfe.body as never)})
    returning id::text as id`;
  return row!.id;
}

/** Loads a new CAE range for a type (tests, and by hand when the stand-in's range runs out). */
export async function setCaeRange(
  tx: Tx,
  range: {
    cfeType: number;
    series: string;
    caeNumber: string;
    first: number;
    last: number;
    next: number;
    expiresOn: string;
  },
): Promise<void> {
  await tx`
    insert into standin_cae_ranges (cfe_type, series, cae_number, first_number, last_number, next_number, expires_on)
    values (${range.cfeType}, ${range.series}, ${range.caeNumber}, ${range.first}, ${range.last}, ${range.next},
            ${range.expiresOn}::date)
    on conflict (cfe_type) do update set series = excluded.series, cae_number = excluded.cae_number,
      first_number = excluded.first_number, last_number = excluded.last_number,
      next_number = excluded.next_number, expires_on = excluded.expires_on`;
}
