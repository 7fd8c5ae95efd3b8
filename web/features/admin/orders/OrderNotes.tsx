import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type * as z from "zod";
import type { AdminOrder } from "../../../../domain/api/admin.ts";
import { orderNoteRequest } from "../../../../domain/schemas/admin-orders.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDateTime } from "../lib/format.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { addNote } from "./orders-api.ts";

type NoteValues = z.input<typeof orderNoteRequest>;

/** 'Notas internas': the team's notes on the order (who, when) and a form to add one. Never mailed nor printed. */
export function OrderNotes({ order, onChanged }: { order: AdminOrder; onChanged: (order: AdminOrder) => void }) {
  const problem = useFormProblem();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues>({ resolver: zodResolver(orderNoteRequest), defaultValues: { body: "" } });

  const submit = handleSubmit(async ({ body }) => {
    problem.clear();
    try {
      const next = await addNote(order.id, body);
      reset({ body: "" });
      notify("success", "Nota agregada.");
      onChanged(next);
      setFocus("body");
    } catch (error) {
      problem.show(messageOf(error));
    }
  });

  return (
    <section className="admin-notes admin-no-print" aria-labelledby="hoja-notas">
      <h3 id="hoja-notas" className="admin-order__heading">
        Notas internas
      </h3>
      {order.notes.length === 0 ? (
        <p className="admin-muted">Sin notas todavía.</p>
      ) : (
        <ol className="admin-notes__list">
          {order.notes.map((n) => (
            <li key={n.id}>
              <p className="admin-notes__meta">
                <time dateTime={n.at}>{formatDateTime(n.at)}</time> · {n.authorEmail ?? "Equipo"}
              </p>
              <p className="admin-notes__body">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="admin-notes__form" onSubmit={submit} noValidate aria-label="Agregar nota interna">
        <FormProblem problem={problem} />
        <AdminField
          label="Nueva nota"
          hint="Solo las ve el equipo; no se envían al cliente."
          error={errors.body?.message}
        >
          {(p) => <textarea {...p} {...register("body")} rows={2} maxLength={2000} />}
        </AdminField>
        <div className="admin-move-form__actions">
          <button type="submit" className="btn btn--outline" disabled={isSubmitting}>
            {isSubmitting ? "Guardando..." : "Agregar nota"}
          </button>
        </div>
      </form>
    </section>
  );
}
