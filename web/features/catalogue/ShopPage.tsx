import { getRouteApi, useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import type { Category } from "../../../domain/api/catalogue.ts";
import { PAGE_SIZE } from "../../../domain/catalogue.ts";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ProductCard } from "../../components/product/ProductCard.tsx";
import { FilterIcon } from "../../components/shop-icons.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useCardPrices } from "../../lib/wholesale/use-card-prices.ts";
import { ActiveFilters } from "./ActiveFilters.tsx";
import { type CategoriesRead, FilterPanel, hasFilters } from "./FilterPanel.tsx";
import { Paginator } from "./Paginator.tsx";
import { ShopToolbar, viewStore } from "./ShopToolbar.tsx";
import { filterOf, isEmptyFilter, shopFilterStore } from "./shop-filter.ts";
import type { ShopSearch } from "./shop-search.ts";
import "./shop.css";

const route = getRouteApi("/shop/");
const NO_PRODUCTS: readonly never[] = [];

export function ShopPage() {
  usePageTitle("Productos");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = viewStore.use();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const ids = useId();

  // The chosen filter is also kept locally (SPEC section 3), mirrored from the URL. Arriving at the plain list (an
  // 'all products' link) keeps the last choice for the product page's way back; any change made here is kept.
  const { category, size, minPrice, maxPrice } = search;
  const filterKey = JSON.stringify([category, size, minPrice, maxPrice]);
  const arrivalKey = useRef(filterKey);
  const filterChanged = useRef(false);
  useEffect(() => {
    if (filterKey !== arrivalKey.current) filterChanged.current = true;
    const filter = filterOf({ category, size, minPrice, maxPrice });
    if (!filterChanged.current && isEmptyFilter(filter)) return;
    shopFilterStore.set(filter);
  }, [filterKey, category, size, minPrice, maxPrice]);

  // The route's loader reads both (routes/shop.index.tsx); while a new search loads, the list stays, dimmed.
  const loaded = route.useLoaderData();
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const router = useRouter();
  const categories = remoteOf(loaded.categories, () => void router.invalidate());
  const list = "list" in loaded.products ? loaded.products.list : undefined;
  const listError = "error" in loaded.products ? loaded.products.error : undefined;
  const page = search.page ?? 1;
  // A business buyer's prices for this page's cards: one request for the page, after the retail page is drawn.
  const buyerPrices = useCardPrices(list?.items ?? NO_PRODUCTS);

  // A page past the end (an old link, or fewer results now): go to the last page instead.
  useEffect(() => {
    if (!list || list.items.length > 0 || list.total === 0) return;
    if (page > list.totalPages) {
      void navigate({
        search: (prev: ShopSearch) => ({ ...prev, page: list.totalPages > 1 ? list.totalPages : undefined }),
        replace: true,
      });
    }
  }, [list, page, navigate]);

  const scrollToResults = () => {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const categoryTitle = categories.data?.find((c) => c.slug === search.category)?.title;
  const activeCount =
    Number(search.category !== undefined) +
    Number(search.size !== undefined) +
    Number(search.minPrice !== undefined || search.maxPrice !== undefined);

  return (
    <>
      <PageHeader title="Productos" breadcrumb={[{ label: "Productos" }]} />
      <Container className="shop">
        <div className="shop__layout">
          <button
            type="button"
            className="btn btn--outline shop__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${ids}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon size={20} />
            Filtros
            {activeCount > 0 && <span className="shop__filters-count">{activeCount}</span>}
          </button>
          <FilterPanel id={`${ids}-filters`} categories={categories} open={filtersOpen} />

          <section className="shop__main" ref={resultsRef} aria-labelledby={`${ids}-results`}>
            <h2 id={`${ids}-results`} className="visually-hidden">
              Resultados
            </h2>
            <ShopToolbar search={search} view={view} />

            <div className="shop-summary">
              <p className="shop-summary__count" aria-live="polite">
                {list ? resultText(list.total, page) : "\u00a0"}
              </p>
              <ActiveFilters search={search} categoryTitle={categoryTitle} />
            </div>

            {listError || !list ? (
              <InlineError message={listError ?? ""} onRetry={() => void router.invalidate()} />
            ) : list.items.length === 0 ? (
              <div className="shop-empty">
                <p className="shop-empty__title">No hay productos.</p>
                {hasFilters(search) && (
                  <p>
                    Pruebe con otra búsqueda o{" "}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        void navigate({ search: (prev: ShopSearch) => (prev.sort ? { sort: prev.sort } : {}) })
                      }
                    >
                      limpie los filtros
                    </button>
                    .
                  </p>
                )}
              </div>
            ) : (
              <div className={loading ? "shop-results is-loading" : "shop-results"} aria-busy={loading}>
                <ul className={`product-${view}`}>
                  {list.items.map((product, index) => (
                    <li key={`${product.id}:${search.size ?? ""}`}>
                      <ProductCard
                        product={product}
                        layout={view}
                        preferredSize={search.size}
                        eager={index < 3}
                        buyerPrices={buyerPrices}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            )}

            {list && <Paginator page={page} totalPages={list.totalPages} onNavigate={scrollToResults} />}
          </section>
        </div>
      </Container>
    </>
  );
}

function resultText(total: number, page: number): string {
  if (total === 0) return "0 productos";
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const noun = total === 1 ? "producto" : "productos";
  return from > total ? `${total} ${noun}` : `Mostrando ${from}–${to} de ${total} ${noun}`;
}

/** The loader's categories in the shape the filter panel shows (a failed read keeps the list usable). */
function remoteOf(categories: { items: Category[] } | { error: string }, retry: () => void): CategoriesRead {
  return "items" in categories
    ? { status: "success", data: categories.items, retry }
    : { status: "error", error: categories.error, retry };
}
