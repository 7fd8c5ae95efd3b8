import { useEffect, useMemo, useRef, useState } from "react";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import { type OpenItem, openItemSearchOf, parseOpenItem } from "../shell/open-item.ts";
import { CategoryCard } from "./CategoryCard.tsx";
import { CategoryFormDialog } from "./CategoryFormDialog.tsx";
import { reorderCategories } from "./categories-api.ts";
import type { loadCategories } from "./categories-loader.ts";
import { DeleteCategoryDialog } from "./DeleteCategoryDialog.tsx";
import "./categories.css";
import { messageOf } from "../../../lib/api.ts";

/**
 * /admin/categories: the shop's categories as cards; add, edit, delete and reorder them in place. The open form
 * lives in the URL (?edit=<id>, ?new=1: shell/open-item.ts).
 */
export function CategoriesPage({ data }: { data: ReturnType<typeof loadCategories> }) {
  usePageTitle("Categorías · Panel");
  const list = useRead(data.list);
  const navigate = useAdminGo();
  const close = useAdminClose();
  const raw = useAdminSearch();
  const open = useMemo(() => parseOpenItem(raw), [raw]);
  const setEditing = (item: OpenItem) => void navigate("categories", { search: openItemSearchOf(item), open: true });
  // The list as changed here since it loaded (saves update it in place, without reloading the page).
  const [local, setLocal] = useState<AdminCategory[]>();
  const [deleting, setDeleting] = useState<AdminCategory>();
  const [moving, setMoving] = useState(false);
  // Keyboard focus after the list changed under it: the moved card's arrow, or the heading after a delete.
  const [refocus, setRefocus] = useState<{ id: number; by: -1 | 1 } | "heading">();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!refocus || moving) return;
    if (refocus === "heading") heading.current?.focus();
    else {
      const same = document.getElementById(`category-move-${refocus.id}-${refocus.by}`) as HTMLButtonElement | null;
      const other = document.getElementById(`category-move-${refocus.id}-${-refocus.by}`) as HTMLButtonElement | null;
      (same && !same.disabled ? same : other)?.focus();
    }
    setRefocus(undefined);
  }, [refocus, moving]);
  const items = local ?? list.data;
  // Once the list is there: a category it does not have, or 'Todos' (never edited), opens nothing.
  const editing: AdminCategory | "new" | undefined = !items
    ? undefined
    : open === "new"
      ? "new"
      : items.find((c) => c.id === open && !c.isAll);

  const onSaved = (category: AdminCategory, created: boolean) =>
    setLocal((current) => {
      const base = current ?? list.data ?? [];
      return created ? [...base, category] : base.map((c) => (c.id === category.id ? category : c));
    });
  const onDeleted = (id: number) => {
    setLocal((current) => (current ?? list.data ?? []).filter((c) => c.id !== id));
    setRefocus("heading");
  };

  const movable = (items ?? []).filter((c) => !c.isAll);
  const move = async (category: AdminCategory, by: -1 | 1) => {
    const ids = movable.map((c) => c.id);
    const from = ids.indexOf(category.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, category.id);
    setMoving(true);
    try {
      setLocal(await reorderCategories(ids));
      setRefocus({ id: category.id, by });
      notify("success", `«${category.title}» se movió ${by < 0 ? "antes" : "después"}.`);
    } catch (error) {
      notify("error", messageOf(error));
      if (error instanceof AdminApiError && error.code === "order_outdated") {
        // Someone else added or deleted a category meanwhile: show the list as it is now.
        setLocal(undefined);
        list.retry();
      }
    } finally {
      setMoving(false);
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 ref={heading} className="admin-page__title" tabIndex={-1}>
            Categorías
          </h1>
          <p className="admin-page__lead">
            En este orden se muestran en el inicio y en el filtro de la tienda. «Todos» va siempre primero.
          </p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => setEditing("new")} disabled={!items}>
          Agregar categoría
        </button>
      </div>
      {!items ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay categorías.</p>
          <p>Agregue la primera con «Agregar categoría».</p>
        </div>
      ) : (
        <ul className="admin-categories" aria-busy={moving || undefined}>
          {items.map((category) => {
            const index = movable.findIndex((c) => c.id === category.id);
            return (
              <CategoryCard
                key={category.id}
                category={category}
                position={index < 0 ? undefined : { index, count: movable.length }}
                busy={moving}
                onEdit={() => setEditing(category.id)}
                onDelete={() => setDeleting(category)}
                onMove={(by) => void move(category, by)}
              />
            );
          })}
        </ul>
      )}
      <CategoryFormDialog target={editing} onClose={close} onSaved={onSaved} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(undefined)} onDeleted={onDeleted} />
    </div>
  );
}
