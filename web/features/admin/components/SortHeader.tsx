import { ariaSortOf, nextSortOf } from "./sort-param.ts";

interface SortHeaderProps<S extends string> {
  label: string;
  /** The column this header sorts by (no '-'). */
  column: string;
  /** The column's first click: 'name' (A→Z), '-spent' (the largest first), … */
  first: S;
  /** The list's current sort ('-' first for descending). */
  sort: S;
  onSort: (sort: S) => void;
  className?: string;
}

/**
 * A column header that sorts a back-office list (server-side, kept in the URL as ?sortBy=): a button, and aria-sort
 * on the header. Products and Clientes share it (admin-sort in shell/parts.css).
 */
export function SortHeader<S extends string>({ label, column, first, sort, onSort, className }: SortHeaderProps<S>) {
  const sorted = ariaSortOf(sort, column);
  return (
    <th scope="col" className={className} aria-sort={sorted}>
      <button type="button" className="admin-sort" onClick={() => onSort(nextSortOf(sort, column, first))}>
        {label}
        <span className="admin-sort__arrow" aria-hidden="true" data-active={sorted ? true : undefined}>
          {sorted === "ascending" ? "↑" : sorted === "descending" ? "↓" : "↕"}
        </span>
      </button>
    </th>
  );
}
