import type { AdminCategory } from "../../../../domain/api/admin.ts";
import { cardImageUrl } from "../../../../domain/images.ts";

interface CategoryCardProps {
  category: AdminCategory;
  /** Position among the movable categories ('Todos' has none) and how many there are. */
  position?: { index: number; count: number };
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

const productsLabel = (n: number) => (n === 0 ? "Sin productos" : n === 1 ? "1 producto" : `${n} productos`);

/** A category's card: image, name, address in the shop, product count and its actions. */
export function CategoryCard({ category, position, busy, onEdit, onDelete, onMove }: CategoryCardProps) {
  const { title } = category;
  return (
    <li className="admin-category" data-testid="category-card">
      {category.image ? (
        <img
          className="admin-category__image"
          src={cardImageUrl(category.image)}
          alt=""
          width={480}
          height={320}
          loading="lazy"
        />
      ) : (
        <div className="admin-category__image admin-category__image--none" aria-hidden="true">
          Sin imagen
        </div>
      )}
      <div className="admin-category__body">
        <h2 className="admin-category__title">
          {title}
          {category.isAll && <span className="admin-chip">Fija</span>}
        </h2>
        <p className="admin-category__meta">
          {category.isAll ? "Muestra todos los productos; no se edita ni se elimina." : `Dirección: ${category.slug}`}
          {!category.isAll && <span className="admin-category__count"> · {productsLabel(category.productCount)}</span>}
        </p>
        {!category.isAll && position && (
          <div className="admin-category__actions">
            <button type="button" className="btn btn--outline" onClick={onEdit}>
              Editar<span className="visually-hidden"> {title}</span>
            </button>
            <button type="button" className="btn btn--outline" onClick={onDelete}>
              Eliminar<span className="visually-hidden"> {title}</span>
            </button>
            <span className="admin-category__move">
              <button
                type="button"
                className="btn btn--outline"
                id={`category-move-${category.id}--1`}
                disabled={busy || position.index === 0}
                onClick={() => onMove(-1)}
                aria-label={`Mover ${title} antes`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn--outline"
                id={`category-move-${category.id}-1`}
                disabled={busy || position.index === position.count - 1}
                onClick={() => onMove(1)}
                aria-label={`Mover ${title} después`}
              >
                ↓
              </button>
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
