import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { AdminCategory } from "../../../../domain/api/admin.ts";
import type { FeaturedPick } from "../../../../domain/api/featured.ts";
import { COUPON_KIND_LABELS, COUPON_KINDS } from "../../../../domain/coupons.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { type CouponFormInput, type CouponInput, couponInput } from "../../../../domain/schemas/coupon.ts";
import { Button, SubmitButton } from "../../../components/Button.tsx";
import { notify } from "../../../lib/toast.ts";
import { ProductPicker } from "../components/ProductPicker.tsx";
import { AdminField } from "../shell/AdminField.tsx";
import { type AdminCoupon, createCoupon, updateCoupon } from "./coupons-api.ts";
// The product search is the one of 'Destacados', with its styles.
import "../components/product-picker.css";
import { messageOf } from "../../../lib/api.ts";

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? 0 : Number(v));
const toLimit = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

function defaults(c: AdminCoupon | null): CouponFormInput {
  return {
    code: c?.code ?? "",
    kind: c?.kind ?? "percent",
    value: c?.value ?? 10,
    minimumTotal: c?.minimumTotal ?? 0,
    validFrom: c?.validFrom ? formatDate(c.validFrom) : "",
    validTo: c?.validTo ? formatDate(c.validTo) : "",
    maxUses: c?.maxUses ?? null,
    maxUsesPerEmail: c?.maxUsesPerEmail ?? null,
    categoryIds: [...(c?.categoryIds ?? [])],
    productIds: [...(c?.productIds ?? [])],
    active: c?.active ?? true,
    wholesaleAllowed: c?.wholesaleAllowed ?? false,
  };
}

interface CouponFormProps {
  coupon: AdminCoupon | null;
  categories: readonly AdminCategory[];
  onDone: (saved: boolean) => void;
}

