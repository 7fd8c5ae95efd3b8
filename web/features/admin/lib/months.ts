// Months as the accountant's export takes them (YYYY-MM), in Montevideo's calendar (UTC−3, no daylight saving).

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const MONTEVIDEO_OFFSET = 3 * 60 * 60 * 1000;

/** The month before the one `now` falls in, in Montevideo: what the accountant asks for at the start of a month. */
export function previousMonth(now: Date = new Date()): string {
  const local = new Date(now.getTime() - MONTEVIDEO_OFFSET);
  const year = local.getUTCFullYear();
  // getUTCMonth() is 0-based: this month's index is the previous month's number.
  const month = local.getUTCMonth();
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, "0")}`;
}

/** The month Montevideo is in now: the latest the export offers. */
export function currentMonth(now: Date = new Date()): string {
  return new Date(now.getTime() - MONTEVIDEO_OFFSET).toISOString().slice(0, 7);
}

/** The `count` months up to the current one, newest first (YYYY-MM): what the export's picker offers. */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = currentMonth(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}
