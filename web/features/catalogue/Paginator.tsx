import { Link } from "@tanstack/react-router";
import { paginationWindow } from "../../../domain/catalogue.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/shop-icons.tsx";
import type { ShopSearch } from "./shop-search.ts";

interface PaginatorProps {
  page: number;
  totalPages: number;
  /** Called on a click, before the navigation (e.g. to scroll back to the results). */
  onNavigate?: () => void;
}

const pageSearch = (page: number) => (prev: ShopSearch) => ({ ...prev, page: page > 1 ? page : undefined });

/** Pages of the shop list: previous, the current page with two neighbours on each side, next. Real links. */
export function Paginator({ page, totalPages, onNavigate }: PaginatorProps) {
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages, 2);
  return (
    <nav className="pager" aria-label="Paginación">
      <ul>
        <li>
          {page > 1 ? (
            <Link
              to="/shop"
              search={pageSearch(page - 1)}
              className="pager__step"
              aria-label="Página anterior"
              onClick={onNavigate}
            >
              <ChevronLeftIcon size={18} />
              <span>Anterior</span>
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-hidden="true">
              <ChevronLeftIcon size={18} />
              <span>Anterior</span>
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to="/shop"
              search={pageSearch(n)}
              className="pager__page"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Página ${n}`}
              onClick={onNavigate}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link
              to="/shop"
              search={pageSearch(page + 1)}
              className="pager__step"
              aria-label="Página siguiente"
              onClick={onNavigate}
            >
              <span>Siguiente</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-hidden="true">
              <span>Siguiente</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