/** Create or edit a discount code: every field of it (its uses are counted by the orders, never typed). */
export function CouponForm({ coupon, categories, onDone }: CouponFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormInput, unknown, CouponInput>({
    resolver: zodResolver(couponInput),
    defaultValues: defaults(coupon),
  });
  const [kind, categoryIds, productIds] = useWatch({ control, name: ["kind", "categoryIds", "productIds"] });
  // The names of the products picked in this form (an edited code knows only their ids until one is searched).
  const [picked, setPicked] = useState<FeaturedPick[]>([]);
  const [limitTo, setLimitTo] = useState((coupon?.categoryIds.length ?? 0) + (coupon?.productIds.length ?? 0) > 0);

  const submit = handleSubmit(async (values) => {
    const input = limitTo ? values : { ...values, categoryIds: [], productIds: [] };
    try {
      const saved = coupon ? await updateCoupon(coupon.id, input) : await createCoupon(input);
      notify("success", coupon ? `El cupón ${saved.code} fue guardado.` : `El cupón ${saved.code} fue creado.`);
      onDone(true);
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  const cats = categoryIds ?? [];
  const prods = productIds ?? [];
  const toggleCategory = (id: number) =>
    setValue("categoryIds", cats.includes(id) ? cats.filter((c) => c !== id) : [...cats, id]);

  return (
    <section className="admin-card coupon-form" aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" className="admin-card__title">
        {coupon ? `Editar el cupón ${coupon.code}` : "Nuevo cupón"}
      </h2>
      <form onSubmit={submit} noValidate className="coupon-form__grid">
        <AdminField
          label="Código"
          required
          hint="Lo que escribe el cliente; sin distinguir mayúsculas."
          error={errors.code?.message}
        >
          {(p) => <input {...p} {...register("code")} autoComplete="off" maxLength={30} />}
        </AdminField>
        <AdminField label="Tipo de descuento" required error={errors.kind?.message}>
          {(p) => (
            <select {...p} {...register("kind")}>
              {COUPON_KINDS.map((k) => (
                <option key={k} value={k}>
                  {COUPON_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {kind !== "free_delivery" && (
          <AdminField
            label={kind === "percent" ? "Porcentaje (%)" : "Monto a descontar ($)"}
            required
            error={errors.value?.message}
          >
            {(p) => <input {...p} {...register("value", { setValueAs: toNumber })} inputMode="numeric" />}
          </AdminField>
        )}
        <AdminField
          label="Compra mínima ($)"
          hint="Subtotal de productos; 0 sin mínimo."
          error={errors.minimumTotal?.message}
        >
          {(p) => <input {...p} {...register("minimumTotal", { setValueAs: toNumber })} inputMode="numeric" />}
        </AdminField>
        <AdminField label="Válido desde" hint="dd/mm/aaaa; vacío: desde ya." error={errors.validFrom?.message}>
          {(p) => <input {...p} {...register("validFrom")} placeholder="dd/mm/aaaa" inputMode="numeric" />}
        </AdminField>
        <AdminField
          label="Válido hasta"
          hint="dd/mm/aaaa, incluido; vacío: sin vencimiento."
          error={errors.validTo?.message}
        >
          {(p) => <input {...p} {...register("validTo")} placeholder="dd/mm/aaaa" inputMode="numeric" />}
        </AdminField>
        <AdminField label="Usos en total" hint="Vacío: sin límite." error={errors.maxUses?.message}>
          {(p) => <input {...p} {...register("maxUses", { setValueAs: toLimit })} inputMode="numeric" />}
        </AdminField>
        <AdminField
          label="Usos por correo electrónico"
          hint="Vacío: sin límite."
          error={errors.maxUsesPerEmail?.message}
        >
          {(p) => <input {...p} {...register("maxUsesPerEmail", { setValueAs: toLimit })} inputMode="numeric" />}
        </AdminField>
        <label className="coupon-form__check coupon-form__wide">
          <input type="checkbox" {...register("active")} /> Activo (los clientes pueden usarlo)
        </label>
        <label className="coupon-form__check coupon-form__wide">
          <input type="checkbox" {...register("wholesaleAllowed")} /> Permitir a compradores mayoristas
        </label>
        <label className="coupon-form__check coupon-form__wide">
          <input type="checkbox" checked={limitTo} onChange={(e) => setLimitTo(e.target.checked)} /> Solo para algunas
          categorías o productos
        </label>
        {limitTo && (
          <div className="coupon-form__wide coupon-form__limits">
            <fieldset className="coupon-form__categories">
              <legend>Categorías</legend>
              {categories.map((c) => (
                <label key={c.id} className="coupon-form__check">
                  <input type="checkbox" checked={cats.includes(c.id)} onChange={() => toggleCategory(c.id)} />{" "}
                  {c.title}
                </label>
              ))}
            </fieldset>
            <div>
              <p className="coupon-form__subtitle">Productos ({prods.length})</p>
              {prods.length > 0 && (
                <ul className="coupon-form__products">
                  {prods.map((id) => (
                    <li key={id}>
                      {picked.find((p) => p.id === id)?.name ?? `Producto N.º ${id}`}{" "}
                      <Button
                        variant="outline"
                        aria-label={`Quitar ${picked.find((p) => p.id === id)?.name ?? `producto ${id}`}`}
                        onClick={() =>
                          setValue(
                            "productIds",
                            prods.filter((p) => p !== id),
                          )
                        }
                      >
                        Quitar
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <ProductPicker
                picked={picked.filter((p) => prods.includes(p.id))}
                full={prods.length >= 200}
                limit={200}
                onAdd={(product) => {
                  if (prods.includes(product.id)) return;
                  setPicked((list) => [...list, product]);
                  setValue("productIds", [...prods, product.id]);
                }}
              />
            </div>
          </div>
        )}
        <div className="coupon-form__wide coupon-form__actions">
          <SubmitButton pending={isSubmitting} pendingLabel="Guardando…">
            {coupon ? "Guardar cupón" : "Crear cupón"}
          </SubmitButton>
          <Button variant="outline" onClick={() => onDone(false)}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}
