import { useMemo, useState } from "react";
import type { ProductBulkAction } from "../../../../domain/schemas/product-form.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import { type OpenItem, parseOpenItem } from "../shell/open-item.ts";
import { DeleteProductDialog } from "./DeleteProductDialog.tsx";
import { ProductFormDialog } from "./ProductFormDialog.tsx";
import { ProductsBulkBar } from "./ProductsBulkBar.tsx";
import { ProductsFilters } from "./ProductsFilters.tsx";
import { ProductsPager } from "./ProductsPager.tsx";
import { ProductsTable } from "./ProductsTable.tsx";
import { type AdminProduct, bulkProducts, type ProductQuery, productsQueryString } from "./products-api.ts";
import type { ProductsData } from "./products-loader.ts";
import { parseProductsSearch, productQueryOf, productsUrlSearch } from "./products-search.ts";
import "./products.css";

const START: ProductQuery = { q: "", category: "", filter: "", sort: "-date", page: 1 };

/** Changes made here since the list loaded, shown at once without loading it again. */
interface Patches {
  key: string;
  saved: Record<number, AdminProduct>;
  added: AdminProduct[];
  removed: number[];
}

/**
 * /admin/products: the catalogue's products as a dense table (cards on a phone), with search, filters and sorting;
 * add, edit and delete in place; several chosen are published, unpublished or moved in one request (issue 41).
 * Search, filters, order, page and the open form live in the URL (products-search.ts): a reload, back and forward, or
 * a link shows the same view.
 */
export function ProductsPage({ data }: { data: ProductsData }) {
  usePageTitle("Productos · Panel");
  const navigate = useAdminGo();
  const close = useAdminClose();
  const raw = useAdminSearch();
  const query = useMemo(() => productQueryOf(parseProductsSearch(raw)), [raw]);
  const editing = useMemo(() => parseOpenItem(raw), [raw]);
  const key = productsQueryString(query);
  const list = useRead(data.list);
  const categories = useRead(data.categories);
  const [patches, setPatches] = useState<Patches>({ key, saved: {}, added: [], removed: [] });
  const [deleting, setDeleting] = useState<AdminProduct | undefined>();
  // The products chosen for a bulk change: those of the list on screen (another search or page forgets them).
  const [choice, setChoice] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: new Set() });
  const [bulkBusy, setBulkBusy] = useState(false);

  const current = patches.key === key ? patches : { key, saved: {}, added: [], removed: [] };
  const loaded = list.data?.items ?? [];
  const items = [...current.added, ...loaded.filter((p) => !current.added.some((a) => a.id === p.id))]
    .filter((p) => !current.removed.includes(p.id))
    .map((p) => current.saved[p.id] ?? p);

  const go = (next: ProductQuery, open?: OpenItem) =>
    void navigate("products", { search: productsUrlSearch(next, open), open: open !== undefined });
  const setEditing = (item: AdminProduct | "new") => go(query, item === "new" ? "new" : item.id);

  const onSaved = (product: AdminProduct) => {
    const isNew = editing === "new";
    setPatches({
      ...current,
      saved: { ...current.saved, [product.id]: product },
      added: isNew ? [product, ...current.added] : current.added,
    });
    close();
  };
  const onDeleted = (product: AdminProduct) => {
    setPatches({ ...current, removed: [...current.removed, product.id] });
    setDeleting(undefined);
  };
  const chosen = choice.key === key ? choice.ids : new Set<number>();
  const choose = (ids: readonly number[], yes: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) yes ? next.add(id) : next.delete(id);
    setChoice({ key, ids: next });
  };
  const onBulk = async (action: ProductBulkAction, categoryId?: number) => {
    setBulkBusy(true);
    try {
      const saved = await bulkProducts({ action, ids: [...chosen], categoryId });
      setPatches({ ...current, saved: { ...current.saved, ...Object.fromEntries(saved.map((p) => [p.id, p])) } });
      setChoice({ key, ids: new Set() });
      notify("success", bulkDone(action, saved));
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Ha ocurrido un error.");
    } finally {
      setBulkBusy(false);
    }
  };
  const filtered = productsQueryString({ ...query, sort: START.sort }) !== productsQueryString(START);
  const total = (list.data?.total ?? 0) + current.added.length - current.removed.length;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Productos</h1>
          <p className="admin-page__lead">Todos los productos, también los borradores.</p>
        </div>
        <div className="admin-products-head-actions">
          <button type="button" className="btn btn--outline" onClick={() => void navigate("catalogue")}>
            Planilla y precios
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
            Añadir producto
          </button>
        </div>
      </div>
      <ProductsFilters value={query} categories={categories.data ?? []} onApply={(next) => go(next)} />
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay productos.</p>
          <p>
            {filtered
              ? "Ningún producto coincide con la búsqueda o los filtros."
              : "Agregue el primero con «Añadir producto»."}
          </p>
        </div>
      ) : (
        <>
          {list.error && <InlineError message={list.error} onRetry={list.retry} compact />}
          {chosen.size > 0 && (
            <ProductsBulkBar
              count={chosen.size}
              categories={categories.data ?? []}
              busy={bulkBusy}
              onChange={(action, categoryId) => void onBulk(action, categoryId)}
              onClear={() => setChoice({ key, ids: new Set() })}
            />
          )}
          <ProductsTable
            rows={items}
            sort={query.sort}
            onSort={(sort) => go({ ...query, sort, page: 1 })}
            busy={list.loading}
            chosen={chosen}
            onChoose={choose}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          <ProductsPager
            // The page of the list on screen (while the next one loads, the last one stays).
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={total}
            onPage={(page) => go({ ...query, page })}
          />
        </>
      )}
      {editing !== undefined && (
        <ProductFormDialog
          target={editing}
          known={editing === "new" ? undefined : items.find((p) => p.id === editing)}
          product={data.product}
          categories={categories.data ?? []}
          onSaved={onSaved}
          onClose={close}
        />
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(undefined)} onDeleted={onDeleted} />
    </div>
  );
}

/** The toast after a bulk change. */
function bulkDone(action: ProductBulkAction, saved: readonly AdminProduct[]): string {
  const n = saved.length;
  if (action === "publish") return n === 1 ? "Se publicó el producto." : `Se publicaron ${n} productos.`;
  if (action === "unpublish") return n === 1 ? "El producto pasó a borrador." : `${n} productos pasaron a borrador.`;
  const category = saved[0]?.categoryTitle ?? "";
  return n === 1 ? `Se movió el producto a «${category}».` : `Se movieron ${n} productos a «${category}».`;
}
