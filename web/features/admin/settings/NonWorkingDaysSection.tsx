import { useId, useState } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { formatDate, parseDisplayDate, uruguayHolidays } from "../../../../domain/dates.ts";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { plural } from "../../../../domain/text.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  control: Control<ShopSettingsInput>;
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/** The form's dates are dd/mm/aaaa as typed; this one's ISO date, or null while it is not a date. */
const isoOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : parseDisplayDate(text));

/**
 * The days the shop is closed besides weekends (holidays, Carnival, Tourism Week...): the delivery estimates skip
 * them. The owner adds or removes days, or loads a year's usual list ('Cargar feriados de 2027') and edits it.
 */
export function NonWorkingDaysSection({ control, register, errors }: Props) {
  const days = useFieldArray({ control, name: "rules.nonWorkingDays" });
  const current = useWatch({ control, name: "rules.nonWorkingDays" }) ?? [];
  const [year, setYear] = useState(() => new Date().getFullYear() + 1);
  const yearId = useId();
  const listError = errors.rules?.nonWorkingDays;

  const loadYear = () => {
    const have = new Set(current.map((d) => isoOf(d.date ?? "")).filter(Boolean));
    const missing = uruguayHolidays(year).filter((h) => !have.has(h.date));
    if (!missing.length) {
      notify("info", `Los feriados de ${year} ya están en la lista.`);
      return;
    }
    days.append(missing.map((h) => ({ date: formatDate(h.date), name: h.name })));
    const added = plural(missing.length, `día de ${year}`, `días de ${year}`);
    notify(
      "success",
      `${missing.length === 1 ? "Se agregó" : "Se agregaron"} ${added}. Revíselos y guarde los ajustes.`,
    );
  };

  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-closed-days">
      <h2 id="settings-closed-days" className="admin-card__title">
        Días no laborables
      </h2>
      <p className="admin-muted">
        Además de sábados y domingos. Las fechas estimadas de retiro y entrega no cuentan estos días. Escriba cada fecha
        como dd/mm/aaaa.
      </p>
      {listError?.message || listError?.root?.message ? (
        <p className="admin-field__error" role="alert">
          {listError.message ?? listError.root?.message}
        </p>
      ) : null}
      <div className="admin-settings__load-year">
        <label htmlFor={yearId}>Año</label>
        <input
          id={yearId}
          className="admin-field__input"
          type="number"
          inputMode="numeric"
          min={2020}
          max={2100}
          value={year}
          onChange={(event) => setYear(Number(event.target.value) || new Date().getFullYear())}
        />
        <button type="button" className="btn btn--outline" onClick={loadYear} disabled={year < 2020 || year > 2100}>
          Cargar feriados de {year}
        </button>
      </div>
      <ol className="admin-settings__days">
        {days.fields.map((field, index) => {
          const e = Array.isArray(listError) ? listError[index] : undefined;
          return (
            <li key={field.id} className="admin-settings__day">
              <AdminField label={`Fecha ${index + 1}`} error={e?.date?.message}>
                {(p) => <input {...p} {...register(`rules.nonWorkingDays.${index}.date`)} inputMode="numeric" />}
              </AdminField>
              <AdminField label={`Motivo ${index + 1}`} error={e?.name?.message}>
                {(p) => <input {...p} {...register(`rules.nonWorkingDays.${index}.name`)} maxLength={80} />}
              </AdminField>
              <button
                type="button"
                className="btn btn--outline admin-settings__remove"
                onClick={() => days.remove(index)}
                aria-label={`Quitar ${current[index]?.date || `el día ${index + 1}`}`}
              >
                Quitar
              </button>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className="btn btn--outline" onClick={() => days.append({ date: "", name: "" })}>
          Agregar un día
        </button>
      </div>
    </section>
  );
}
