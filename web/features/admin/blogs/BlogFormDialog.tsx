import { Suspense } from "react";
import type { BlogPost, BlogPostCard } from "../../../../domain/api/blog.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import { BlogForm } from "./BlogForm.tsx";

interface BlogFormDialogProps {
  /** Closed when undefined; "new" adds a post, a post edits it. */
  target: BlogPostCard | "new" | undefined;
  /** The route loader's read of the whole post open (blogs-loader.ts); undefined until it has run for it. */
  post: Promise<Loaded<BlogPost>> | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Agregar blog post' / 'Editar blog post' in a wide dialog. */
export function BlogFormDialog({ target, post, onClose, onSaved }: BlogFormDialogProps) {
  const editing = target && target !== "new" ? target : undefined;
  return (
    <Dialog
      open={target !== undefined}
      onClose={onClose}
      title={editing ? "Editar blog post" : "Agregar blog post"}
      subtitle={editing ? editing.mainTitle : "Los campos con * son obligatorios."}
      className="dialog--wide admin-blog-dialog"
    >
      {target === "new" && <BlogForm key="new" onSaved={onSaved} onClose={onClose} />}
      {editing && (
        <Suspense key={editing.id} fallback={<Spinner label="Cargando blog post..." />}>
          {post ? (
            <EditLoader id={editing.id} post={post} onSaved={onSaved} onClose={onClose} />
          ) : (
            <Spinner label="Cargando blog post..." />
          )}
        </Suspense>
      )}
    </Dialog>
  );
}

/** Editing needs the whole post (the list only has its card): the route's loader reads it. */
function EditLoader({
  id,
  post,
  onSaved,
  onClose,
}: {
  id: number;
  post: Promise<Loaded<BlogPost>>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const remote = useRead(post);
  // The router keeps the last answer while the next loads: another post's is not this one's.
  if (remote.data?.id === id) return <BlogForm post={remote.data} onSaved={onSaved} onClose={onClose} />;
  if (remote.error && !remote.loading) return <InlineError message={remote.error} onRetry={remote.retry} />;
  return <Spinner label="Cargando blog post..." />;
}
