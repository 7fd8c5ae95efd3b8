import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatDateTime } from "../../../../domain/dates.ts";
import { type VacationInput, type VacationNotice, vacationInput } from "../../../../domain/schemas/vacation.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { removeVacation, saveVacation } from "../lib/content-api.ts";
import { AdminField } from "../shell/AdminField.tsx";
import "../components/content.css";
import { messageOf } from "../../../lib/api.ts";
import type { loadVacation } from "../lib/content-loaders.ts";
import { useRead } from "../shell/admin-data.ts";

/** /admin/vacations ('Notificación de vacaciones'): the one closure notice, replaced or deleted. */
export function VacationsPage({ data }: { data: ReturnType<typeof loadVacation> }) {
  usePageTitle("Notificación de vacaciones · Panel");
  const remote = useRead(data.vacation);
  const [shown, setShown] = useState<VacationNotice | null | undefined>();
  const [confirming, setConfirming] = useState(false);
  const notice = shown !== undefined ? shown : remote.data?.notice;

  const remove = async () => {
    try {
      await removeVacation();
      setShown(null);
      setConfirming(false);
      notify("success", "Notificación de cierre fue eliminada exitosamente.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  };

  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Notificación de vacaciones</h1>
          <p className="admin-page__lead">
            Mientras exista, la página de inicio la muestra en un aviso (una vez por día a cada visitante, y de nuevo
            cuando usted la cambia) y el checkout la muestra junto a la fecha estimada.
          </p>
        </div>
      </div>
      <div className="admin-content__grid">
        <section className="admin-card" aria-labelledby="vacation-current">
          <h2 id="vacation-current" className="admin-card__title">
            Notificación actual
          </h2>
          {notice === undefined ? (
            <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
          ) : notice === null ? (
            <div className="admin-empty">
              <p className="admin-empty__title">No hay notificaciones de vacaciones.</p>
            </div>
          ) : (
            <article>
              <p className="admin-notice-card__text">{notice.content}</p>
              <p className="admin-muted">Publicada el {formatDateTime(notice.createdAt)}</p>
              <div className="admin-content__actions">
                <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)}>
                  Eliminar notificación
                </button>
              </div>
            </article>
          )}
        </section>
        <VacationForm replacing={!!notice} onSaved={setShown} />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Eliminar notificación"
        text="Los clientes dejarán de ver el aviso de cierre. ¿Desea eliminarlo?"
        confirmLabel="Eliminar"
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </div>
  );
}

function VacationForm({ replacing, onSaved }: { replacing: boolean; onSaved: (notice: VacationNotice) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VacationInput>({ resolver: zodResolver(vacationInput), defaultValues: { content: "" } });

  const submit = handleSubmit(async ({ content }) => {
    try {
      const { notice } = await saveVacation(content);
      onSaved(notice);
      reset({ content: "" });
      notify("success", "Notificación de vacaciones fue creada exitosamente.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <section className="admin-card" aria-labelledby="vacation-new">
      <h2 id="vacation-new" className="admin-card__title">
        {replacing ? "Reemplazar la notificación" : "Crear notificación"}
      </h2>
      <form className="admin-content__form" onSubmit={submit} noValidate>
        <AdminField
          label="Contenido"
          hint="Por ejemplo: Estaremos cerrados del 24 de diciembre al 6 de enero."
          error={errors.content?.message}
        >
          {(p) => <textarea {...p} {...register("content")} rows={4} maxLength={1000} />}
        </AdminField>
        <div className="admin-content__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Guardando..." : replacing ? "Reemplazar notificación" : "Crear notificación"}
          </button>
        </div>
      </form>
    </section>
  );
}
