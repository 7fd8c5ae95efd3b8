import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useCallback, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { BlogPost } from "../../../../domain/api/blog.ts";
import {
  BLOG_MAX_IMAGES,
  type BlogPostFormOutput,
  type BlogPostFormValues,
  blogPostForm,
  FILL_FIELDS,
  toBlogPostInput,
} from "../../../../domain/schemas/blog-post.ts";
import { VIDEO_LINK_HINT } from "../../../../domain/video.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { ImageListField } from "../components/ImageListField.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { savePost } from "./blogs-api.ts";
import { INCOMPLETE_SECTION, NO_SECTION, pendingSection, SectionsField } from "./SectionsField.tsx";

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

/** The post's fields and its save (new when `post` is undefined). */
export function BlogForm({ post, onSaved, onClose }: { post?: BlogPost; onSaved: () => void; onClose: () => void }) {
  const problem = useFormProblem();
  const [coverBusy, setCoverBusy] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
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

  const [draft, setDraft] = useState(NO_SECTION);
  const save = handleSubmit(
    async (values) => {
      problem.clear();
      try {
        await savePost(post?.id, toBlogPostInput(values));
        notify("success", post ? "Entrada del blog guardada." : "Entrada del blog creada.");
        onSaved();
        onClose();
      } catch (error) {
        problem.show(messageOf(error));
        notify("error", "Ha ocurrido un error.");
      }
    },
    (invalid) => {
      // The form focuses the first field in error; the alert is announced without taking the focus.
      const missing = invalid.mainTitle || invalid.cover || invalid.content;
      if (missing) problem.show(FILL_FIELDS, { focus: false });
      else problem.clear();
      notify("error", missing ? FILL_FIELDS : "Revise los campos marcados.");
    },
  );
  // A section typed without pressing 'Agregar sección' is saved with the post; a half-typed one stops the save.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const pending = pendingSection(draft);
    if (pending === "incomplete") {
      event.preventDefault();
      problem.show(INCOMPLETE_SECTION);
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
      <FormProblem problem={problem} />
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
