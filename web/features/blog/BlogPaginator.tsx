import { Link } from "@tanstack/react-router";
import { paginationWindow } from "../../../domain/catalogue.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/shop-icons.tsx";

const pageSearch = (page: number) => ({ page: page > 1 ? page : undefined });

/** The blog's pages: previous, the current page with two neighbours each side, next. Real links (?page=N). */
export function BlogPaginator({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages, 2);
  return (
    <nav className="blog-pager" aria-label="Paginación del blog">
      <ul>
        <li>
          {page > 1 ? (
            <Link to="/blog" search={pageSearch(page - 1)} className="blog-pager__step" aria-label="Página anterior">
              <ChevronLeftIcon size={18} />
              <span>Anterior</span>
            </Link>
          ) : (
            <span className="blog-pager__step blog-pager__step--disabled" aria-hidden="true">
              <ChevronLeftIcon size={18} />
              <span>Anterior</span>
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to="/blog"
              search={pageSearch(n)}
              className="blog-pager__page"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Página ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to="/blog" search={pageSearch(page + 1)} className="blog-pager__step" aria-label="Página siguiente">
              <span>Siguiente</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className="blog-pager__step blog-pager__step--disabled" aria-hidden="true">
              <span>Siguiente</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
