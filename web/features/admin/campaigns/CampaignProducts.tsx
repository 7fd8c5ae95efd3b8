import type { CampaignProduct } from "../../../../domain/api/campaigns.ts";
import { cardImageUrl } from "../../../../domain/images.ts";
import "../components/product-picker.css";

interface CampaignProductsProps {
  products: CampaignProduct[];
  readOnly: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The newsletter's product cards in order, each with 'Subir', 'Bajar' and 'Quitar' while it is a draft. */
export function CampaignProducts({ products, readOnly, onMove, onRemove }: CampaignProductsProps) {
  return (
    <ol className="admin-feed admin-featured__list">
      {products.map((product, index) => (
        <li key={product.id} className="admin-feed__item">
          {product.image ? (
            <img className="admin-feed__img" src={cardImageUrl(product.image)} alt="" width={72} height={72} />
          ) : (
            <span className="admin-feed__img admin-featured__noimg" aria-hidden="true" />
          )}
          <div className="admin-feed__body">
            <span className="admin-feed__position">
              {index + 1}
              {!product.published && (
                <span className="admin-chip admin-chip--warning">Borrador: no va en el correo</span>
              )}
            </span>
            <span className="admin-featured__name">{product.name}</span>
            <span className="admin-featured__meta">{product.code || "Sin código"}</span>
          </div>
          {!readOnly && (
            <div className="admin-feed__actions">
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={index === 0}
                aria-label={`Subir «${product.name}»`}
                onClick={() => onMove(index, -1)}
              >
                Subir
              </button>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                disabled={index === products.length - 1}
                aria-label={`Bajar «${product.name}»`}
                onClick={() => onMove(index, 1)}
              >
                Bajar
              </button>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                aria-label={`Quitar «${product.name}»`}
                onClick={() => onRemove(index)}
              >
                Quitar
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
