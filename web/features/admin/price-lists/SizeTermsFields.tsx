import {
  type Control,
  get,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import type { PriceListSizeView } from "../../../../domain/api/price-lists.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { type PriceList, wholesaleUnitPrice } from "../../../../domain/price-lists.ts";
import type { PriceListForm, PriceListInput } from "../../../../domain/schemas/price-list.ts";
import { Button } from "../../../components/Button.tsx";
import { AdminField } from "../shell/AdminField.tsx";

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const toLimit = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

interface SizeTermsFieldsProps {
  index: number;
  size: PriceListSizeView | undefined;
  control: Control<PriceListInput, unknown, PriceListForm>;
  register: UseFormRegister<PriceListInput>;
  setValue: UseFormSetValue<PriceListInput>;
  errors: unknown;
  /** The list as the form holds it now (the preview's prices). */
  list: PriceList;
  onRemove: () => void;
}

/**
 * One size of a list: a fixed price or a percent off, quantity breaks ('Desde … unidades, $ … c/u', up to 10), minimum
 * and multiple; beside it the retail price and what the list gives at 1 unit and at each break, computed with the
 * server's own rules (domain/price-lists.ts), so the owner sees what a buyer will be charged.
 */
export function SizeTermsFields({
  index,
  size,
  control,
  register,
  setValue,
  errors,
  list,
  onRemove,
}: SizeTermsFieldsProps) {
  const base = `sizes.${index}` as const;
  const breaks = useFieldArray({ control, name: `${base}.breaks` });
  const price = useWatch({ control, name: `${base}.price` });
  const kind = price?.kind ?? "none";
  const error = (path: string) => (get(errors, `${base}.${path}`) as { message?: string } | undefined)?.message;
  const label = size ? `${size.productName} (${size.size} ${size.unit})` : "Tamaño";

  const retail = size && {
    variantId: size.variantId,
    categoryId: size.categoryId,
    price: size.price,
    discount: size.discount,
  };
  const at = (quantity: number) => {
    if (!retail) return "—";
    const { unitPrice } = wholesaleUnitPrice(retail, quantity, list);
    return Number.isFinite(unitPrice) ? formatUYU(unitPrice) : "—";
  };
  const froms = [...new Set(list.sizes.get(size?.variantId ?? 0)?.breaks?.map((b) => b.from) ?? [])].filter(
    (f) => Number.isInteger(f) && f > 1,
  );

  return (
    <fieldset className="price-list__size">
      <legend className="price-list__size-name">{label}</legend>
      {error("variantId") && <p className="admin-field__error">{error("variantId")}</p>}
      <div className="price-list__size-grid">
        <AdminField label="Precio en esta lista" error={error("price.kind")}>
          {(p) => (
            <select
              {...p}
              value={kind}
              onChange={(e) => {
                const next = e.target.value;
                setValue(
                  `${base}.price`,
                  next === "fixed"
                    ? { kind: "fixed", price: undefined as unknown as number }
                    : next === "percent"
                      ? { kind: "percent", percent: undefined as unknown as number }
                      : null,
                );
              }}
            >
              <option value="none">Sin precio propio</option>
              <option value="fixed">Precio fijo</option>
              <option value="percent">Porcentaje de descuento</option>
            </select>
          )}
        </AdminField>
        {kind === "fixed" && (
          <AdminField label="Precio fijo ($ c/u)" required error={error("price.price")}>
            {(p) => <input {...p} {...register(`${base}.price.price`, { setValueAs: toNumber })} inputMode="numeric" />}
          </AdminField>
        )}
        {kind === "percent" && (
          <AdminField label="Descuento (%)" required error={error("price.percent")}>
            {(p) => (
              <input {...p} {...register(`${base}.price.percent`, { setValueAs: toNumber })} inputMode="numeric" />
            )}
          </AdminField>
        )}
        <AdminField label="Mínimo (unidades)" hint="Vacío: sin mínimo." error={error("minQuantity")}>
          {(p) => <input {...p} {...register(`${base}.minQuantity`, { setValueAs: toLimit })} inputMode="numeric" />}
        </AdminField>
        <AdminField label="Múltiplo (unidades)" hint="Vacío: cualquier cantidad." error={error("multiple")}>
          {(p) => <input {...p} {...register(`${base}.multiple`, { setValueAs: toLimit })} inputMode="numeric" />}
        </AdminField>
      </div>
      <div className="price-list__breaks">
        <p className="price-list__subtitle">Escalas por cantidad</p>
        {error("breaks") && <p className="admin-field__error">{error("breaks")}</p>}
        {breaks.fields.map((field, b) => (
          <div key={field.id} className="price-list__break">
            <label>
              Desde{" "}
              <input
                className="admin-field__input price-list__small"
                aria-label={`Escala ${b + 1}: desde cuántas unidades`}
                aria-invalid={error(`breaks.${b}.from`) ? true : undefined}
                inputMode="numeric"
                {...register(`${base}.breaks.${b}.from`, { setValueAs: toNumber })}
              />{" "}
              unidades,
            </label>{" "}
            <label>
              ${" "}
              <input
                className="admin-field__input price-list__small"
                aria-label={`Escala ${b + 1}: precio por unidad`}
                aria-invalid={error(`breaks.${b}.price`) ? true : undefined}
                inputMode="numeric"
                {...register(`${base}.breaks.${b}.price`, { setValueAs: toNumber })}
              />{" "}
              c/u
            </label>{" "}
            <Button variant="outline" aria-label={`Quitar la escala ${b + 1}`} onClick={() => breaks.remove(b)}>
              Quitar
            </Button>
            {[error(`breaks.${b}.from`), error(`breaks.${b}.price`)].filter(Boolean).map((m) => (
              <p key={m} className="admin-field__error">
                {m}
              </p>
            ))}
          </div>
        ))}
        {breaks.fields.length < 10 && (
          <Button
            variant="outline"
            onClick={() =>
              breaks.append({ from: undefined as unknown as number, price: undefined as unknown as number })
            }
          >
            Agregar escala
          </Button>
        )}
      </div>
      {retail && (
        <p className="price-list__preview">
          Precio al público: {formatUYU(wholesaleUnitPrice(retail, 1, null).unitPrice)} · Con esta lista: 1 unidad{" "}
          {at(1)}
          {froms.map((f) => (
            <span key={f}>
              {" "}
              · desde {f}: {at(f)}
            </span>
          ))}
        </p>
      )}
      <Button variant="outline" aria-label={`Quitar ${label} de la lista`} onClick={onRemove}>
        Quitar tamaño
      </Button>
    </fieldset>
  );
}
