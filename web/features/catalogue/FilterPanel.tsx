import { getRouteApi, Link } from "@tanstack/react-router";
import type { Category } from "../../../domain/api/catalogue.ts";
import { PRICE_RANGES, type PriceRange, SIZES, type Size } from "../../../domain/catalogue.ts";
import { InlineError } from "../../components/InlineError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import type { ShopSearch } from "./shop-search.ts";

/** The categories as the route's loader read them (routes/shop.index.tsx): the list, or why not, and a retry. */
export type CategoriesRead =
  | { status: "success"; data: Category[]; error?: undefined; retry: () => void }
  | { status: "error"; data?: undefined; error: string; retry: () => void };

const route = getRouteApi("/shop/");

interface FilterPanelProps {
  id: string;
  categories: CategoriesRead;
  /** Mobile: the panel is shown only when opened with the 'Filtros' button. */
  open: boolean;
}

export function isRangeChosen(search: ShopSearch, range: PriceRange): boolean {
  return search.minPrice === range.from && search.maxPrice === range.to;
}

/** Whether any filter or search text is set (what 'Limpiar filtros' clears). */
export function hasFilters(search: ShopSearch): boolean {
  return (
    search.category !== undefined ||
    search.size !== undefined ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined ||
    search.q !== undefined
  );
}

/**
 * The side panel: categories (links), sizes and price ranges (toggle buttons: choosing the chosen one again
 * clears it) and 'Limpiar filtros'. Every change is a new history entry and starts again at page 1.
 */
export function FilterPanel({ id, categories, open }: FilterPanelProps) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<ShopSearch>) =>
    navigate({ search: (prev: ShopSearch) => ({ ...prev, ...change, page: undefined }) });

  const toggleSize = (size: Size) => update({ size: search.size === size ? undefined : size });
  const toggleRange = (range: PriceRange) =>
    update(
      isRangeChosen(search, range)
        ? { minPrice: undefined, maxPrice: undefined }
        : { minPrice: range.from, maxPrice: range.to },
    );

  return (
    <aside id={id} className={open ? "filters filters--open" : "filters"} aria-label="Filtros">
      <section className="filters__group" aria-labelledby={`${id}-cat`}>
        <h2 id={`${id}-cat`} className="filters__title">
          Categorías
        </h2>
        {categories.status === "error" && !categories.data ? (
          <InlineError message={categories.error} onRetry={categories.retry} compact />
        ) : !categories.data ? (
          <Spinner size="sm" label="Cargando categorías..." />
        ) : (
          <ul className="filters__categories">
            {categories.data.map((category) => {
              const current = category.isAll ? search.category === undefined : search.category === category.slug;
              return (
                <li key={category.id}>
                  <Link
                    to="/shop"
                    // The chosen category links to the page as it is (so the router marks it aria-current).
                    search={(prev: ShopSearch) =>
                      current
                        ? prev
                        : { ...prev, category: category.isAll ? undefined : category.slug, page: undefined }
                    }
                    activeOptions={{ exact: true, includeSearch: true }}
                    className="filters__category"
                  >
                    {category.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="filters__group" aria-labelledby={`${id}-size`}>
        <h2 id={`${id}-size`} className="filters__title">
          Tamaño
        </h2>
        <div className="filters__chips">
          {SIZES.map((size) => (
            <button
              key={size}
              type="button"
              className="chip"
              aria-pressed={search.size === size}
              onClick={() => toggleSize(size)}
            >
              {size}
            </button>
          ))}
        </div>
        <p className="filters__hint">En cc, ml o grs según el producto.</p>
      </section>

      <section className="filters__group" aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className="filters__title">
          Precio
        </h2>
        <div className="filters__ranges">
          {PRICE_RANGES.map((range) => (
            <button
              key={range.label}
              type="button"
              className="chip chip--wide"
              aria-pressed={isRangeChosen(search, range)}
              onClick={() => toggleRange(range)}
            >
              {range.label}
            </button>
          ))}
        </div>
      </section>

      <button
        type="button"
        className="btn btn--outline filters__clear"
        disabled={!hasFilters(search)}
        onClick={() => navigate({ search: (prev: ShopSearch) => (prev.sort ? { sort: prev.sort } : {}) })}
      >
        Limpiar filtros
      </button>
    </aside>
  );
}
