import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/**
 * Ajustes > Recordatorios (issue 43): when the reminders of an unfinished checkout go out, counted from the last time
 * the shopper's checkout kept the cart, and whether each does. Never after an order or an unsubscribe.
 */
export function RemindersSection({ register, errors }: Props) {
  const e = errors.reminders;
  const stage = (n: "first" | "second", title: string) => (
    <fieldset className="admin-settings__reminder">
      <legend className="admin-field__label">{title}</legend>
      <label className="admin-settings__check">
        <input type="checkbox" {...register(`reminders.${n}On`)} />
        <span>Enviar este recordatorio</span>
      </label>
      <AdminField label="Horas después de dejar el carrito" error={e?.[`${n}Hours`]?.message} hint="Entre 1 y 720">
        {(p) => (
          <input
            {...p}
            {...register(`reminders.${n}Hours`, { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={720}
            step={1}
          />
        )}
      </AdminField>
    </fieldset>
  );
  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-reminders">
      <h2 id="settings-reminders" className="admin-card__title">
        Recordatorios de compras sin terminar
      </h2>
      <p className="admin-muted">
        Si un cliente deja el carrito en el resumen de compra con su correo y no marcó «No quiero recordatorios», le
        enviamos un correo con su carrito y un enlace para retomarlo. Nunca después de un pedido de esa dirección ni si
        se dio de baja, y cada recordatorio una sola vez por carrito.
      </p>
      {e?.message && (
        <p className="admin-field__error" role="alert">
          {e.message}
        </p>
      )}
      <div className="admin-settings__fields">
        {stage("first", "Primer recordatorio")}
        {stage("second", "Segundo recordatorio")}
      </div>
    </section>
  );
}
