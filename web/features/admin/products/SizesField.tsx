import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { type ProductFormValues, parsePrice } from "../../../../domain/schemas/product-form.ts";
import { RequiredMark } from "../components/RequiredMark.tsx";

interface SizesFieldProps {
  rows: ProductFormValues["sizes"];
  unit: string;
  /** Stock counted by size: each row also takes its units. */
  bySize: boolean;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/**
 * The four sizes, each a checkbox and a price (and its units when the stock is counted by size); only checked
 * sizes with a price above 0 are saved.
 */
export function SizesField({ rows, unit, bySize, register, errors }: SizesFieldProps) {
  // The group's error ('at least one priced size') goes as soon as a size is checked with a price.
  const priced = rows.some((row) => row.checked && parsePrice(row.price) !== undefined);
  const groupError = priced ? undefined : (errors.sizes?.root?.message ?? errors.sizes?.message);
  return (
    <fieldset
      className="admin-sizes"
      aria-describedby="product-sizes-hint"
      aria-invalid={groupError ? true : undefined}
    >
      <legend className="admin-field__label">
        {bySize ? "Tamaños, precios y stock" : "Tamaños y precios"}
        <RequiredMark />
      </legend>
      <p id="product-sizes-hint" className="admin-field__hint">
        Marque cada tamaño que vende y escriba su precio en pesos
        {bySize ? " y sus unidades en stock" : ""}. Se guardan solo los marcados con precio. El peso de envío (g)
        calcula el costo al interior; se completa con el tamaño (1 g por cc o ml) y puede corregirlo.
      </p>
      <div className="admin-sizes__rows">
        {rows.map((row, i) => {
          const priceError = errors.sizes?.[i]?.price?.message;
          const stockError = bySize ? errors.sizes?.[i]?.stock?.message : undefined;
          return (
            <div key={row.size} className={bySize ? "admin-sizes__row admin-sizes__row--stock" : "admin-sizes__row"}>
              <label className="admin-check">
                <input type="checkbox" {...register(`sizes.${i}.checked`)} />
                {row.size} {unit}
              </label>
              <label className="admin-sizes__price">
                <span className="visually-hidden">
                  Precio de {row.size} {unit}
                </span>
                <span aria-hidden="true">$</span>
                <input
                  className="admin-field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="Precio"
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? `product-size-${row.size}-error` : undefined}
                  {...register(`sizes.${i}.price`)}
                />
              </label>
              {bySize && (
                <label className="admin-sizes__units">
                  <span className="visually-hidden">
                    Stock de {row.size} {unit} (unidades)
                  </span>
                  <input
                    className="admin-field__input"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="Unidades"
                    aria-invalid={stockError ? true : undefined}
                    aria-describedby={stockError ? `product-size-${row.size}-stock-error` : undefined}
                    {...register(`sizes.${i}.stock`)}
                  />
                </label>
              )}
              <label className="admin-sizes__units">
                <span className="visually-hidden">
                  Peso de envío de {row.size} {unit} (gramos)
                </span>
                <input
                  className="admin-field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="Peso (g)"
                  title="Peso de envío en gramos"
                  aria-invalid={errors.sizes?.[i]?.grams ? true : undefined}
                  {...register(`sizes.${i}.grams`)}
                />
              </label>
              {errors.sizes?.[i]?.grams?.message && (
                <p className="admin-field__error admin-sizes__error">{errors.sizes[i].grams.message}</p>
              )}
              {priceError && (
                <p id={`product-size-${row.size}-error`} className="admin-field__error admin-sizes__error">
                  {priceError}
                </p>
              )}
              {stockError && (
                <p id={`product-size-${row.size}-stock-error`} className="admin-field__error admin-sizes__error">
                  {stockError}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {groupError && (
        <p className="admin-field__error" role="alert">
          {groupError === "Rellene los campos *" ? "Marque al menos un tamaño con precio mayor que 0." : groupError}
        </p>
      )}
    </fieldset>
  );
}
