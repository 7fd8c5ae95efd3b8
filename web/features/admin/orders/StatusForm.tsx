import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ADMIN_SETTABLE_STATUSES } from "../../../../domain/order-status.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { changeStatus } from "./orders-api.ts";
import { STATUS_OPTIONS } from "./orders-search.ts";
import type { AdminOrder } from "./types.ts";

const form = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: "Elija un estado." }),
  note: z.string().trim().max(500, { error: "Máximo 500 caracteres." }),
});
type FormValues = z.infer<typeof form>;

interface StatusFormProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

/** The status select, an optional note for the history and 'Cambiar estado'; the server's refusals show here. */
export function StatusForm({ order, onChanged }: StatusFormProps) {
  const [problem, setProblem] = useState<string | undefined>();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const current = (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(order.status) ? order.status : undefined;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: { status: current as FormValues["status"] | undefined, note: "" },
  });

  const submit = handleSubmit(async ({ status, note }) => {
    setProblem(undefined);
    if (status === order.status) {
      setProblem("El pedido ya tiene ese estado. Elija otro para cambiarlo.");
      return;
    }
    try {
      const next = await changeStatus(order.id, status, note || undefined);
      notify("success", `Estado cambiado a ${next.statusLabel}`);
      onChanged(next);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Ha ocurrido un error");
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  });

  return (
    <form className="admin-status-form admin-no-print" onSubmit={submit} noValidate aria-label="Cambiar estado">
      <h3 className="admin-order__heading">Cambiar estado</h3>
      {problem && (
        <p ref={problemRef} className="admin-alert admin-alert--error" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className="admin-status-form__fields">
        <AdminField label="Nuevo estado" error={errors.status?.message}>
          {(p) => (
            <select {...p} {...register("status")}>
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                  {o.value === order.status ? " (actual)" : ""}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Nota (opcional)" hint="Queda en el historial del pedido." error={errors.note?.message}>
          {(p) => <textarea {...p} {...register("note")} rows={2} maxLength={500} />}
        </AdminField>
      </div>
      <div className="admin-status-form__actions">
        <button type="button" className="btn btn--outline" onClick={() => window.print()}>
          Imprimir
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? "Guardando..." : "Cambiar estado"}
        </button>
      </div>
    </form>
  );
}
