import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod";
import { Logo } from "../../../components/Logo.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useAdminGo } from "../shell/admin-router.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { MainRegion } from "../shell/MainRegion.tsx";
import { takeNotice } from "./session-store.ts";
import { signInMessage } from "./sign-in-message.ts";
import { getSupabase } from "./supabase.ts";

const loginForm = z.object({
  email: z.string().trim().min(1, { error: "Ingrese su correo." }).email({ error: "Ingrese un correo válido." }),
  password: z.string().min(1, { error: "Ingrese su contraseña." }),
});
type LoginForm = z.infer<typeof loginForm>;

/** SPEC: after signing in, the dashboard opens 1.5 s later (the toast is read meanwhile). */
const REDIRECT_MS = 1500;

/** /admin/login 'Panel Admin': e-mail and password through supabase-js. Already signed in: the dashboard. */
export function LoginPage({ signedIn }: { signedIn: boolean }) {
  usePageTitle("Panel Admin");
  const go = useAdminGo();
  const [openedSignedIn] = useState(signedIn);
  const problem = useFormProblem(() => takeNotice());
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { email: "", password: "" } });

  useEffect(() => {
    if (openedSignedIn) void go("dashboard", { replace: true });
  }, [openedSignedIn, go]);

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => {
      void go("dashboard", { replace: true });
    }, REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [done, go]);

  const onSubmit = handleSubmit(async (values) => {
    problem.clear();
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithPassword(values);
      if (error) throw error;
      notify("success", "Ha iniciado sesión");
      setDone(true);
    } catch (error) {
      problem.show(signInMessage(error));
    }
  });

  return (
    <MainRegion className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__brand">
          <Logo tagline={false} />
        </div>
        <h1 className="admin-login__title">Panel Admin</h1>
        <p className="admin-login__lead">Ingrese con su cuenta de administrador.</p>
        <FormProblem problem={problem} />
        {done ? (
          <p className="admin-alert admin-alert--success" role="status">
            Sesión iniciada. Abriendo el panel...
          </p>
        ) : (
          <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
            <AdminField label="Correo electrónico" error={errors.email?.message}>
              {(props) => (
                <input {...props} {...register("email")} type="email" autoComplete="username" inputMode="email" />
              )}
            </AdminField>
            <AdminField label="Contraseña" error={errors.password?.message}>
              {(props) => (
                <input {...props} {...register("password")} type="password" autoComplete="current-password" />
              )}
            </AdminField>
            <button type="submit" className="btn btn--primary admin-login__submit" disabled={isSubmitting}>
              {isSubmitting ? "Ingresando..." : "Ingresar"}
            </button>
          </form>
        )}
        <a className="admin-login__back" href="/">
          Volver a la tienda
        </a>
      </div>
    </MainRegion>
  );
}
