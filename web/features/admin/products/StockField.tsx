import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";
import { STOCK_MODES, type StockMode } from "../../../../domain/stock.ts";
import { STOCK_MODE_LABELS } from "../../../../domain/stock-text.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface StockFieldProps {
  mode: StockMode;
  unit: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

const HINTS: Readonly<Record<StockMode, string>> = {
  size: "Cada tamaño tiene sus propias unidades: escríbalas junto a su precio.",
  bulk: "Todos los tamaños salen de una misma cantidad: un pedido de 2 × 500 descuenta 1000.",
};

/** How the product counts its stock (DESIGN.md section 10): per size (units beside each price) or in bulk. */
export function StockField({ mode, unit, register, errors }: StockFieldProps) {
  return (
    <fieldset className="admin-stock" aria-describedby="product-stock-hint">
      <legend className="admin-field__label">Stock</legend>
      <div className="admin-stock__modes">
        {STOCK_MODES.map((m) => (
          <label key={m} className="admin-check">
            <input type="radio" value={m} {...register("stockMode")} />
            {STOCK_MODE_LABELS[m]}
          </label>
        ))}
      </div>
      <p id="product-stock-hint" className="admin-field__hint">
        {HINTS[mode]}
      </p>
      {mode === "bulk" && (
        <AdminField
          label={`Stock a granel (${unit})`}
          required
          error={errors.bulkStock?.message}
          className="admin-stock__bulk"
        >
          {(p) => (
            <input
              {...p}
              {...register("bulkStock", { valueAsNumber: true })}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
            />
          )}
        </AdminField>
      )}
    </fieldset>
  );
}
