import { cardImageUrl } from "../../../../domain/images.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { LOW_STOCK } from "../../../../domain/schemas/product-form.ts";
import { describeStock, describeWaiting } from "../../../../domain/stock-text.ts";
import type { AdminProduct } from "./products-api.ts";

interface ProductCardProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** One product of the back office's grid: photo, name, first size's price (and after discount), stock, actions. */
export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const image = product.thumbImages[0] ?? product.images[0];
  const first = product.variants[0];
  return (
    <li className="admin-product">
      <div className="admin-product__media">
        {image ? (
          <img src={cardImageUrl(image.url)} alt={image.alt || product.name} loading="lazy" width="240" height="240" />
        ) : (
          <span className="admin-product__noimage">Sin imagen</span>
        )}
      </div>
      <div className="admin-product__body">
        <h2 className="admin-product__name">{product.name}</h2>
        <p className="admin-product__meta">
          {product.code ? `Código ${product.code}` : "Sin código"} · {product.categoryTitle ?? "Sin categoría"}
        </p>
        {first ? (
          <p className="admin-product__price">
            {product.discount > 0 ? (
              <>
                <span className="visually-hidden">Antes </span>
                <del>{formatUYU(first.price)}</del> <strong>{formatUYU(first.finalPrice)}</strong>{" "}
                <span className="admin-chip">−{product.discount}%</span>
              </>
            ) : (
              <strong>{formatUYU(first.price)}</strong>
            )}{" "}
            <span className="admin-muted">
              ({first.size} {product.unit})
            </span>
          </p>
        ) : (
          <p className="admin-product__price admin-muted">Sin precios</p>
        )}
        <p className="admin-product__stock">
          <span className="admin-muted">Stock: </span>
          {describeStock(
            { mode: product.stockMode, bulk: product.bulkStock },
            product.unit,
            product.variants.map((v) => ({ size: v.size, sizeStock: v.stock })),
          )}
        </p>
        {product.stockAlertsWaiting > 0 && (
          <p className="admin-product__waiting">
            {describeWaiting(product.stockAlertsWaiting, product.unit, product.variants)}
          </p>
        )}
        <p className="admin-product__chips">
          {!product.published && <span className="admin-chip admin-chip--warning">Borrador</span>}
          {product.quantity === 0 ? (
            <span className="admin-chip admin-chip--danger">Sin stock</span>
          ) : product.quantity <= LOW_STOCK ? (
            <span className="admin-chip admin-chip--warning">Poco stock</span>
          ) : null}
          {product.isNew && <span className="admin-chip">Nuevo</span>}
        </p>
      </div>
      <div className="admin-product__actions">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onEdit(product)}
          aria-label={`Editar ${product.name}`}
        >
          Editar
        </button>
        <button
          type="button"
          className="btn btn--outline admin-product__delete"
          onClick={() => onDelete(product)}
          aria-label={`Eliminar ${product.name}`}
        >
          Eliminar
        </button>
      </div>
    </li>
  );
}
