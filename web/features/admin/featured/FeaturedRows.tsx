import { useRef } from "react";
import { cardImageUrl } from "../../../../domain/images.ts";
import { hiddenReason } from "../components/product-search.ts";
import type { FeaturedPick } from "./featured-api.ts";

interface FeaturedRowsProps {
  picks: FeaturedPick[];
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The owner's list in order, each with 'Subir', 'Bajar' and 'Quitar' (the focus follows the moved product). */
export function FeaturedRows({ picks, onMove, onRemove }: FeaturedRowsProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusLater = (selector: string, fallback?: string) =>
    requestAnimationFrame(() => {
      const target =
        list.current?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`) ??
        (fallback ? list.current?.querySelector<HTMLButtonElement>(fallback) : null);
      target?.focus();
    });

  return (
    <ol ref={list} className="admin-feed admin-featured__list">
      {picks.map((pick, index) => {
        const hidden = hiddenReason(pick);
        return (
          <li key={pick.id} className="admin-feed__item">
            {pick.image ? (
              <img className="admin-feed__img" src={cardImageUrl(pick.image)} alt="" width={72} height={72} />
            ) : (
              <span className="admin-feed__img admin-featured__noimg" aria-hidden="true" />
            )}
            <div className="admin-feed__body">
              <span className="admin-feed__position">
                {index + 1}
                {hidden ? (
                  <span className="admin-chip admin-chip--warning">{hidden}</span>
                ) : (
                  " · En la página de inicio"
                )}
              </span>
              <span className="admin-featured__name">{pick.name}</span>
              <span className="admin-featured__meta">
                {[pick.code, pick.categoryTitle].filter(Boolean).join(" · ") || "Sin categoría"}
              </span>
            </div>
            <div className="admin-feed__actions">
              <button
                type="button"
                className="btn btn--outline"
                data-item={pick.id}
                data-move={-1}
                disabled={index === 0}
                aria-label={`Subir «${pick.name}»`}
                onClick={() => {
                  onMove(index, -1);
                  focusLater(`[data-item="${pick.id}"][data-move="-1"]`, `[data-item="${pick.id}"]`);
                }}
              >
                Subir
              </button>
              <button
                type="button"
                className="btn btn--outline"
                data-item={pick.id}
                data-move={1}
                disabled={index === picks.length - 1}
                aria-label={`Bajar «${pick.name}»`}
                onClick={() => {
                  onMove(index, 1);
                  focusLater(`[data-item="${pick.id}"][data-move="1"]`, `[data-item="${pick.id}"]`);
                }}
              >
                Bajar
              </button>
              <button
                type="button"
                className="btn btn--outline"
                data-remove={pick.id}
                aria-label={`Quitar «${pick.name}» de la lista`}
                onClick={() => {
                  const next = picks[index + 1] ?? picks[index - 1];
                  onRemove(index);
                  if (next) focusLater(`[data-remove="${next.id}"]`);
                }}
              >
                Quitar
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
