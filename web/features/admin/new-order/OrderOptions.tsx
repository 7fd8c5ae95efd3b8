import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { DEPARTMENT_NAMES, isMontevideo } from "../../../../domain/departments.ts";
import { CHANNEL_LABELS, COUNTER_KIND_LABELS, COUNTER_KINDS, OWNER_CHANNELS } from "../../../../domain/owner-orders.ts";
import type { OwnerOrderInput } from "../../../../domain/schemas/owner-order.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { InteriorFields } from "./InteriorFields.tsx";

interface OrderOptionsProps {
  register: UseFormRegister<OwnerOrderInput>;
  errors: FieldErrors<OwnerOrderInput>;
  delivery: unknown;
  payment: unknown;
  town: unknown;
  carrier: unknown;
  mode: unknown;
}

const msg = (e: { message?: unknown } | undefined) => (typeof e?.message === "string" ? e.message : undefined);

/** Channel, delivery (pickup, Montevideo or the interior, as checkout has them) and payment. */
export function OrderOptions({ register, errors, delivery, payment, town, carrier, mode }: OrderOptionsProps) {
  return (
    <section className="admin-card" aria-labelledby="nuevo-pedido-entrega">
      <h2 id="nuevo-pedido-entrega" className="admin-card__title">
        Canal, entrega y pago
      </h2>
      <div className="admin-new-order__grid">
        <AdminField label="Canal" required error={msg(errors.channel)}>
          {(p) => (
            <select {...p} {...register("channel")}>
              {OWNER_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label="Entrega" required error={msg(errors.deliveryMethod)}>
          {(p) => (
            <select {...p} {...register("deliveryMethod")}>
              <option value="pickup">Retiro en el local</option>
              <option value="delivery">Envío a domicilio (Montevideo) o al interior</option>
            </select>
          )}
        </AdminField>
        <AdminField label="Pago" required error={msg(errors.payment)}>
          {(p) => (
            <select {...p} {...register("payment")}>
              <option value="mercadopago">Enlace de Mercado Pago</option>
              <option value="bank">Transferencia bancaria</option>
              <option value="counter">Pagado en el local</option>
            </select>
          )}
        </AdminField>
        {payment === "counter" && (
          <AdminField label="Medio de pago en el local" required error={msg(errors.counterKind)}>
            {(p) => (
              <select {...p} {...register("counterKind")}>
                {COUNTER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {COUNTER_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        )}
      </div>
      {delivery === "delivery" && (
        <div className="admin-new-order__grid">
          <AdminField label="Dirección" required error={msg(errors.streetAddress)}>
            {(p) => <input {...p} {...register("streetAddress")} maxLength={200} />}
          </AdminField>
          <AdminField label="Apartamento" error={msg(errors.apartment)}>
            {(p) => <input {...p} {...register("apartment")} maxLength={200} />}
          </AdminField>
          <AdminField label="Departamento" required error={msg(errors.town)}>
            {(p) => (
              <select {...p} {...register("town")}>
                <option value="">Elija…</option>
                {DEPARTMENT_NAMES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label="Código postal" error={msg(errors.zip)}>
            {(p) => <input {...p} inputMode="numeric" {...register("zip")} maxLength={5} />}
          </AdminField>
        </div>
      )}
      {delivery === "delivery" && typeof town === "string" && town !== "" && !isMontevideo(town) && (
        <InteriorFields register={register} errors={errors} carrier={carrier} mode={mode} />
      )}
      <AdminField label="Nota del pedido" error={msg(errors.note)}>
        {(p) => <textarea {...p} rows={2} {...register("note")} maxLength={1000} />}
      </AdminField>
    </section>
  );
}
