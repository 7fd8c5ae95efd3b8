import { useState } from "react";
import type { ProductBulkAction } from "../../../../domain/schemas/product-form.ts";
import type { CategoryOption } from "./products-api.ts";

interface ProductsBulkBarProps {
  count: number;
  categories: readonly CategoryOption[];
  /** A change is being saved: the buttons wait. */
  busy: boolean;
  onChange: (action: ProductBulkAction, categoryId?: number) => void;
  onClear: () => void;
}

/**
 * 'N productos elegidos' with what applies to several at once: 'Publicar', 'Despublicar', 'Mover a categoría…'.
 * It sits above the table (never over its rows) and each change is one request the server checks.
 */
export function ProductsBulkBar({ count, categories, busy, onChange, onClear }: ProductsBulkBarProps) {
  const [category, setCategory] = useState("");
  return (
    <section className="admin-card admin-products-bulk" aria-label="Productos elegidos">
      <p className="admin-products-bulk__count" aria-live="polite">
        <strong>{count}</strong> {count === 1 ? "producto elegido" : "productos elegidos"}
      </p>
      <div className="admin-products-bulk__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onChange("publish")}>
          Publicar
        </button>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => onChange("unpublish")}>
          Despublicar
        </button>
        <form
          className="admin-products-bulk__move"
          onSubmit={(event) => {
            event.preventDefault();
            if (category) onChange("move", Number(category));
          }}
        >
          <label className="visually-hidden" htmlFor="admin-products-bulk-category">
            Mover a categoría
          </label>
          <select
            id="admin-products-bulk-category"
            className="admin-field__input"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">Mover a categoría…</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--outline" disabled={busy || !category}>
            Mover
          </button>
        </form>
        <button type="button" className="admin-products-bulk__clear" onClick={onClear}>
          Quitar selección
        </button>
      </div>
    </section>
  );
}
