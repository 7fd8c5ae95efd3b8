import { montevideoDate } from "../../../domain/dates.ts";
import { CFE_TYPE_LABELS, type CfeType } from "../../../domain/invoices.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import {
  findStandinCfe,
  insertStandinCfe,
  lockInternalNumber,
  type StandinCfe,
  standinIsDown,
  takeNextNumber,
} from "../../db/invoicing-standin.ts";
import { type InvoicingPort, InvoicingRefused, type IssuedCfe, type IssueRequest } from "./port.ts";

/**
 * The embedded stand-in for a certified provider (no provider configured; never production). It behaves like
 * one: it numbers CFEs by type from its own CAE ranges (standin_cae_ranges), answers the CFE it issued already
 * for an internal number it has seen (never a second number), refuses when a range is exhausted or expired,
 * and fails like an outage while standin_invoicing_state.down is set. What it answers has the same shape as
 * the real adapter's (biller.ts), so the invoicing service cannot tell them apart.
 */
export function embeddedInvoicing(deps: { db: Database; now?: () => Date }): InvoicingPort {
  const { db, now = () => new Date() } = deps;
  return {
    provider: "embedded",
    async issue(request) {
      checkRequest(request);
      return db.run(serviceRole, async (tx) => {
        if (await standinIsDown(tx)) throw new Error("El proveedor de facturación no responde (503).");
        await lockInternalNumber(tx, request.internalNumber);
        const existing = await findStandinCfe(tx, request.internalNumber);
        if (existing) return toIssued(existing);

        const taken = await takeNextNumber(tx, request.type);
        if (!taken) throw new InvoicingRefused(`No hay un rango de CAE cargado para el tipo ${request.type}.`);
        const issuedAt = now();
        const today = montevideoDate(issuedAt);
        const where = `el tipo ${request.type} (${CFE_TYPE_LABELS[request.type]}), serie ${taken.series}`;
        if (taken.number > taken.last) {
          throw new InvoicingRefused(`Rango de CAE agotado para ${where}: cargue una nueva constancia (CAE).`);
        }
        if (taken.expiresOn < today) {
          throw new InvoicingRefused(
            `La constancia de CAE de ${where} venció el ${taken.expiresOn}: cargue una nueva constancia (CAE).`,
          );
        }
        const total = request.document.totals.total;
        const hash = await digest(
          [request.type, taken.series, taken.number, total.toFixed(2), today, request.internalNumber].join("|"),
        );
        const cae = {
          number: taken.caeNumber,
          series: taken.series,
          first: taken.first,
          last: taken.last,
          expires: taken.expiresOn,
        };
        const id = await insertStandinCfe(tx, {
          internalNumber: request.internalNumber,
          cfeType: request.type,
          series: taken.series,
          number: taken.number,
          hash,
          totalCents: Math.round(total * 100),
          issuedAt,
          body: { document: request.document, reference: request.reference ?? null, cae },
        });
        return { providerId: id, series: taken.series, number: taken.number, issuedAt, hash, cae };
      });
    },
  };
}

const CREDIT_NOTES: readonly CfeType[] = [102, 112];

/** What a provider refuses before numbering anything. */
function checkRequest(request: IssueRequest) {
  if (!request.internalNumber) throw new InvoicingRefused("Falta el número interno del comprobante.");
  if (CREDIT_NOTES.includes(request.type) && !request.reference) {
    throw new InvoicingRefused(
      `Una ${CFE_TYPE_LABELS[request.type]} debe indicar el comprobante que anula (referencia).`,
    );
  }
  if (request.document.lines.length === 0) throw new InvoicingRefused("El comprobante no tiene líneas.");
}

/** Base64 of the SHA-256 of `text`: the stand-in's signature digest (a real provider signs the CFE's XML). */
async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function toIssued(row: StandinCfe): IssuedCfe {
  return {
    providerId: row.id,
    series: row.series,
    number: row.number,
    issuedAt: new Date(row.issuedAt),
    hash: row.hash,
    cae: row.body.cae,
  };
}
