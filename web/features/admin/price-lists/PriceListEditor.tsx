import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { get, type Path, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import type { PriceListSizeView } from "../../../../domain/api/price-lists.ts";
import type { PriceList, SizeTerms } from "../../../../domain/price-lists.ts";
import { type PriceListForm, type PriceListInput, priceListSchema } from "../../../../domain/schemas/price-list.ts";
import { Button, SubmitButton } from "../../../components/Button.tsx";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { ProductPicker } from "../components/ProductPicker.tsx";
import { fieldRefusals } from "../lib/field-errors.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { fetchPriceList, fetchProductSizes, type PriceListDetail, savePriceList } from "./price-lists-api.ts";
import { SizeTermsFields } from "./SizeTermsFields.tsx";
import "../components/product-picker.css";

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const toLimit = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
/** The server's refusals this form shows beside a field (PUT /api/admin/price-lists/:id's details). */
const FORM_PATH = /^(name|transferDiscountPercent|categories|sizes)(\.|$)/;

interface EditorProps {
  id: number;
  categories: readonly AdminCategory[];
  onDone: (saved: boolean) => void;
}

/** The editor of one list: read it, then the form. */
export function PriceListEditor({ id, categories, onDone }: EditorProps) {
  const [detail, setDetail] = useState<PriceListDetail | { error: string }>();
  const [run, setRun] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    fetchPriceList(id, abort.signal).then(setDetail, (error: unknown) => {
      if (!abort.signal.aborted) setDetail({ error: messageOf(error) });
    });
    return () => abort.abort();
  }, [id, run]);
  if (!detail) return <Spinner label="Cargando la lista..." />;
  if ("error" in detail) return <InlineError message={detail.error} onRetry={() => setRun((r) => r + 1)} />;
  return <EditorForm detail={detail} categories={categories} onDone={onDone} />;
}

/** The form's values as the pricing rules read them (what the preview shows). */
function previewList(values: PriceListInput, id: number): PriceList {
  const sizes = new Map<number, SizeTerms>();
  for (const s of values.sizes ?? []) {
    const breaks = [...(s.breaks ?? [])].filter((b) => Number.isFinite(b.from) && Number.isFinite(b.price));
    sizes.set(s.variantId, {
      price: s.price && Number.isFinite(s.price.kind === "fixed" ? s.price.price : s.price.percent) ? s.price : null,
      breaks: breaks.sort((a, b) => a.from - b.from),
    });
  }
  const categoryPercent = new Map<number, number>();
  for (const c of values.categories ?? []) if (Number.isFinite(c.percent)) categoryPercent.set(c.categoryId, c.percent);
  return { id, name: values.name ?? "", sizes, categoryPercent };
}

