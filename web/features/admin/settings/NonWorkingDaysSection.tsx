import { useId, useState } from "react";
import { type Control, type FieldErrors, useFieldArray, useWatch } from "react-hook-form";
import { formatDate, parseDisplayDate, uruguayHolidays } from "../../../../domain/dates.ts";
import type { ShopSettingsInput } from "../../../../domain/schemas/settings.ts";
import { nonWorkingDaySchema } from "../../../../domain/schemas/shop-rules.ts";
import { plural } from "../../../../domain/text.ts";
import { notify } from "../../../lib/toast.ts";
import { AdminField } from "../shell/AdminField.tsx";

interface Props {
  control: Control<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/** The form's dates are dd/mm/aaaa; this one's ISO date, or null while it is not a date. */
const isoOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : parseDisplayDate(text));

/**
 * The days the shop is closed besides weekends (holidays, Carnival, Tourism Week...): the delivery estimates skip
 * them. Compact (issue 41): a list by year, one line a day with 'Quitar'; a day is added with its date and reason
 * (checked as the server checks it), or a year's usual list is loaded at once ('Cargar feriados de 2027', the
 * rule in domain/dates.ts uruguayHolidays). Past years start folded.
 */
export function NonWorkingDaysSection({ control, errors }: Props) {
  const days = useFieldArray({ control, name: "rules.nonWorkingDays" });
  const current = useWatch({ control, name: "rules.nonWorkingDays" }) ?? [];
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear + 1);
  const [draft, setDraft] = useState({ date: "", name: "" });
  const [draftError, setDraftError] = useState<{ date?: string; name?: string }>({});
  const ids = { year: useId(), list: useId() };
  const listError = errors.rules?.nonWorkingDays;
  const have = new Set(current.map((d) => isoOf(d.date ?? "")).filter(Boolean));

  const loadYear = () => {
    const missing = uruguayHolidays(year).filter((h) => !have.has(h.date));
    if (!missing.length) {
      notify("info", `Los feriados de ${year} ya están en la lista.`);
      return;
    }
    days.append(missing.map((h) => ({ date: formatDate(h.date), name: h.name })));
    const added = plural(missing.length, `día de ${year}`, `días de ${year}`);
    notify(
      "success",
      `${missing.length === 1 ? "Se agregó" : "Se agregaron"} ${added}. Revíselos y guarde los días no laborables.`,
    );
  };

  const addDay = () => {
    const checked = nonWorkingDaySchema.safeParse(draft);
    if (!checked.success) {
      const found: { date?: string; name?: string } = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === "date" ? "date" : "name";
        found[key] ??= issue.message;
      }
      setDraftError(found);
      return;
    }
    if (have.has(checked.data.date)) {
      setDraftError({ date: `La fecha ${formatDate(checked.data.date)} ya está en la lista.` });
      return;
    }
    days.append({ date: formatDate(checked.data.date), name: checked.data.name });
    setDraft({ date: "", name: "" });
    setDraftError({});
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addDay();
    }
  };

  // The days by year, each year's sorted by date; the index is the form array's.
  const byYear = new Map<number, { index: number; iso: string; name: string; error?: string }[]>();
  current.forEach((day, index) => {
    const iso = isoOf(day.date ?? "") ?? "";
    const y = Number(iso.slice(0, 4)) || 0;
    const e = Array.isArray(listError) ? listError[index] : undefined;
    const list = byYear.get(y) ?? [];
    list.push({ index, iso, name: day.name ?? "", error: e?.date?.message ?? e?.name?.message });
    byYear.set(y, list);
  });
  const years = [...byYear.keys()].sort((a, b) => a - b);

  return (
    <section className="admin-card admin-content__form" aria-labelledby="settings-closed-days">
      <h2 id="settings-closed-days" className="admin-card__title">
        Días no laborables
      </h2>
      <p className="admin-muted">
        Además de sábados y domingos. Las fechas estimadas de retiro y entrega no cuentan estos días.
      </p>
      {listError?.message || listError?.root?.message ? (
        <p className="admin-field__error" role="alert">
          {listError.message ?? listError.root?.message}
        </p>
      ) : null}
      <div className="admin-settings__add-day">
        <AdminField label="Fecha" hint="dd/mm/aaaa" error={draftError.date}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={draft.date}
              onChange={(event) => setDraft({ ...draft, date: event.target.value })}
              onKeyDown={onEnter}
              maxLength={10}
            />
          )}
        </AdminField>
        <AdminField label="Motivo" hint="Por ejemplo Navidad" error={draftError.name}>
          {(p) => (
            <input
              {...p}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              onKeyDown={onEnter}
              maxLength={80}
            />
          )}
        </AdminField>
        <button type="button" className="btn btn--outline" onClick={addDay}>
          Agregar el día
        </button>
      </div>
      <div className="admin-settings__load-year">
        <label htmlFor={ids.year}>Año</label>
        <input
          id={ids.year}
          className="admin-field__input"
          type="number"
          inputMode="numeric"
          min={2020}
          max={2100}
          value={year}
          onChange={(event) => setYear(Number(event.target.value) || thisYear)}
        />
        <button type="button" className="btn btn--outline" onClick={loadYear} disabled={year < 2020 || year > 2100}>
          Cargar feriados de {year}
        </button>
      </div>
      {years.length === 0 ? (
        <p className="admin-muted">No hay días no laborables: agregue uno o cargue los feriados de un año.</p>
      ) : (
        years.map((y) => {
          const list = [...byYear.get(y)!].sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0));
          return (
            <details key={y} className="admin-settings__year" open={y >= thisYear || list.some((d) => d.error)}>
              <summary>
                {y || "Sin fecha"} · {plural(list.length, "día", "días")}
              </summary>
              <ul className="admin-settings__days">
                {list.map((d) => {
                  const shown = d.iso ? formatDate(d.iso) : "";
                  return (
                    <li key={days.fields[d.index]?.id ?? d.index} className="admin-settings__day">
                      <span className="admin-settings__day-date">{shown}</span>
                      <span className="admin-settings__day-name">{d.name}</span>
                      <button
                        type="button"
                        className="btn btn--outline admin-settings__remove"
                        onClick={() => days.remove(d.index)}
                        aria-label={`Quitar ${shown || `el día ${d.index + 1}`}`}
                      >
                        Quitar
                      </button>
                      {d.error && (
                        <p className="admin-field__error admin-settings__day-error" role="alert">
                          {d.error}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })
      )}
    </section>
  );
}
