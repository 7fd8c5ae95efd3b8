import { formatDate } from "../../../../domain/dates.ts";

// The back office shows dates and times with domain/dates.ts (dd/mm/aaaa, 24-hour, Montevideo): one format
// for the whole shop. These names stay for the pages that import them from here.
export { formatDate, formatDateTime } from "../../../../domain/dates.ts";

/** A calendar day 'AAAA-MM-DD' as '22/11/2026'; '—' when there is none. */
export function formatDay(day: string | null | undefined): string {
  return day ? formatDate(day.slice(0, 10)) : "—";
}

/**
 * What is left of a Mercado Pago order's reservation at `now`: 'Vence en 42 min', 'Vence en 1 h 05 min',
 * 'Vence en menos de 1 min' or 'Vencida' (the job releases it within a minute or two).
 */
export function reservationLeft(expiresAt: string, now: number): string {
  const ms = new Date(expiresAt).getTime() - now;
  if (!(ms > 0)) return "Vencida";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "Vence en menos de 1 min";
  if (minutes < 60) return `Vence en ${minutes} min`;
  return `Vence en ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
