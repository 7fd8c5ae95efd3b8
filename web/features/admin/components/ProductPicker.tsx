import { useEffect, useState } from "react";
import type { FeaturedPick } from "../../../../domain/api/featured.ts";
import { cardImageUrl } from "../../../../domain/images.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import { hiddenReason, SEARCH_PAGE_SIZE, searchProducts } from "./product-search.ts";
import { SearchForm } from "./SearchForm.tsx";

interface ProductPickerProps {
  picked: FeaturedPick[];
  full: boolean;
  limit: number;
  onAdd: (product: FeaturedPick) => void;
}

type Found = { items: FeaturedPick[]; total: number; q: string } | { error: string; q: string } | undefined;

/** 'Agregar productos': a search by name or code (drafts too; empty: the newest), each result with 'Agregar'. */
export function ProductPicker({ picked, full, limit, onAdd }: ProductPickerProps) {
  const [q, setQ] = useState("");
  const [query, setQuery] = useState({ q: "", run: 0 });
  const [found, setFound] = useState<Found>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    searchProducts(query.q, abort.signal).then(
      (answer) => {
        setFound({ ...answer, q: query.q });
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setFound({ error: messageOf(error), q: query.q });
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [query]);

  return (
    <section className="admin-card admin-featured" aria-labelledby="featured-search">
      <h2 id="featured-search" className="admin-card__title">
        Agregar productos
      </h2>
      <SearchForm
        label="Buscar por nombre o código"
        value={q}
        onChange={setQ}
        onSearch={() => setQuery((last) => ({ q: q.trim(), run: last.run + 1 }))}
      />
      {full && (
        <p className="admin-featured__full" role="status">
          La lista ya tiene {limit} productos, el máximo. Quite uno para agregar otro.
        </p>
      )}
      {loading && !found ? (
        <Spinner label="Buscando productos..." />
      ) : !found ? null : "error" in found ? (
        <InlineError
          message={found.error}
          onRetry={() => setQuery((last) => ({ ...last, run: last.run + 1 }))}
          compact
        />
      ) : found.items.length === 0 ? (
        <p className="admin-muted" role="status">
          No hay productos que coincidan con «{found.q}».
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status" aria-busy={loading}>
            {found.q ? `Resultados para «${found.q}»` : "Los productos más nuevos"}
            {found.total > SEARCH_PAGE_SIZE ? `: los primeros ${SEARCH_PAGE_SIZE} de ${found.total}.` : "."}
          </p>
          <ul className="admin-featured__results">
            {found.items.map((product) => {
              const already = picked.some((p) => p.id === product.id);
              const hidden = hiddenReason(product);
              return (
                <li key={product.id} className="admin-featured__result">
                  {product.image ? (
                    <img
                      className="admin-featured__thumb"
                      src={cardImageUrl(product.image)}
                      alt=""
                      width={48}
                      height={48}
                    />
                  ) : (
                    <span className="admin-featured__thumb admin-featured__noimg" aria-hidden="true" />
                  )}
                  <span className="admin-featured__result-text">
                    <span className="admin-featured__name">{product.name}</span>
                    <span className="admin-featured__meta">
                      {product.code || "Sin código"}
                      {hidden && <span className="admin-chip admin-chip--warning">{hidden.split(":")[0]}</span>}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--outline"
                    // aria-disabled, not disabled: the button keeps the focus once its product is added.
                    aria-disabled={already || full || undefined}
                    aria-label={already ? `«${product.name}» ya está en la lista` : `Agregar «${product.name}»`}
                    onClick={() => {
                      if (!already && !full) onAdd(product);
                    }}
                  >
                    {already ? "En la lista" : "Agregar"}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
