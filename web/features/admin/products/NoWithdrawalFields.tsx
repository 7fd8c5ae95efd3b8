import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";
import { AdminField } from "../shell/AdminField.tsx";

/** 'Sin derecho de arrepentimiento' and its reason (Ley 17.250 art. 16 bis; decision 029). */
export function NoWithdrawalFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Derecho de arrepentimiento</legend>
      <label className="admin-check">
        <input type="checkbox" {...register("noWithdrawal")} /> Sin derecho de arrepentimiento
      </label>
      <AdminField
        label="Motivo"
        hint="Se muestra en la ficha, el carrito y la compra. Por ejemplo: producto de higiene precintado (Ley 17.250, art. 16 bis)."
        error={errors.noWithdrawalReason?.message}
      >
        {(p) => <input {...p} {...register("noWithdrawalReason")} maxLength={300} />}
      </AdminField>
    </fieldset>
  );
}
