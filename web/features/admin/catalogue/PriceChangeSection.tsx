import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { CatalogueAppliedChange, CataloguePreview } from "../../../../domain/api/catalogue-changes.ts";
import { PRICE_CHANGE_MODE_LABELS, PRICE_CHANGE_MODES, PRICE_ROUNDINGS } from "../../../../domain/price-change.ts";
import { type PriceChangeForm, priceChangeForm, priceChangeFromForm } from "../../../../domain/schemas/price-change.ts";
import { SubmitButton } from "../../../components/Button.tsx";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { ChangePreview } from "./ChangePreview.tsx";
import { applyPreview, type CategoryOption, previewPriceChange } from "./catalogue-api.ts";
import { type PickedProducts, ProductPicker } from "./ProductPicker.tsx";
import { UndoButton } from "./UndoButton.tsx";

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");

/**
 * 'Cambiar precios': a category or chosen products, up or down by a percent or an amount, rounded to $ 1, $ 5 or
 * $ 10. The server previews every size (old → new) and applies that preview; the last change can be undone.
 */
export function PriceChangeSection({
  categories,
  last,
  onChanged,
}: {
  categories: CategoryOption[];
  last: CatalogueAppliedChange | null;
  onChanged: () => void;
}) {
  const [picked, setPicked] = useState<PickedProducts>(new Map());
  const [scopeError, setScopeError] = useState<string | undefined>();
  const [preview, setPreview] = useState<CataloguePreview | undefined>();
  const [applying, setApplying] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PriceChangeForm>({
    resolver: zodResolver(priceChangeForm),
    defaultValues: { scope: "category", categoryId: "", mode: "percent", direction: "up", value: "", rounding: "1" },
  });
  const scope = watch("scope");

  const submit = handleSubmit(async (form) => {
    setPreview(undefined);
    setScopeError(undefined);
    if (form.scope === "category" && form.categoryId === "") {
      setError("categoryId", { message: "Elija una categoría." }, { shouldFocus: true });
      return;
    }
    if (form.scope === "products" && picked.size === 0) {
      setScopeError("Elija al menos un producto.");
      return;
    }
    try {
      setPreview(await previewPriceChange(priceChangeFromForm(form, [...picked.keys()])));
    } catch (error) {
      notify("error", failure(error));
    }
  });

  const apply = async () => {
    if (!preview?.id) return;
    setApplying(true);
    try {
      notify("success", (await applyPreview(preview.id)).message);
      setPreview(undefined);
      onChanged();
    } catch (error) {
      notify("error", failure(error));
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className="admin-card catalogue-section" aria-labelledby="catalogue-prices-title">
      <h2 id="catalogue-prices-title" className="admin-card__title">
        Cambiar precios
      </h2>
      <p className="admin-muted">
        Suba o baje los precios de todos los tamaños de una categoría o de los productos que elija. Los precios quedan
        en pesos enteros, nunca en $&nbsp;0.
      </p>
      <form className="admin-form catalogue-prices" onSubmit={submit} noValidate aria-label="Cambiar precios">
        <fieldset className="catalogue-scope">
          <legend className="admin-field__label">Aplicar a</legend>
          <label className="catalogue-scope__option">
            <input type="radio" value="category" {...register("scope")} /> Una categoría
          </label>
          <label className="catalogue-scope__option">
            <input type="radio" value="products" {...register("scope")} /> Productos elegidos
          </label>
        </fieldset>
        {scope === "category" ? (
          <AdminField label="Categoría" required error={errors.categoryId?.message}>
            {(p) => (
              <select {...p} {...register("categoryId")}>
                <option value="">Elija una categoría</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        ) : (
          <ProductPicker picked={picked} onChange={setPicked} error={scopeError} />
        )}
        <div className="catalogue-prices__rule">
          <AdminField label="Cambio" error={errors.direction?.message}>
            {(p) => (
              <select {...p} {...register("direction")}>
                <option value="up">Subir</option>
                <option value="down">Bajar</option>
              </select>
            )}
          </AdminField>
          <AdminField label="Por" error={errors.mode?.message}>
            {(p) => (
              <select {...p} {...register("mode")}>
                {PRICE_CHANGE_MODES.map((m) => (
                  <option key={m} value={m}>
                    {PRICE_CHANGE_MODE_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label="Cuánto" required error={errors.value?.message}>
            {(p) => <input {...p} {...register("value")} inputMode="decimal" autoComplete="off" />}
          </AdminField>
          <AdminField label="Redondear a" error={errors.rounding?.message}>
            {(p) => (
              <select {...p} {...register("rounding")}>
                {PRICE_ROUNDINGS.map((r) => (
                  <option key={r} value={String(r)}>
                    $ {r}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel="Calculando...">
            Ver cambios
          </SubmitButton>
        </div>
      </form>
      {preview && (
        <ChangePreview preview={preview} applying={applying} onApply={apply} onCancel={() => setPreview(undefined)} />
      )}
      <UndoButton kind="price" last={last} onUndone={onChanged} />
    </section>
  );
}
