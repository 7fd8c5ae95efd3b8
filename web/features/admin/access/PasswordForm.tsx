import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  MIN_ADMIN_PASSWORD_LENGTH,
  type PasswordChange,
  type PasswordChangeInput,
  passwordChange,
} from "../../../../domain/schemas/admin-accounts.ts";
import { SubmitButton } from "../../../components/Button.tsx";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { endSession } from "../auth/session-store.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { changeOwnPassword } from "./access-api.ts";

/** Said on the login page after the change: every session ended, this one too. */
export const PASSWORD_CHANGED = "Su contraseña cambió. Inicie sesión con la contraseña nueva.";

/** The signed-in admin's own password: the current one again, the new one twice. */
export function PasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput, unknown, PasswordChange>({
    resolver: zodResolver(passwordChange),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await changeOwnPassword(values);
      await endSession(PASSWORD_CHANGED);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Ha ocurrido un error.";
      if (error instanceof AdminApiError && error.code === "wrong_password") {
        setError("currentPassword", { message }, { shouldFocus: true });
      } else notify("error", message);
    }
  });
  const field = (name: keyof PasswordChangeInput, autoComplete: string) => (p: object) => (
    <input {...p} {...register(name)} type="password" autoComplete={autoComplete} required />
  );
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Cambiar su contraseña">
      <AdminField label="Contraseña actual" error={errors.currentPassword?.message}>
        {field("currentPassword", "current-password")}
      </AdminField>
      <AdminField
        label="Contraseña nueva"
        hint={`Al menos ${MIN_ADMIN_PASSWORD_LENGTH} caracteres. Al cambiarla se cierran todas sus sesiones, también esta.`}
        error={errors.newPassword?.message}
      >
        {field("newPassword", "new-password")}
      </AdminField>
      <AdminField label="Repita la contraseña nueva" error={errors.confirmPassword?.message}>
        {field("confirmPassword", "new-password")}
      </AdminField>
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Cambiando...">
          Cambiar contraseña
        </SubmitButton>
      </div>
    </form>
  );
}
