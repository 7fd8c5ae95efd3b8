import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { SORT_LABELS, SORTS, type Sort } from "../../../domain/catalogue.ts";
import type { CardLayout } from "../../components/product/ProductCard.tsx";
import { GridIcon, ListIcon, SearchIcon } from "../../components/shop-icons.tsx";
import { persistedStore } from "../../lib/persisted-store.ts";
import type { ShopSearch } from "./shop-search.ts";

const route = getRouteApi("/shop/");

/** Grid (default) or list, remembered in this browser. */
export const viewStore = persistedStore<CardLayout>("shop.view.v1", "grid", (raw) =>
  raw === "list" ? "list" : "grid",
);

const VIEWS = [
  { layout: "grid", label: "Ver en cuadrícula", Icon: GridIcon },
  { layout: "list", label: "Ver en lista", Icon: ListIcon },
] as const;

/** Above the shop's results: the search box, the order and grid or list. */
export function ShopToolbar({ search, view }: { search: ShopSearch; view: CardLayout }) {
  const navigate = route.useNavigate();
  return (
    <div className="shop-toolbar">
      <SearchBox value={search.q ?? ""} />
      <div className="shop-toolbar__controls">
        <label className="shop-toolbar__sort">
          <span>Ordenar por</span>
          <select
            value={search.sort ?? "name"}
            onChange={(event) => {
              const value = event.target.value as Sort;
              void navigate({
                search: (prev: ShopSearch) => ({
                  ...prev,
                  sort: value === "name" ? undefined : value,
                  page: undefined,
                }),
              });
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="view-toggle">
          <legend className="visually-hidden">Vista</legend>
          {VIEWS.map(({ layout, label, Icon }) => (
            <button
              key={layout}
              type="button"
              className="view-toggle__btn"
              aria-pressed={view === layout}
              aria-label={label}
              onClick={() => viewStore.set(layout)}
            >
              <Icon size={20} />
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}

/** The search box: the URL follows the text ~300 ms after typing stops (without a history entry per key). */
function SearchBox({ value }: { value: string }) {
  const navigate = route.useNavigate();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const id = useId();

  // The URL changed from elsewhere (back button, 'Limpiar filtros'): show its text.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current.trim()) return;
    const timer = window.setTimeout(() => {
      sent.current = q;
      void navigate({
        search: (prev: ShopSearch) => ({ ...prev, q: q || undefined, page: undefined }),
        replace: true,
      });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, navigate]);

  return (
    <search className="search-box">
      <label htmlFor={id} className="visually-hidden">
        Buscar productos
      </label>
      <SearchIcon size={20} />
      <input
        id={id}
        type="search"
        placeholder="Buscar..."
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </search>
  );
}
