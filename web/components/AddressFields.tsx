import type { UseFormRegisterReturn } from "react-hook-form";
import { DEPARTMENTS } from "../../domain/departments.ts";
import { SelectField, TextField } from "./fields.tsx";

type AddressField = "streetAddress" | "apartment" | "town" | "zip";

interface AddressFieldsProps {
  /** The form's `register` (checkout's, 'Mi cuenta''s address form): both have these four fields. */
  register: (name: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, { message?: string }>>;
}

/** A delivery address in Uruguay: street and number, apartment, department and postal code (checkout, 'Mi cuenta'). */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  return (
    <>
      <TextField
        label="Calle y número"
        required
        autoComplete="address-line1"
        registration={register("streetAddress")}
        error={errors.streetAddress?.message}
        wide
      />
      <TextField
        label="Apartamento"
        hint="Opcional: apartamento, piso o bloque."
        autoComplete="address-line2"
        registration={register("apartment")}
        error={errors.apartment?.message}
      />
      <SelectField
        label="Departamento"
        required
        autoComplete="address-level1"
        registration={register("town")}
        error={errors.town?.message}
      >
        {DEPARTMENTS.map((d) => (
          <option key={d.id} value={d.name}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Código postal"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        registration={register("zip")}
        error={errors.zip?.message}
      />
    </>
  );
}
