import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, Suspense, useCallback, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { BlogPost, BlogPostCard } from "../../../../domain/api/blog.ts";
import {
  BLOG_MAX_IMAGES,
  type BlogPostFormOutput,
  type BlogPostFormValues,
  blogPostForm,
  FILL_FIELDS,
  toBlogPostInput,
} from "../../../../domain/schemas/blog-post.ts";
import { VIDEO_LINK_HINT } from "../../../../domain/video.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import type { Loaded } from "../../../lib/get-json.ts";
import { notify } from "../../../lib/toast.ts";
import { ImageListField } from "../components/ImageListField.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { useRead } from "../shell/admin-data.ts";
import { savePost } from "./blogs-api.ts";
import { INCOMPLETE_SECTION, NO_SECTION, pendingSection, SectionsField } from "./SectionsField.tsx";

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

const emptyValues: BlogPostFormValues = {
  mainTitle: "",
  category: "",
  cover: [],
  images: [],
  content: [],
  quote: "",
  videoLink: "",
  published: true,
};

function valuesOf(post: BlogPost): BlogPostFormValues {
  return {
    mainTitle: post.mainTitle,
    category: post.category,
    cover: [post.cover],
    images: post.images,
    content: post.content,
    quote: post.quote ?? "",
    videoLink: post.videoLink ?? "",
    published: post.published,
  };
}

function BlogForm({ post, onSaved, onClose }: { post?: BlogPost; onSaved: () => void; onClose: () => void }) {
  const [problem, setProblem] = useState<string>();
  const [coverBusy, setCoverBusy] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormValues, unknown, BlogPostFormOutput>({
    resolver: zodResolver(blogPostForm),
    defaultValues: post ? valuesOf(post) : emptyValues,
  });
  const title = watch("mainTitle");
  const onCoverBusy = useCallback((busy: boolean) => setCoverBusy(busy), []);
  const onImagesBusy = useCallback((busy: boolean) => setImagesBusy(busy), []);
  const uploading = coverBusy || imagesBusy;

  const showProblem = (message: string) => {
    setProblem(message);
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const [draft, setDraft] = useState(NO_SECTION);
  const save = handleSubmit(
    async (values) => {
      setProblem(undefined);
      try {
        await savePost(post?.id, toBlogPostInput(values));
        notify("success", post ? "Entrada del blog guardada." : "Entrada del blog creada.");
        onSaved();
        onClose();
      } catch (error) {
        showProblem(error instanceof Error ? error.message : "Ha ocurrido un error");
        notify("error", "Ha ocurrido un error.");
      }
    },
    (invalid) => {
      // The form focuses the first field in error; the alert is announced without taking the focus.
      const missing = invalid.mainTitle || invalid.cover || invalid.content;
      setProblem(missing ? FILL_FIELDS : undefined);
      notify("error", missing ? FILL_FIELDS : "Revise los campos marcados.");
    },
  );
  // A section typed without pressing 'Agregar sección' is saved with the post; a half-typed one stops the save.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const pending = pendingSection(draft);
    if (pending === "incomplete") {
      event.preventDefault();
      showProblem(INCOMPLETE_SECTION);
      notify("error", INCOMPLETE_SECTION);
      return;
    }
    if (pending !== "empty") {
      setValue("content", [...getValues("content"), pending], { shouldDirty: true });
      setDraft(NO_SECTION);
    }
    return save(event);
  };

  return (
    <form
      className="admin-form admin-blog-form"
      onSubmit={submit}
      noValidate
      aria-label={post ? "Editar blog post" : "Agregar blog post"}
    >
      {problem && (
        <p ref={problemRef} className="admin-alert admin-alert--error" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className="admin-blog-form__row">
        <AdminField label="Título" required error={errors.mainTitle?.message} className="admin-blog-form__title">
          {(p) => <input {...p} {...register("mainTitle")} maxLength={160} autoComplete="off" />}
        </AdminField>
        <AdminField label="Categoría" hint="Por ejemplo: Aromaterapia, Jabonería." error={errors.category?.message}>
          {(p) => <input {...p} {...register("category")} maxLength={60} autoComplete="off" />}
        </AdminField>
      </div>
      <Controller
        control={control}
        name="cover"
        render={({ field, fieldState }) => (
          <ImageListField
            label="Imagen de portada"
            required
            value={field.value}
            onChange={field.onChange}
            max={1}
            defaultAlt={title}
            error={fieldState.error?.message}
            hint="JPEG, PNG o WebP, máx. 2 MB tras reducirla. Se ve arriba de la publicación y en su tarjeta."
            onBusyChange={onCoverBusy}
          />
        )}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <SectionsField
            value={field.value}
            onChange={field.onChange}
            draft={draft}
            onDraftChange={setDraft}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImageListField
            label={`Más imágenes (hasta ${BLOG_MAX_IMAGES})`}
            value={field.value}
            onChange={field.onChange}
            max={BLOG_MAX_IMAGES}
            defaultAlt={title}
            error={fieldState.error?.message}
            hint="Se muestran debajo del título."
            onBusyChange={onImagesBusy}
          />
        )}
      />
      <AdminField label="Cita" hint="Opcional: una frase destacada al final." error={errors.quote?.message}>
        {(p) => <textarea {...p} {...register("quote")} rows={2} maxLength={600} />}
      </AdminField>
      <AdminField label="Video de YouTube" hint={`Opcional. ${VIDEO_LINK_HINT}`} error={errors.videoLink?.message}>
        {(p) => (
          <input
            {...p}
            {...register("videoLink")}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </AdminField>
      <label className="admin-blog-form__publish">
        <input type="checkbox" {...register("published")} />
        <span>
          Publicar en el blog
          <span className="admin-field__hint"> (sin marcar, queda como borrador y solo se ve aquí)</span>
        </span>
      </label>
      <div className="admin-blog-form__actions">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || uploading}>
          {isSubmitting ? "Guardando..." : uploading ? "Subiendo imagen..." : "Guardar"}
        </button>
      </div>
    </form>
  );
}
