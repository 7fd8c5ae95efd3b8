import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

type NumberName =
  | "rules.montevideoDeliveryFee"
  | "rules.freeDeliveryFrom"
  | "rules.deliveryMinimum"
  | "rules.transferDiscountPercent"
  | "rules.cutoffHour"
  | "rules.leadTimes.pickup"
  | "rules.leadTimes.montevideo"
  | "rules.leadTimes.interior";

/**
 * 'Reglas de la tienda': the figures the checkout, the cart, the mails and the pages state, and the server charges
 * (issue 24). A new order takes them at once; an order already placed keeps the ones it was placed with.
 */
export function RulesSection({ register, errors }: Props) {
  const e = errors.rules;
  const number = (name: NumberName, label: string, error: string | undefined, hint?: string, max?: number) => (
    <AdminField label={label} hint={hint} error={error}>
      {(p) => (
        <input
          {...p}
          {...register(name, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
        />
      )}
    </AdminField>
  );
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-rules">
      <h2 id="settings-rules" className="admin-card__title">
        Reglas de la tienda
      </h2>
      <p className="admin-muted">
        Se aplican a los pedidos nuevos en cuanto las guarda; cada pedido conserva las del momento en que se hizo.
      </p>
      <div className="admin-settings__fields admin-settings__rules">
        {number(
          "rules.montevideoDeliveryFee",
          "Costo del delivery en Montevideo ($)",
          e?.montevideoDeliveryFee?.message,
        )}
        {number(
          "rules.freeDeliveryFrom",
          "Envío gratis desde ($)",
          e?.freeDeliveryFrom?.message,
          "Compra en productos",
        )}
        {number("rules.deliveryMinimum", "Compra mínima para envío ($)", e?.deliveryMinimum?.message)}
        {number(
          "rules.transferDiscountPercent",
          "Descuento por transferencia (%)",
          e?.transferDiscountPercent?.message,
          "De 0 a 50; sobre los productos, no sobre el envío",
          50,
        )}
        {number(
          "rules.cutoffHour",
          "Hora de corte (0 a 23)",
          e?.cutoffHour?.message,
          "Los pedidos para retirar hechos desde esa hora llevan un día hábil más",
          23,
        )}
        <AdminField label="Horario del local" hint="Como lo leen los clientes" error={e?.storeHours?.message}>
          {(p) => <input {...p} {...register("rules.storeHours")} maxLength={120} />}
        </AdminField>
      </div>
      <fieldset className="admin-settings__account">
        <legend>Plazos en días hábiles</legend>
        <div className="admin-settings__lead-times">
          {number("rules.leadTimes.pickup", "Retiro en el local", e?.leadTimes?.pickup?.message, undefined, 30)}
          {number(
            "rules.leadTimes.montevideo",
            "Envío en Montevideo",
            e?.leadTimes?.montevideo?.message,
            undefined,
            30,
          )}
          {number("rules.leadTimes.interior", "Envío al interior", e?.leadTimes?.interior?.message, undefined, 30)}
        </div>
      </fieldset>
    </section>
  );
}
