import * as z from "zod";
import type { AdminSearch } from "./admin-search.ts";

/** The largest id a Postgres integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A whole number from the URL, within bounds, or nothing: the router hands over 3 for '?page=3', and '3' when the
 * link wrote it quoted. Anything else (a word, 2.5, true) is dropped rather than an error, so an old or
 * hand-edited link still opens the list.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
      z.number().int().min(min).max(max).optional(),
    )
    .catch(undefined);

/** An id from the URL (a positive integer), or nothing. */
export const idParam = wholeNumber(1, MAX_ID);

/** A search text from the URL, trimmed, up to 100 characters; an all-digit one may come as a number. */
export const textParam = z
  .preprocess(
    (v) => (typeof v === "number" ? String(v) : typeof v === "string" && v.trim() ? v.trim() : undefined),
    z.string().max(100).optional(),
  )
  .catch(undefined);

/** What a list has open in its form: an item by id, 'new' (the add form), or nothing. */
export type OpenItem = number | "new" | undefined;

const openItemSearch = z.object({
  edit: idParam,
  new: z
    .unknown()
    .transform((v) => v === 1 || v === "1" || v === true || v === "true")
    .catch(false),
});

/** ?edit=<id> opens an item's form, ?new=1 the add form (an id wins when a link has both). */
export function parseOpenItem(raw: AdminSearch): OpenItem {
  const parsed = openItemSearch.parse(raw);
  return parsed.edit ?? (parsed.new ? "new" : undefined);
}

/** The search params that open `item` (none for nothing). */
export function openItemSearchOf(item: OpenItem): Pick<AdminSearch, "edit" | "new"> {
  return item === undefined ? {} : item === "new" ? { new: 1 } : { edit: item };
}
