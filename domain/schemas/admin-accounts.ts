import * as z from "zod";
import { emailField, REQUIRED } from "./fields.ts";

/** The shortest admin password (the back office, `npm run admin:create`). */
export const MIN_ADMIN_PASSWORD_LENGTH = 10;
const MAX_ADMIN_PASSWORD_LENGTH = 1024;

const password = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .min(MIN_ADMIN_PASSWORD_LENGTH, {
    error: `La contraseña debe tener al menos ${MIN_ADMIN_PASSWORD_LENGTH} caracteres.`,
  })
  .max(MAX_ADMIN_PASSWORD_LENGTH, { error: `Máximo ${MAX_ADMIN_PASSWORD_LENGTH} caracteres.` });

/** POST /api/admin/accounts: a new admin with a first password (an e-mail that has an account is refused). */
export const newAdminAccount = z.object({ email: emailField(), password });
export type NewAdminAccount = z.output<typeof newAdminAccount>;
export type NewAdminAccountInput = z.input<typeof newAdminAccount>;

/** POST /api/admin/account/password: the signed-in admin's own password, the current one asked again. */
export const passwordChange = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(MAX_ADMIN_PASSWORD_LENGTH),
    newPassword: password,
    confirmPassword: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "Las contraseñas no coinciden.",
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    error: "La contraseña nueva debe ser distinta de la actual.",
  });
export type PasswordChange = z.output<typeof passwordChange>;
export type PasswordChangeInput = z.input<typeof passwordChange>;

/** An admin's id in the path. */
export const adminAccountParam = z.object({ id: z.uuid({ error: "Administrador no encontrado." }) });
