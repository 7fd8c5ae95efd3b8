import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useRead } from "../shell/admin-data.ts";
import { AddAdminForm } from "./AddAdminForm.tsx";
import { AdminList } from "./AdminList.tsx";
import type { loadAccess } from "./access-loader.ts";
import { PasswordForm } from "./PasswordForm.tsx";
import "./access.css";

/**
 * /admin/access: who may use the back office. The admins (remove another one's access), add one by e-mail with
 * a first password, and change one's own password (the current one asked again; every session ends, so the
 * admin signs in again with the new one).
 */
export function AccessPage({ data }: { data: ReturnType<typeof loadAccess> }) {
  usePageTitle("Acceso al panel · Panel");
  const list = useRead(data.list);
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Acceso al panel</h1>
          <p className="admin-page__lead">Quiénes pueden entrar al panel, y su propia contraseña.</p>
        </div>
      </div>
      <div className="admin-access">
        <section className="admin-card" aria-labelledby="access-admins">
          <h2 id="access-admins" className="admin-card__title">
            Administradores
          </h2>
          {list.data ? (
            <AdminList admins={list.data.admins} onChanged={list.retry} />
          ) : (
            <InlineError message={list.error ?? ""} onRetry={list.retry} />
          )}
        </section>
        <section className="admin-card" aria-labelledby="access-add">
          <h2 id="access-add" className="admin-card__title">
            Agregar administrador
          </h2>
          <AddAdminForm onAdded={list.retry} />
        </section>
        <section className="admin-card" aria-labelledby="access-password">
          <h2 id="access-password" className="admin-card__title">
            Cambiar su contraseña
          </h2>
          <PasswordForm />
        </section>
      </div>
    </div>
  );
}
