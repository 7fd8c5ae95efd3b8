import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import {
  CATEGORY_REQUIRED,
  CATEGORY_SLUG_MAX,
  CATEGORY_TITLE_MAX,
  type CategoryFormValues,
  categoryForm,
  categorySlug,
} from "../../../../domain/schemas/category-form.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { ImageListField } from "../components/ImageListField.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { saveCategory } from "./categories-api.ts";

interface CategoryFormDialogProps {
  /** Closed when undefined; "new" adds a category, a category edits it. */
  target: AdminCategory | "new" | undefined;
  onClose: () => void;
  onSaved: (category: AdminCategory, created: boolean) => void;
}

/** 'Agregar categoría' / 'Editar categoría': name, the address in the shop (slug) and one image. */
export function CategoryFormDialog({ target, onClose, onSaved }: CategoryFormDialogProps) {
  const editing = target && target !== "new" ? target : undefined;
  return (
    <Dialog
      open={target !== undefined}
      onClose={onClose}
      title={editing ? "Editar categoría" : "Agregar categoría"}
      subtitle={editing ? editing.title : "Aparecerá en la tienda al guardarla."}
    >
      {target !== undefined && (
        <CategoryForm key={editing?.id ?? "new"} category={editing} onSaved={onSaved} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface FormFields {
  title: string;
  slug: string;
  image: string | null;
}

function CategoryForm({
  category,
  onSaved,
  onClose,
}: {
  category: AdminCategory | undefined;
  onSaved: CategoryFormDialogProps["onSaved"];
  onClose: () => void;
}) {
  const problem = useFormProblem();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormFields, unknown, CategoryFormValues>({
    // The schema takes unknown input (blank fields count as missing); these are the fields this form has.
    resolver: zodResolver(categoryForm) as Resolver<FormFields, unknown, CategoryFormValues>,
    defaultValues: { title: category?.title ?? "", slug: category?.slug ?? "", image: category?.image ?? null },
  });
  const title = watch("title");
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = handleSubmit(
    async (values) => {
      problem.clear();
      try {
        const saved = await saveCategory(category?.id, values);
        notify("success", category ? "Categoría editada exitosamente." : "Categoría creada exitosamente.");
        onSaved(saved, !category);
        onClose();
      } catch (error) {
        const message = messageOf(error);
        if (error instanceof AdminApiError && error.code === "slug_taken") {
          setError("slug", { message }, { shouldFocus: true });
        } else {
          problem.show(message);
        }
        notify("error", "Ha ocurrido un error.");
      }
    },
    () => notify("error", CATEGORY_REQUIRED),
  );

  const suggested = title.trim() ? categorySlug({ title, slug: undefined }) : "";
  return (
    <form
      className="admin-form admin-category-form"
      onSubmit={submit}
      noValidate
      aria-label={category ? "Editar categoría" : "Agregar categoría"}
    >
      <FormProblem problem={problem} />
      <AdminField label="Nombre" required error={errors.title?.message}>
        {(p) => <input {...p} {...register("title")} maxLength={CATEGORY_TITLE_MAX} autoComplete="off" />}
      </AdminField>
      <AdminField
        label="Dirección en la tienda"
        hint={
          category
            ? "Cambiarla rompe los enlaces guardados a esta categoría."
            : "Déjela vacía para formarla con el nombre."
        }
        error={errors.slug?.message}
      >
        {(p) => (
          <input
            {...p}
            {...register("slug")}
            maxLength={CATEGORY_SLUG_MAX}
            placeholder={suggested || "por-ejemplo-aceites"}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </AdminField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageListField
            label="Imagen"
            value={field.value ? [{ url: field.value, alt: "" }] : []}
            onChange={(images) => field.onChange(images[0]?.url ?? null)}
            max={1}
            withAlt={false}
            defaultAlt={title}
            error={fieldState.error?.message}
            hint="JPEG, PNG o WebP, máx. 2 MB tras reducirla. Se muestra junto al nombre, en la tarjeta de la categoría."
            onBusyChange={onBusyChange}
          />
        )}
      />
      <div className="admin-category-form__actions">
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
