import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { UNITS } from "../../../../domain/catalogue.ts";
import { IVA_RATE_LABELS, IVA_RATES } from "../../../../domain/invoices.ts";
import {
  FILL_REQUIRED,
  type ProductFormValues,
  productForm,
  toProductInput,
} from "../../../../domain/schemas/product-form.ts";
import { slugify } from "../../../../domain/text.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { withPendingEntry } from "./ListEditor.tsx";
import { NoWithdrawalFields } from "./NoWithdrawalFields.tsx";
import { ProductImagesFields } from "./ProductImagesFields.tsx";
import { NO_DRAFTS, PRODUCT_LISTS, ProductLists } from "./ProductLists.tsx";
import { initialValues } from "./product-values.ts";
import { type AdminProduct, type CategoryOption, saveProduct } from "./products-api.ts";
import { SafetyFields } from "./SafetyFields.tsx";
import { SeoFields } from "./SeoFields.tsx";
import { SizesField } from "./SizesField.tsx";
import { StockField } from "./StockField.tsx";
import { WaitingNote } from "./WaitingNote.tsx";

interface ProductFormProps {
  product?: AdminProduct;
  categories: CategoryOption[];
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}

/** Add or edit a product: one form, validated by the schema the server uses too. */
export function ProductForm({ product, categories, onSaved, onCancel }: ProductFormProps) {
  const problem = useFormProblem();
  const [busyImages, setBusyImages] = useState({ gallery: false, thumbs: false });
  const slugTouched = useRef(product !== undefined);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ resolver: zodResolver(productForm), defaultValues: initialValues(product) });

  const name = watch("name");
  const unit = watch("unit");
  const sizes = watch("sizes");
  const stockMode = watch("stockMode");
  const busy = busyImages.gallery || busyImages.thumbs;
  const nameField = register("name", {
    onChange: (event) => {
      if (!slugTouched.current) setValue("slug", slugify(event.target.value));
    },
  });

  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const save = handleSubmit(
    async (values) => {
      problem.clear();
      try {
        const saved = await saveProduct(product?.id, toProductInput(values));
        notify("success", product ? "Producto editado exitosamente." : "Producto creado exitosamente.");
        onSaved(saved);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : "Inténtelo de nuevo.";
        // A taken slug: the field shows why and takes the focus; the alert above the form is announced too.
        const slugTaken = error instanceof AdminApiError && error.code === "slug_taken";
        if (slugTaken) setError("slug", { message }, { shouldFocus: true });
        // Issue 42: a product with pictograms is published only with its FDS; 'Publicado' says why, focused.
        const fdsRequired = error instanceof AdminApiError && error.code === "fds_required";
        if (fdsRequired) setError("published", { message }, { shouldFocus: true });
        problem.show(`Ha ocurrido un error: ${message}`, { focus: !slugTaken && !fdsRequired });
        notify("error", `Ha ocurrido un error: ${message}`);
      }
    },
    () => notify("error", FILL_REQUIRED),
  );
  // Text typed into 'Nuevo beneficio' (…) without pressing 'Agregar' is saved with the list, never dropped.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    for (const [field] of PRODUCT_LISTS) {
      const entries = withPendingEntry(getValues(field), drafts[field]);
      if (entries !== getValues(field)) setValue(field, entries, { shouldDirty: true });
    }
    setDrafts(NO_DRAFTS);
    return save(event);
  };

  return (
    <form
      className="admin-product-form"
      onSubmit={submit}
      noValidate
      aria-label={product ? "Editar producto" : "Añadir producto"}
    >
      <FormProblem problem={problem} />
      <p className="admin-muted admin-product-form__note">Los campos con * son obligatorios.</p>
      <div className="admin-product-form__grid">
        <AdminField label="Nombre" required error={errors.name?.message} className="admin-product-form__wide">
          {(p) => <input {...p} {...nameField} autoComplete="off" maxLength={120} />}
        </AdminField>
        <AdminField label="Código" error={errors.code?.message}>
          {(p) => <input {...p} {...register("code")} autoComplete="off" maxLength={40} />}
        </AdminField>
        <AdminField
          label="Slug (dirección)"
          required
          hint="Se arma con el nombre; puede cambiarlo."
          error={errors.slug?.message}
        >
          {(p) => (
            <input
              {...p}
              {...register("slug", { onChange: () => (slugTouched.current = true) })}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={120}
            />
          )}
        </AdminField>
        <AdminField label="Categoría" error={errors.categoryId?.message}>
          {(p) => (
            <select
              {...p}
              {...register("categoryId", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
            >
              <option value="">Sin categoría</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Unidad" required error={errors.unit?.message}>
          {(p) => (
            <select {...p} {...register("unit")}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          label="IVA"
          hint="El que incluye el precio; figura en cada comprobante."
          error={errors.ivaRate?.message}
        >
          {(p) => (
            <select {...p} {...register("ivaRate")}>
              {IVA_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {IVA_RATE_LABELS[rate]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Descuento (%)" hint="De 0 a 99." error={errors.discount?.message}>
          {(p) => (
            <input
              {...p}
              {...register("discount", { valueAsNumber: true })}
              type="number"
              min={0}
              max={99}
              step={1}
              inputMode="numeric"
            />
          )}
        </AdminField>
      </div>

      <StockField mode={stockMode} unit={unit} register={register} errors={errors} />
      <SizesField rows={sizes} unit={unit} bySize={stockMode === "size"} register={register} errors={errors} />
      {product && <WaitingNote product={product} />}

      <div className="admin-product-form__checks">
        <label className="admin-check">
          <input
            type="checkbox"
            {...register("published")}
            aria-invalid={errors.published ? true : undefined}
            aria-describedby={errors.published ? "product-published-error" : undefined}
          />{" "}
          Publicado (visible en la tienda; si no, queda como borrador)
        </label>
        {errors.published?.message && (
          <p id="product-published-error" className="admin-field__error">
            {errors.published.message}
          </p>
        )}
        <label className="admin-check">
          <input type="checkbox" {...register("isNew")} /> Marcar como «Nuevo»
        </label>
        <label className="admin-check">
          <input type="checkbox" {...register("isNotEaten")} /> No ingerible (muestra el aviso en la ficha)
        </label>
      </div>
      <NoWithdrawalFields register={register} errors={errors} />

      <ProductImagesFields
        control={control}
        errors={errors}
        name={name}
        onBusyChange={(part, b) => setBusyImages((s) => ({ ...s, [part]: b }))}
      />

      <AdminField label="Descripción" error={errors.description?.message}>
        {(p) => <textarea {...p} {...register("description")} rows={4} maxLength={5000} />}
      </AdminField>

      <ProductLists control={control} errors={errors} drafts={drafts} onDraftsChange={setDrafts} />

      <SafetyFields control={control} register={register} errors={errors} />

      <SeoFields control={control} register={register} errors={errors} />

      <div className="admin-product-form__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || busy}>
          {isSubmitting
            ? "Guardando..."
            : busy
              ? "Subiendo imágenes..."
              : product
                ? "Guardar cambios"
                : "Crear producto"}
        </button>
      </div>
    </form>
  );
}
