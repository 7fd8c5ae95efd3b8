/**
 * The back office's one way to write a list's order (products, Clientes): the column, with a leading '-' for
 * descending (`?sortBy=-stock` in the URL, `?sort=-stock` to the API), like the shop's own `?sort=`.
 */

/** The column a sort names, without its '-'. */
export const sortColumn = (sort: string): string => sort.replace(/^-/, "");

/** aria-sort of a column's header, for the list's current sort. */
export function ariaSortOf(sort: string, column: string): "ascending" | "descending" | undefined {
  if (sortColumn(sort) !== column) return undefined;
  return sort.startsWith("-") ? "descending" : "ascending";
}

/**
 * What a column header's button asks for: the column the other way if it already sorts the list, else the column
 * in its own first direction (`first`: 'name' for A→Z, '-spent' for the largest first).
 */
export function nextSortOf<S extends string>(sort: S, column: string, first: S): S {
  if (sortColumn(sort) !== column) return first;
  return (sort.startsWith("-") ? column : `-${column}`) as S;
}
