import { useId, useState } from "react";
import type { AdminProduct } from "../../../../domain/api/admin.ts";
import { searchProducts } from "./catalogue-api.ts";

export type PickedProducts = ReadonlyMap<number, string>;

const nameOf = (p: Pick<AdminProduct, "code" | "name">) => (p.code ? `${p.code} · ${p.name}` : p.name);

/**
 * Chooses the products a price change covers: search by name or code, tick the ones wanted (they stay chosen
 * across searches), untick them in the list of chosen ones.
 */
export function ProductPicker({
  picked,
  onChange,
  error,
}: {
  picked: PickedProducts;
  onChange: (next: PickedProducts) => void;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<AdminProduct[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const search = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      setFound((await searchProducts(q)).items);
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : "No pudimos buscar los productos.");
    } finally {
      setBusy(false);
    }
  };
  const toggle = (productId: number, name: string, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(productId, name);
    else next.delete(productId);
    onChange(next);
  };

  return (
    <fieldset className="catalogue-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="admin-field__label">Productos</legend>
      <div className="catalogue-picker__search">
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          Buscar productos por nombre o código
        </label>
        <input
          id={`${id}-q`}
          className="admin-field__input"
          type="search"
          placeholder="Nombre o código"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void search();
            }
          }}
        />
        <button
          type="button"
          className="btn btn--outline"
          onClick={search}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Buscar
        </button>
      </div>
      {problem && <p className="admin-field__error">{problem}</p>}
      {found && found.length === 0 && <p className="admin-muted">Ningún producto coincide con la búsqueda.</p>}
      {found && found.length > 0 && (
        <ul className="catalogue-picker__list" aria-label="Resultados de la búsqueda">
          {found.map((p) => (
            <li key={p.id}>
              <label className="catalogue-picker__option">
                <input
                  type="checkbox"
                  checked={picked.has(p.id)}
                  onChange={(e) => toggle(p.id, nameOf(p), e.target.checked)}
                />
                {nameOf(p)}
                {!p.published && <span className="admin-chip">Borrador</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-muted" aria-live="polite">
        {picked.size === 0
          ? "Ningún producto elegido."
          : picked.size === 1
            ? "1 producto elegido:"
            : `${picked.size} productos elegidos:`}
      </p>
      {picked.size > 0 && (
        <ul className="catalogue-picker__picked" aria-label="Productos elegidos">
          {[...picked].map(([productId, name]) => (
            <li key={productId}>
              {name}{" "}
              <button
                type="button"
                className="catalogue-picker__remove"
                onClick={() => toggle(productId, name, false)}
                aria-label={`Quitar ${name}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
