import type { ProductSort } from "../../../../domain/schemas/product-form.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { SortHeader } from "../components/SortHeader.tsx";
import { ProductRow } from "./ProductRow.tsx";
import type { AdminProduct } from "./products-api.ts";

interface ProductsTableProps {
  rows: readonly AdminProduct[];
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  busy: boolean;
  /** The products chosen for a bulk change (ids of this page). */
  chosen: ReadonlySet<number>;
  onChoose: (ids: readonly number[], chosen: boolean) => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/**
 * The products, one dense row each (a card on a phone, products.css): photo, name, code and category, prices,
 * stock per size or in bulk, state and waiting alerts, date added, and 'Editar' / 'Eliminar'. The checkbox chooses
 * the product for a bulk change; the one in the header chooses the whole page.
 */
export function ProductsTable({ rows, sort, onSort, busy, chosen, onChoose, onEdit, onDelete }: ProductsTableProps) {
  const all = rows.length > 0 && rows.every((r) => chosen.has(r.id));
  const some = rows.some((r) => chosen.has(r.id));
  // Each column's first click: names A→Z, prices and stock from the lowest (what is missing first), the newest first.
  const header = { sort, onSort };
  return (
    <ScrollRegion className="admin-table-wrap" label="Productos" aria-busy={busy || undefined}>
      <table className="admin-table admin-products-table">
        <caption className="visually-hidden">Productos</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-products-table__pick">
              <label>
                <input
                  type="checkbox"
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = some && !all;
                  }}
                  onChange={(event) =>
                    onChoose(
                      rows.map((r) => r.id),
                      event.target.checked,
                    )
                  }
                />
                <span className="visually-hidden">Elegir todos los productos de esta página</span>
              </label>
            </th>
            <SortHeader label="Producto" column="name" first="name" {...header} />
            <SortHeader label="Precio" column="price" first="price" className="num" {...header} />
            <SortHeader label="Stock" column="stock" first="stock" {...header} />
            <th scope="col">Estado</th>
            <SortHeader label="Alta" column="date" first="-date" {...header} />
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              chosen={chosen.has(product.id)}
              onChoose={(yes) => onChoose([product.id], yes)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
