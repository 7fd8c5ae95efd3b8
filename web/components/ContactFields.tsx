import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./fields.tsx";

type ContactField = "firstName" | "lastName" | "phone";

/**
 * Who receives an order: 'Nombre', 'Apellido' and 'Teléfono', with their autocomplete tokens. Checkout, the quote
 * acceptance and 'Mi cuenta''s saved addresses (their forms all have these fields).
 */
export function ContactFields({
  register,
  errors,
}: {
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, { message?: string }>>;
}) {
  return (
    <>
      <TextField
        label="Nombre"
        required
        autoComplete="given-name"
        registration={register("firstName")}
        error={errors.firstName?.message}
      />
      <TextField
        label="Apellido"
        required
        autoComplete="family-name"
        registration={register("lastName")}
        error={errors.lastName?.message}
      />
      <TextField
        label="Teléfono"
        required
        type="tel"
        autoComplete="tel"
        registration={register("phone")}
        error={errors.phone?.message}
      />
    </>
  );
}