function EditorForm({ detail, categories, onDone }: { detail: PriceListDetail } & Omit<EditorProps, "id">) {
  const { list } = detail;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PriceListInput, unknown, PriceListForm>({
    resolver: zodResolver(priceListSchema),
    defaultValues: {
      name: list.name,
      transferDiscountPercent: list.transferDiscountPercent,
      categories: list.categories,
      sizes: list.sizes,
    },
  });
  const cats = useFieldArray({ control, name: "categories" });
  const sizes = useFieldArray({ control, name: "sizes" });
  const values = useWatch({ control }) as PriceListInput;
  const preview = useMemo(() => previewList(values, list.id), [values, list.id]);
  const [known, setKnown] = useState(() => new Map(detail.sizes.map((s) => [s.variantId, s])));
  const [picked, setPicked] = useState<{ sizes: PriceListSizeView[] } | { error: string }>();
  const [pickedSize, setPickedSize] = useState("");

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await savePriceList(list.id, input);
      notify("success", `La lista «${saved.list.name}» fue guardada.`);
      onDone(true);
    } catch (error) {
      // What only the server knows about a field (the name taken, a size or category gone) is shown beside it, the
      // first one focused; anything else (the network, a session ended) stays a toast.
      const refusals = fieldRefusals(error, (path) => FORM_PATH.test(path));
      refusals.forEach(({ path, message }, i) => {
        setError(path as Path<PriceListInput>, { type: "server", message }, { shouldFocus: i === 0 });
      });
      if (refusals.length === 0) notify("error", messageOf(error));
    }
  });

  const usedCategories = new Set((values.categories ?? []).map((c) => c.categoryId));
  const usedSizes = new Set((values.sizes ?? []).map((s) => s.variantId));
  const fieldError = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;

  const pickProduct = async (productId: number) => {
    try {
      const { product } = await fetchProductSizes(productId);
      const views = product.variants.map((v) => ({
        variantId: v.id,
        productId: product.id,
        productName: product.name,
        size: v.size,
        unit: product.unit,
        price: v.price,
        discount: product.discount,
        categoryId: product.categoryId,
      }));
      setPicked({ sizes: views });
      setPickedSize(String(views.find((v) => !usedSizes.has(v.variantId))?.variantId ?? ""));
    } catch (error) {
      setPicked({ error: messageOf(error) });
    }
  };
  const addSize = () => {
    if (!picked || "error" in picked) return;
    const view = picked.sizes.find((s) => String(s.variantId) === pickedSize);
    if (!view || usedSizes.has(view.variantId)) return;
    setKnown((k) => new Map(k).set(view.variantId, view));
    sizes.append({ variantId: view.variantId, price: null, breaks: [], minQuantity: null, multiple: null });
    setPicked(undefined);
  };

  return (
    <section className="admin-card price-list" aria-labelledby="price-list-title">
      <h2 id="price-list-title" className="admin-card__title">
        Editar la lista {list.name}
      </h2>
      <form onSubmit={submit} noValidate className="price-list__form">
        <div className="price-list__head">
          <AdminField label="Nombre" required error={fieldError("name")}>
            {(p) => <input {...p} {...register("name")} maxLength={60} />}
          </AdminField>
          <AdminField
            label="Descuento por transferencia (%)"
            hint={`Vacío: el de la tienda (${detail.shopTransferDiscountPercent} %, en Ajustes).`}
            error={fieldError("transferDiscountPercent")}
          >
            {(p) => (
              <input {...p} {...register("transferDiscountPercent", { setValueAs: toLimit })} inputMode="numeric" />
            )}
          </AdminField>
        </div>

        <fieldset className="price-list__group">
          <legend className="price-list__subtitle">Porcentaje por categoría</legend>
          <p className="admin-muted">Para los tamaños de la categoría que la lista no nombra abajo.</p>
          {fieldError("categories") && <p className="admin-field__error">{fieldError("categories")}</p>}
          {cats.fields.map((field, i) => (
            <div key={field.id} className="price-list__category">
              <AdminField label="Categoría" error={fieldError(`categories.${i}.categoryId`)}>
                {(p) => (
                  <select {...p} {...register(`categories.${i}.categoryId`, { setValueAs: Number })}>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                  </select>
                )}
              </AdminField>
              <AdminField label="Descuento (%)" required error={fieldError(`categories.${i}.percent`)}>
                {(p) => (
                  <input
                    {...p}
                    {...register(`categories.${i}.percent`, { setValueAs: toNumber })}
                    inputMode="numeric"
                  />
                )}
              </AdminField>
              <Button variant="outline" onClick={() => cats.remove(i)}>
                Quitar
              </Button>
            </div>
          ))}
          {categories.some((c) => !usedCategories.has(c.id)) && (
            <Button
              variant="outline"
              onClick={() =>
                cats.append({
                  categoryId: categories.find((c) => !usedCategories.has(c.id))!.id,
                  percent: undefined as unknown as number,
                })
              }
            >
              Agregar categoría
            </Button>
          )}
        </fieldset>

        <fieldset className="price-list__group">
          <legend className="price-list__subtitle">Tamaños ({sizes.fields.length})</legend>
          {fieldError("sizes") && <p className="admin-field__error">{fieldError("sizes")}</p>}
          {sizes.fields.map((field, i) => (
            <SizeTermsFields
              key={field.id}
              index={i}
              size={known.get(field.variantId)}
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              list={preview}
              onRemove={() => sizes.remove(i)}
            />
          ))}
        </fieldset>
        <div className="price-list__actions">
          <SubmitButton pending={isSubmitting} pendingLabel="Guardando…">
            Guardar lista
          </SubmitButton>
          <Button variant="outline" onClick={() => onDone(false)}>
            Cerrar
          </Button>
        </div>
      </form>
      <div className="price-list__add">
        <ProductPicker picked={[]} full={false} limit={5000} onAdd={(product) => void pickProduct(product.id)} />
        {picked && "error" in picked && <InlineError message={picked.error} compact />}
        {picked && !("error" in picked) && (
          <div className="price-list__pick">
            <AdminField label={`Tamaño de ${picked.sizes[0]?.productName ?? "el producto"}`}>
              {(p) => (
                <select {...p} value={pickedSize} onChange={(e) => setPickedSize(e.target.value)}>
                  {picked.sizes.map((s) => (
                    <option key={s.variantId} value={s.variantId} disabled={usedSizes.has(s.variantId)}>
                      {s.size} {s.unit}
                      {usedSizes.has(s.variantId) ? " (ya está en la lista)" : ""}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
            <Button variant="outline" onClick={addSize} disabled={!pickedSize || usedSizes.has(Number(pickedSize))}>
              Agregar tamaño
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
