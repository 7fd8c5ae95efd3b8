const dateTime = new Intl.DateTimeFormat("es-UY", {
  timeZone: "America/Montevideo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dateOnly = new Intl.DateTimeFormat("es-UY", {
  timeZone: "America/Montevideo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** An instant in Montevideo: '22/11/2026 14:05'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso)).replace(",", "");
}

/** An instant's day in Montevideo: '22/11/2026'. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** A calendar day 'AAAA-MM-DD' as '22/11/2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "—";
  const [y, m, d] = day.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
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
