import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { type ProductFormValues, parsePrice } from "../../../../domain/schemas/product-form.ts";
import { RequiredMark } from "../components/RequiredMark.tsx";

interface SizesFieldProps {
  rows: ProductFormValues["sizes"];
  unit: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The four sizes, each a checkbox and a price; only checked sizes with a price above 0 are saved. */
export function SizesField({ rows, unit, register, errors }: SizesFieldProps) {
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
        Tamaños y precios
        <RequiredMark />
      </legend>
      <p id="product-sizes-hint" className="admin-field__hint">
        Marque cada tamaño que vende y escriba su precio en pesos. Se guardan solo los marcados con precio.
      </p>
      <div className="admin-sizes__rows">
        {rows.map((row, i) => {
          const priceError = errors.sizes?.[i]?.price?.message;
          return (
            <div key={row.size} className="admin-sizes__row">
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
              {priceError && (
                <p id={`product-size-${row.size}-error`} className="admin-field__error admin-sizes__error">
                  {priceError}
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
