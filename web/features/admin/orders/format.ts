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
