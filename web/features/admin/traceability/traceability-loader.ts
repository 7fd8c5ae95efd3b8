import { adminRead } from "../shell/admin-data.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { fetchCustomerTrace, fetchLotTrace } from "./traceability-api.ts";

/** What 'Trazabilidad' searches: ?lot=<number> (who received it) or ?q=<e-mail or name> (which lots they got). */
export interface TraceSearch {
  lot?: string;
  q?: string;
}

/** The router hands over a number for an all-digit value: a lot '20261101' is still text. */
const text = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value).trim() || undefined;

export function parseTraceSearch(raw: AdminSearch): TraceSearch {
  const lot = text(raw.lot)?.slice(0, 40);
  return lot ? { lot } : { q: text(raw.q)?.slice(0, 100) };
}

/** /admin/traceability: the search the URL names, read at once. */
export function loadTraceability(raw: AdminSearch) {
  const search = parseTraceSearch(raw);
  return {
    search,
    result: search.lot
      ? adminRead(() => fetchLotTrace(search.lot!))
      : search.q
        ? adminRead(() => fetchCustomerTrace(search.q!))
        : undefined,
  };
}

export type TraceabilityData = ReturnType<typeof loadTraceability>;
