import * as z from "zod";
import { always, checkoutFields, requireAddress, requireCompanyForRut } from "./checkout.ts";
import { REQUIRED } from "./fields.ts";

// 'Mi cuenta' (issue 43): saved delivery addresses and fiscal data. Every field is checkout's own (checkout.ts), so
// what the account saves is exactly what checkout accepts.

/** At most this many saved addresses per account. */
export const MAX_SAVED_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES = `Puede guardar hasta ${MAX_SAVED_ADDRESSES} direcciones. Borre una para agregar otra.`;

const { firstName, lastName, phone, streetAddress, apartment, town, zip, rut, companyName, companyAddress } =
  checkoutFields;

/** POST /api/account/addresses, PUT /api/account/addresses/:id: a full delivery address. */
export const savedAddressRequest = z
  .object({ firstName, lastName, phone, streetAddress, apartment, town, zip, isDefault: z.boolean().default(false) })
  .superRefine(requireAddress, always);
export type SavedAddressRequest = z.output<typeof savedAddressRequest>;
export type SavedAddressInput = z.input<typeof savedAddressRequest>;

/** PUT /api/account/fiscal: the RUT (its check digit as checkout checks it), razón social and domicilio fiscal. */
export const fiscalRequest = z
  .object({ rut, companyName, companyAddress })
  .superRefine((value, ctx) => {
    if (!value.rut && !ctx.issues.some((issue) => issue.path?.[0] === "rut"))
      ctx.addIssue({ code: "custom", path: ["rut"], message: REQUIRED });
  }, always)
  .superRefine(requireCompanyForRut, always);
export type FiscalRequest = z.output<typeof fiscalRequest>;

/** An address's or an alert's id in the path. */
export const idParam = z.object({
  id: z.coerce.number({ error: "Número no válido." }).int().positive({ error: "Número no válido." }),
});
