import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminOrder } from "../../../../domain/api/admin.ts";
import { isMontevideo } from "../../../../domain/departments.ts";
import { ADMIN_EVENT_LABELS, type AdminEvent, isFulfilmentEvent } from "../../../../domain/order-status.ts";
import type { LotShareInput } from "../../../../domain/schemas/lots.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminApiError } from "../auth/admin-fetch.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useAdminGo, useAdminSearch } from "../shell/admin-router.ts";
import type { AdminSearch } from "../shell/admin-search.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";
import { CONFIRMED_MOVES, type ConfirmedMove, MoveConfirm } from "./MoveConfirm.tsx";
import {
  type MoveFormValues,
  moveDoneMessage,
  moveForm,
  moveRequest,
  needsShipment,
  SUBMIT_LABELS,
} from "./move-form.ts";
import { OrderLots } from "./OrderLots.tsx";
import { movesFor } from "./order-state.ts";
import { fetchOrder, moveOrder } from "./orders-api.ts";
import { ShipmentFields } from "./ShipmentFields.tsx";

/** The moves that record each line's lots (worker/services/lots/order-lots.ts LOT_EVENTS). */
const LOT_MOVES: readonly string[] = ["prepare", "ready", "ship"];

interface OrderMovesProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

function defaults(order: AdminOrder, moves: AdminEvent[]): MoveFormValues {
  const s = order.shipment;
  // The one way forward is chosen already; 'Anular venta' (offered until the goods leave) never is.
  const forward = moves.filter((m) => m !== "cancel_sale");
  return {
    event: forward.length === 1 ? forward[0]! : "",
    note: "",
    notify: forward[0] !== "update_tracking",
    // Before shipping, what the shopper chose at checkout (issue 45).
    carrier: s?.carrier ?? order.shipping?.carrierName ?? "",
    trackingNumber: s?.trackingNumber ?? "",
    trackingUrl: s?.trackingUrl ?? "",
    agency: s?.agency ?? order.shipping?.agency ?? "",
  };
}

/**
 * The moves the rules table allows for this order (domain/order-status.ts adminMoves), the fields a move needs
 * (the shipment, 'Avisar al cliente'), an optional note for the history; the server's refusals show here.
 */
export function OrderMoves({ order, onChanged }: OrderMovesProps) {
  const moves = movesFor(order);
  const go = useAdminGo();
  const raw = useAdminSearch();
  // The order's remito, on its own page (Remitos.tsx): the list's filters stay for 'Volver a los pedidos'.
  const onPrint = () => {
    const { order: _open, ...rest } = raw;
    void go("orders", { search: { ...rest, print: order.id } as AdminSearch, open: true });
  };
  const problem = useFormProblem();
  // 'Liberar reserva' and 'Anular venta' ask first (MoveConfirm.tsx).
  const [confirming, setConfirming] = useState<ConfirmedMove | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MoveFormValues>({ resolver: zodResolver(moveForm), defaultValues: defaults(order, moves) });
  const event = watch("event");
  // The lots the 'Lotes' fields hold (OrderLots.tsx); sent with the moves that record them.
  const lots = useRef<LotShareInput[]>([]);
  const onLots = useCallback((chosen: LotShareInput[]) => {
    lots.current = chosen;
  }, []);

  // A new state (after a move, or found when the server refused one): its moves, the shipment prefilled.
  const state = `${order.status}:${order.fulfilment}:${order.shipment?.carrier}:${order.shipment?.trackingNumber}`;
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    reset(defaults(order, movesFor(order)));
  });

  const send = async (values: MoveFormValues) => {
    problem.clear();
    const request = moveRequest(values);
    if (LOT_MOVES.includes(request.event) && lots.current.length) request.lots = lots.current;
    try {
      const next = await moveOrder(order.id, request);
      notify("success", moveDoneMessage(request.event, next.statusLabel, !!request.notify));
      onChanged(next);
      // The choices change under the keyboard: focus stays in the dialog, on the form's heading.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      problem.show(messageOf(error));
      // Refused because the order changed meanwhile (another tab, Mercado Pago): show it as it is now.
      if (error instanceof AdminApiError && error.status === 409) {
        fetchOrder(order.id).then(onChanged, () => undefined);
      }
    }
  };
  const submit = handleSubmit(async (values) => {
    if (CONFIRMED_MOVES.includes(values.event)) setConfirming(values.event as ConfirmedMove);
    else await send(values);
  });

  const town = order.customer.town;
  return (
    <form className="admin-move-form admin-no-print" onSubmit={submit} noValidate aria-label="Cambiar estado">
      <h3 ref={headingRef} tabIndex={-1} className="admin-order__heading">
        Cambiar estado
      </h3>
      <FormProblem problem={problem} />
      {moves.length === 0 ? (
        <p className="admin-muted">
          {order.status === "approved"
            ? "Este pedido ya terminó: no quedan cambios de estado."
            : "Este pedido no admite cambios de estado desde el panel."}
        </p>
      ) : (
        <>
          <fieldset className="admin-moves" aria-describedby={errors.event ? `${groupId}-error` : undefined}>
            <legend className="admin-field__label">Nuevo estado</legend>
            <div className="admin-moves__options">
              {moves.map((m) => (
                <label key={m} className="admin-moves__option">
                  <input
                    type="radio"
                    value={m}
                    {...register("event", {
                      onChange: (e: { target: { value: string } }) => {
                        problem.clear();
                        setValue("notify", e.target.value !== "update_tracking");
                      },
                    })}
                  />
                  {ADMIN_EVENT_LABELS[m]}
                </label>
              ))}
            </div>
            {errors.event && (
              <p id={`${groupId}-error`} className="admin-field__error">
                {errors.event.message}
              </p>
            )}
          </fieldset>
          {event && LOT_MOVES.includes(event) && <OrderLots key={state} orderId={order.id} onChange={onLots} />}
          {needsShipment(event) && (
            <ShipmentFields register={register} errors={errors} showAgency={!!town && !isMontevideo(town)} />
          )}
          {event && isFulfilmentEvent(event) && (
            <label className="admin-order-check">
              <input type="checkbox" {...register("notify")} />
              {event === "update_tracking" ? "Volver a avisar al cliente" : "Avisar al cliente por correo"}
            </label>
          )}
          {event && (
            <AdminField label="Nota (opcional)" hint="Queda en el historial del pedido." error={errors.note?.message}>
              {(p) => <textarea {...p} {...register("note")} rows={2} maxLength={500} />}
            </AdminField>
          )}
        </>
      )}
      <div className="admin-move-form__actions">
        <button type="button" className="btn btn--outline" onClick={onPrint}>
          Imprimir remito
        </button>
        {moves.length > 0 && (
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Guardando..." : event ? SUBMIT_LABELS[event] : "Cambiar estado"}
          </button>
        )}
      </div>
      <MoveConfirm
        event={confirming}
        orderId={order.id}
        busy={isSubmitting}
        onCancel={() => setConfirming(undefined)}
        onConfirm={handleSubmit(async (values) => {
          // Closed first: its focus goes back to the form before a refusal's alert takes it.
          setConfirming(undefined);
          await send(values);
        })}
      />
    </form>
  );
}
