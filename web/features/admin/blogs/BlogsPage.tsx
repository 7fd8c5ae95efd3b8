import { useMemo, useState } from "react";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { useRemote } from "../../../lib/use-remote.ts";
import { ConfirmDialog } from "../banners/ConfirmDialog.tsx";
import { useAdminClose, useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import { type OpenItem, openItemSearchOf, parseOpenItem } from "../shell/open-item.ts";
import { BlogFormDialog } from "./BlogFormDialog.tsx";
import { BlogPostCard } from "./BlogPostCard.tsx";
import { type BlogPostCard as Card, deletePost, fetchPosts } from "./blogs-api.ts";
import "./blogs.css";

/**
 * /admin/blogs ('Blog posts', SPEC section 2): cards with add, edit and delete (with confirmation). The open
 * form lives in the URL (?edit=<id>, ?new=1: shell/open-item.ts).
 */
export function BlogsPage() {
  usePageTitle("Blog posts · Panel");
  const list = useRemote("admin-blogs", fetchPosts);
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
      notify("success", "Blog post fue eliminado exitosamente.");
      setGone((ids) => [...ids, deleting.id]);
      setDeleting(undefined);
      reload();
    } catch {
      notify("error", "Ha ocurrido un error");
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
      {list.status === "error" && !items ? (
        <InlineError message={list.error} onRetry={list.retry} />
      ) : !items ? (
        <div className="admin-card">
          <Spinner label="Cargando blog posts..." />
        </div>
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
      <BlogFormDialog target={editing} onClose={close} onSaved={reload} />
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
