import { useId, useState } from "react";
import type { AdminProduct } from "../../../../domain/api/admin.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import { findProducts } from "./product-search.ts";
import { SearchForm } from "./SearchForm.tsx";
import "./order-builder.css";

/** What a line shows of its product and size (kept with a draft). */
export interface LineInfo {
  name: string;
  size: string;
  listPrice: number;
  stock: number;
}

/** Units of a size that can be sold: its own units, or the bulk over the size. */
const stockOf = (p: AdminProduct, v: AdminProduct["variants"][number]) =>
  p.stockMode === "bulk" ? Math.floor(p.bulkStock / v.size) : v.stock;

type Found = { items: AdminProduct[] } | { error: string } | undefined;

/** 'Agregar productos': search by name or code; each size with its price and stock, and 'Agregar'. */
export function ProductFinder({
  onAdd,
}: {
  onAdd: (p: AdminProduct, v: AdminProduct["variants"][number], info: LineInfo) => void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<Found>();
  const [loading, setLoading] = useState(false);

  const search = async () => {
    setLoading(true);
    try {
      setFound({ items: (await findProducts(q)).items });
    } catch (error) {
      setFound({ error: messageOf(error) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card__title">
        Productos
      </h2>
      <SearchForm label="Buscar por nombre o código" value={q} onChange={setQ} onSearch={search} />
      {loading && <Spinner label="Buscando productos..." />}
      {found && "error" in found && <InlineError message={found.error} />}
      {found && "items" in found && found.items.length === 0 && (
        <p className="admin-muted">No encontramos productos con esa búsqueda.</p>
      )}
      {found && "items" in found && found.items.length > 0 && (
        <ul className="admin-new-order__found" aria-label="Productos encontrados">
          {found.items.map((p) => (
            <li key={p.id}>
              <p className="admin-new-order__product">
                {p.name} <span className="admin-muted">{p.code}</span>
                {!p.published && <span className="admin-chip">Borrador</span>}
              </p>
              <ul className="admin-new-order__sizes">
                {p.variants.map((v) => {
                  const stock = stockOf(p, v);
                  const info = { name: p.name, size: `${v.size} ${p.unit}`, listPrice: v.finalPrice, stock };
                  return (
                    <li key={v.id}>
                      <span>
                        {info.size} · {formatUYU(v.finalPrice)} · {stock > 0 ? `stock ${stock}` : "sin stock"}
                      </span>
                      <button
                        type="button"
                        className="btn btn--outline"
                        disabled={stock <= 0 || !p.published}
                        onClick={() => onAdd(p, v, info)}
                        aria-label={`Agregar ${p.name} ${info.size}`}
                      >
                        Agregar
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
