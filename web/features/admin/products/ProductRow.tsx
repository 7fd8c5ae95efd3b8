import { formatDate } from "../../../../domain/dates.ts";
import { cardImageUrl } from "../../../../domain/images.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { LOW_STOCK } from "../../../../domain/schemas/product-form.ts";
import { describeStock, describeWaiting } from "../../../../domain/stock-text.ts";
import type { AdminProduct } from "./products-api.ts";

interface ProductRowProps {
  product: AdminProduct;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** '$ 260 – $ 1.900': the lowest and highest price of its sizes, after discount (one price for one size). */
function priceRange(product: AdminProduct): string | undefined {
  const prices = product.variants.map((v) => v.finalPrice);
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatUYU(low) : `${formatUYU(low)} – ${formatUYU(high)}`;
}

/** One product of the list (ProductsTable.tsx). */
export function ProductRow({ product, chosen, onChoose, onEdit, onDelete }: ProductRowProps) {
  const image = product.thumbImages[0] ?? product.images[0];
  const price = priceRange(product);
  const waiting = describeWaiting(product.stockAlertsWaiting, product.unit, product.variants);
  return (
    <tr data-chosen={chosen || undefined}>
      <td className="admin-products-table__pick">
        <label>
          <input type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
          <span className="visually-hidden">Elegir {product.name}</span>
        </label>
      </td>
      <th scope="row" className="admin-products-table__product">
        <span className="admin-products-table__item">
          <span className="admin-products-table__thumb">
            {image ? (
              <img src={cardImageUrl(image.url)} alt="" loading="lazy" width="48" height="48" />
            ) : (
              <span className="admin-products-table__noimage">Sin imagen</span>
            )}
          </span>
          <span className="admin-products-table__name">
            <button type="button" className="admin-products-table__open" onClick={() => onEdit(product)}>
              {product.name}
            </button>
            <span className="admin-products-table__sub">
              {product.code ? `Código ${product.code}` : "Sin código"} · {product.categoryTitle ?? "Sin categoría"}
            </span>
          </span>
        </span>
      </th>
      <td className="num admin-products-table__price">
        {price ?? <span className="admin-muted">Sin precios</span>}
        {product.discount > 0 && <span className="admin-chip">−{product.discount}%</span>}
      </td>
      <td className="admin-products-table__stock">
        <span className="visually-hidden">Stock: </span>
        {describeStock(
          { mode: product.stockMode, bulk: product.bulkStock },
          product.unit,
          product.variants.map((v) => ({ size: v.size, sizeStock: v.stock })),
        )}
        {product.quantity === 0 ? (
          <span className="admin-chip admin-chip--danger">Sin stock</span>
        ) : product.quantity <= LOW_STOCK ? (
          <span className="admin-chip admin-chip--warning">Poco stock</span>
        ) : null}
        {waiting && <span className="admin-products-table__waiting">{waiting}</span>}
      </td>
      <td className="admin-products-table__state">
        {product.published ? (
          <span className="admin-chip admin-chip--ok">Publicado</span>
        ) : (
          <span className="admin-chip admin-chip--warning">Borrador</span>
        )}
        {product.isNew && <span className="admin-chip">Nuevo</span>}
      </td>
      <td className="admin-products-table__date">
        <span className="visually-hidden">Alta: </span>
        {formatDate(product.createdAt)}
      </td>
      <td className="admin-products-table__actions">
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
      </td>
    </tr>
  );
}
