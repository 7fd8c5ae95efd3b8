import { SHOP_TIME_ZONE } from "../../domain/dates.ts";

const format = new Intl.DateTimeFormat("es-UY", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});

/** A post's date as shoppers read it: day, short month and year in Spanish, in Montevideo ('20 ene 2026'). */
export function formatPostDate(iso: string): string {
  return format.format(new Date(iso)).replace(/\./g, "");
}
