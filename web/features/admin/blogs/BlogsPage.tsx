import { useMemo, useState } from "react";
import type { BlogPostCard as Card } from "../../../../domain/api/blog.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { useRead } from "../shell/admin-data.ts";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import { type OpenItem, openItemSearchOf, parseOpenItem } from "../shell/open-item.ts";
import { BlogFormDialog } from "./BlogFormDialog.tsx";
import { BlogPostCard } from "./BlogPostCard.tsx";
import { deletePost } from "./blogs-api.ts";
import type { BlogsData } from "./blogs-loader.ts";
import "./blogs.css";

/**
 * /admin/blogs ('Blog posts', SPEC section 2): cards with add, edit and delete (with confirmation). The open
 * form lives in the URL (?edit=<id>, ?new=1: shell/open-item.ts).
 */
export function BlogsPage({ data }: { data: BlogsData }) {
  usePageTitle("Blog posts · Panel");
  const list = useRead(data.list);
  const navigate = useAdminGo();
  const close = useAdminClose();
  const raw = useAdminSearch();
  const open = useMemo(() => parseOpenItem(raw), [raw]);
  const setEditing = (item: OpenItem) => void navigate("blogs", { search: openItemSearchOf(item), open: true });
  const [deleting, setDeleting] = useState<Card>();
  // Deleted here since the list loaded: gone at once, whether or not the reload has answered yet.
  const [gone, setGone] = useState<number[]>([]);
  const items = list.data?.filter((post) => !gone.includes(post.id));
  // A post the list does not have (deleted, a wrong link) opens nothing.
  const editing: Card | "new" | undefined = open === "new" ? "new" : items?.find((post) => post.id === open);

  const reload = list.retry;

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePost(deleting.id);
      notify("success", "Entrada del blog eliminada.");
      setGone((ids) => [...ids, deleting.id]);
      setDeleting(undefined);
      reload();
    } catch {
      notify("error", "Ha ocurrido un error.");
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Blog posts</h1>
          <p className="admin-page__lead">Los publicados se ven en el blog y los tres últimos en el inicio.</p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
          Agregar blog post
        </button>
      </div>
      {!items ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : items.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay blog posts.</p>
          <p>Escriba el primero con «Agregar blog post».</p>
        </div>
      ) : (
        <ul className="admin-posts">
          {items.map((post) => (
            <BlogPostCard
              key={post.id}
              post={post}
              onEdit={() => setEditing(post.id)}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </ul>
      )}
      <BlogFormDialog target={editing} post={data.post} onClose={close} onSaved={reload} />
      <ConfirmDialog
        open={!!deleting}
        title="Eliminar blog post"
        text={`¿Desea eliminar «${deleting?.mainTitle ?? ""}»? Se borran también sus imágenes. Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        onCancel={() => setDeleting(undefined)}
        onConfirm={remove}
      />
    </div>
  );
}
