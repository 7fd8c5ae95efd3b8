import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminOrderRow } from "../../../../domain/api/admin.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import type { Outcome } from "./BulkResults.tsx";
import { bulkSummary } from "./BulkResults.tsx";
import {
  BULK_LABELS,
  type BulkEvent,
  type BulkFormValues,
  bulkForm,
  bulkRequest,
  movedRow,
  refusalFor,
} from "./bulk-form.ts";
import { moveSeveral } from "./orders-api.ts";
import { CarrierList } from "./ShipmentFields.tsx";

interface BulkFormProps {
  event: BulkEvent;
  rows: readonly AdminOrderRow[];
  onCancel: () => void;
  onDone: (outcomes: Outcome[], moved: AdminOrderRow[]) => void;
}

const place = (row: AdminOrderRow) => `N.º ${row.id} · ${row.customerName}${row.town ? ` · ${row.town}` : ""}`;

/**
 * The chosen orders the table lets move (the others are listed with the reason and not sent), each with its
 * carrier and tracking number when they are shipped, and 'Avisar a los clientes por correo'.
 */
export function BulkForm({ event, rows, onCancel, onDone }: BulkFormProps) {
  const refused = rows.flatMap((row) => {
    const message = refusalFor(row, event);
    return message ? [{ row, ok: false, message }] : [];
  });
  const movable = rows.filter((row) => !refused.some((r) => r.row.id === row.id));
  const ship = event === "ship";
  const listId = useId();
  const problem = useFormProblem();
  const [sameCarrier, setSameCarrier] = useState("");
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BulkFormValues>({
    resolver: zodResolver(bulkForm),
    defaultValues: {
      event,
      notify: true,
      orders: movable.map((row) => ({ id: row.id, carrier: row.carrier ?? "", trackingNumber: "" })),
    },
  });

  const applyCarrier = () => {
    movable.forEach((_, i) => {
      setValue(`orders.${i}.carrier`, sameCarrier.trim(), { shouldValidate: !!errors.orders });
    });
  };

  const submit = handleSubmit(async (values) => {
    problem.clear();
    const request = bulkRequest(values);
    try {
      const results = await moveSeveral(request);
      const moved: AdminOrderRow[] = [];
      const outcomes: Outcome[] = results.map((result) => {
        const row = movable.find((r) => r.id === result.id)!;
        if (!result.ok) return { row, ok: false, message: result.message };
        const next = movedRow(row, result, request.orders.find((o) => o.id === row.id)?.shipment);
        moved.push(next);
        return { row: next, ok: true };
      });
      const all = [...outcomes, ...refused];
      notify(moved.length > 0 ? "success" : "error", bulkSummary(event, all));
      onDone(all, moved);
    } catch (error) {
      problem.show(messageOf(error));
    }
  });

  return (
    <form className="admin-form admin-bulk" onSubmit={submit} noValidate aria-label={BULK_LABELS[event].title}>
      <FormProblem problem={problem} />
      <p className="admin-muted">
        Cada pedido cambia por separado{ship ? ", con su propio seguimiento," : ""} y cada cliente recibe su propio
        correo si elige avisarles.
        {(event === "prepare" || event === "ready" || ship) &&
          " Los productos con lotes salen del lote que vence primero (para elegir otro, cambie el pedido desde su ficha)."}
      </p>
      {refused.length > 0 && (
        <div className="admin-alert admin-alert--error">
          <p className="admin-bulk__heading">
            {refused.length === 1 ? "Este pedido no se puede marcar:" : "Estos pedidos no se pueden marcar:"}
          </p>
          <ul className="admin-bulk__refusals">
            {refused.map(({ row, message }) => (
              <li key={row.id}>
                {place(row)}: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {ship && movable.length > 1 && (
        <div className="admin-bulk__same">
          <AdminField label="Misma empresa de envío para todos">
            {(p) => (
              <input
                {...p}
                list={listId}
                value={sameCarrier}
                onChange={(e) => setSameCarrier(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    applyCarrier();
                  }
                }}
                autoComplete="off"
                maxLength={80}
              />
            )}
          </AdminField>
          <button type="button" className="btn btn--outline" onClick={applyCarrier} disabled={!sameCarrier.trim()}>
            Usar en todos
          </button>
        </div>
      )}
      {ship && <CarrierList id={listId} />}
      <ul className="admin-bulk__orders">
        {movable.map((row, i) => (
          <li key={row.id}>
            {ship ? (
              <fieldset className="admin-bulk__order">
                <legend>{place(row)}</legend>
                <AdminField label="Empresa de envío" error={errors.orders?.[i]?.carrier?.message}>
                  {(p) => (
                    <input
                      {...p}
                      {...register(`orders.${i}.carrier`)}
                      list={listId}
                      autoComplete="off"
                      maxLength={80}
                    />
                  )}
                </AdminField>
                <AdminField label="Número de seguimiento" error={errors.orders?.[i]?.trackingNumber?.message}>
                  {(p) => (
                    <input {...p} {...register(`orders.${i}.trackingNumber`)} autoComplete="off" maxLength={80} />
                  )}
                </AdminField>
              </fieldset>
            ) : (
              place(row)
            )}
          </li>
        ))}
      </ul>
      {movable.length > 0 && (
        <label className="admin-order-check">
          <input type="checkbox" {...register("notify")} />
          Avisar a los clientes por correo
        </label>
      )}
      <div className="admin-move-form__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || movable.length === 0}>
          {isSubmitting ? "Guardando..." : `${BULK_LABELS[event].submit} (${movable.length})`}
        </button>
      </div>
    </form>
  );
}
