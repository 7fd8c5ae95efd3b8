import type { FieldErrors } from "react-hook-form";
import type { ProductFormValues } from "../../../../domain/schemas/product-form.ts";

/** The first message of a list field's errors (the array's own or one entry's). */
export function listError(
  errors: FieldErrors<ProductFormValues>,
  name: "benefits" | "uses" | "doses" | "images" | "thumbImages",
) {
  const error = errors[name] as
    | { message?: string; [i: number]: { message?: string; url?: { message?: string } } }
    | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  for (const entry of Object.values(error)) {
    const message =
      (entry as { message?: string; url?: { message?: string } })?.message ??
      (entry as { url?: { message?: string } })?.url?.message;
    if (message) return message;
  }
  return undefined;
}
