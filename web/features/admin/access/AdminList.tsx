import { useState } from "react";
import type { AdminAccountView } from "../../../../domain/api/admin-accounts.ts";
import { formatDate, formatDateTime } from "../../../../domain/dates.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { removeAdminAccount } from "./access-api.ts";

/** The admins, oldest first; each one but oneself can lose access (after confirming). */
export function AdminList({ admins, onChanged }: { admins: AdminAccountView[]; onChanged: () => void }) {
  const [removing, setRemoving] = useState<AdminAccountView>();
  const remove = async () => {
    if (!removing) return;
    try {
      await removeAdminAccount(removing.id);
      notify("success", `${removing.email} ya no tiene acceso al panel.`);
      setRemoving(undefined);
      onChanged();
    } catch (error) {
      notify("error", error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");
    }
  };
  return (
    <>
      <ul className="admin-access__list">
        {admins.map((a) => (
          <li key={a.id} className="admin-access__item">
            <div>
              <p className="admin-access__email">
                {a.email}
                {a.you && <span className="admin-access__you">Usted</span>}
              </p>
              <p className="admin-muted admin-access__meta">
                Desde el {formatDate(a.createdAt)}
                {a.lastSignInAt && ` · Último ingreso: ${formatDateTime(a.lastSignInAt)}`}
              </p>
            </div>
            {!a.you && (
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => setRemoving(a)}
                aria-label={`Quitar acceso de ${a.email}`}
              >
                Quitar acceso
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== undefined}
        title="Quitar acceso"
        text={`${removing?.email ?? ""} no podrá volver a entrar al panel y su cuenta se eliminará. ¿Continuar?`}
        confirmLabel="Quitar acceso"
        onCancel={() => setRemoving(undefined)}
        onConfirm={remove}
      />
    </>
  );
}
