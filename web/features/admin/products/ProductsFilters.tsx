import { useState } from "react";
import {
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTER_LABELS,
  PRODUCT_STOCK_FILTERS,
  type ProductSort,
} from "../../../../domain/schemas/product-form.ts";
import { AdminField } from "../shell/AdminField.tsx";
import type { CategoryOption, ProductQuery } from "./products-api.ts";

/** The list's orders as the 'Ordenar por' list names them (on a phone, where the table's headers are not shown). */
const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  "-date": "Más nuevos primero",
  date: "Más antiguos primero",
  name: "Nombre (A–Z)",
  "-name": "Nombre (Z–A)",
  price: "Precio: menor primero",
  "-price": "Precio: mayor primero",
  stock: "Stock: menor primero",
  "-stock": "Stock: mayor primero",
};

interface ProductsFiltersProps {
  value: ProductQuery;
  categories: CategoryOption[];
  onApply: (query: ProductQuery) => void;
}

/**
 * Search by name or code, a category, drafts or stock, and (on a phone) the order; applying goes back to page 1. The search box is
 * applied on 'Buscar' (Enter); a choice in a list at once.
 */
export function ProductsFilters({ value, categories, onApply }: ProductsFiltersProps) {
  const [q, setQ] = useState(value.q);
  // Back, forward or a link changed the applied search: the box shows it.
  const [applied, setApplied] = useState(value.q);
  if (applied !== value.q) {
    setApplied(value.q);
    setQ(value.q);
  }
  return (
    <search aria-label="Buscar y filtrar productos">
      <form
        className="admin-card admin-products-filters"
        onSubmit={(event) => {
          event.preventDefault();
          onApply({ ...value, q, page: 1 });
        }}
      >
        <AdminField label="Buscar" hint="Nombre o código" className="admin-products-filters__q">
          {(p) => (
            <div className="admin-products-filters__search">
              <input {...p} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
              <button type="submit" className="btn btn--primary">
                Buscar
              </button>
            </div>
          )}
        </AdminField>
        <AdminField label="Categoría">
          {(p) => (
            <select
              {...p}
              value={value.category}
              onChange={(e) => onApply({ ...value, q, category: e.target.value, page: 1 })}
            >
              <option value="">Todas</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Mostrar">
          {(p) => (
            <select
              {...p}
              value={value.filter}
              onChange={(e) => onApply({ ...value, q, filter: e.target.value as ProductQuery["filter"], page: 1 })}
            >
              <option value="">Todos los productos</option>
              {PRODUCT_STOCK_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {PRODUCT_STOCK_FILTER_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Ordenar por" className="admin-products-filters__sort">
          {(p) => (
            <select
              {...p}
              value={value.sort}
              onChange={(e) => onApply({ ...value, q, sort: e.target.value as ProductSort, page: 1 })}
            >
              {(Object.keys(SORT_LABELS) as ProductSort[])
                .filter((s) => PRODUCT_SORTS.includes(s))
                .map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
            </select>
          )}
        </AdminField>
      </form>
    </search>
  );
}
