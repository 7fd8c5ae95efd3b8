import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  MIN_ADMIN_PASSWORD_LENGTH,
  type NewAdminAccount,
  type NewAdminAccountInput,
  newAdminAccount,
} from "../../../../domain/schemas/admin-accounts.ts";
import { SubmitButton } from "../../../components/Button.tsx";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { addAdminAccount } from "./access-api.ts";

/**
 * Adds an admin by e-mail with a first password the owner hands over in person or by phone. An e-mail that
 * already has an account is refused (409) and its message shows under the e-mail field.
 */
export function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewAdminAccountInput, unknown, NewAdminAccount>({
    resolver: zodResolver(newAdminAccount),
    defaultValues: { email: "", password: "" },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await addAdminAccount(values);
      notify("success", `${values.email} ya puede entrar al panel.`);
      reset();
      onAdded();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Ha ocurrido un error.";
      if (error instanceof AdminApiError && (error.status === 400 || error.status === 409))
        setError("email", { message }, { shouldFocus: true });
      else notify("error", message);
    }
  });
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Agregar administrador">
      <AdminField label="Correo electrónico" error={errors.email?.message}>
        {(p) => <input {...p} {...register("email")} type="email" autoComplete="off" required />}
      </AdminField>
      <AdminField
        label="Contraseña inicial"
        hint={`Al menos ${MIN_ADMIN_PASSWORD_LENGTH} caracteres. Désela a esa persona por un medio seguro: podrá cambiarla aquí mismo.`}
        error={errors.password?.message}
      >
        {(p) => <input {...p} {...register("password")} type="password" autoComplete="new-password" required />}
      </AdminField>
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Agregando...">
          Agregar administrador
        </SubmitButton>
      </div>
    </form>
  );
}
