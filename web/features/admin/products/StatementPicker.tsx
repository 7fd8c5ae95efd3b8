import { useId, useMemo, useState } from "react";
import { allStatements, type StatementKind, statementText } from "../../../../domain/safety/statements.ts";
import { foldText } from "../../../../domain/text.ts";

const SHOWN = 40;

interface StatementPickerProps {
  kind: StatementKind;
  legend: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

/**
 * H or P statements chosen by code from domain/safety's lists (decision 033): the chosen ones with their texts and a
 * 'Quitar' button each, and a search by code or words that lists the matches as checkboxes (code + text). Plain form
 * controls, so the keyboard reaches everything (Tab, Space).
 */
export function StatementPicker({ kind, legend, value, onChange, error }: StatementPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const all = useMemo(() => allStatements(kind), [kind]);
  const folded = foldText(query.trim());
  const matches = folded
    ? all.filter((s) => foldText(`${s.code} ${s.text}`).includes(folded) && !value.includes(s.code))
    : [];
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((chosen) => chosen !== code));

  return (
    <fieldset className="admin-statements" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="admin-field__label">{legend}</legend>
      {value.length > 0 ? (
        <ul className="admin-statements__chosen">
          {value.map((code) => (
            <li key={code}>
              <span>
                <strong>{code}</strong> {statementText(kind, code) ?? "Código desconocido."}
              </span>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => toggle(code, false)}
                aria-label={`Quitar ${code}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-field__hint">Ninguna elegida.</p>
      )}
      <label className="admin-field__label" htmlFor={`${id}-search`}>
        Buscar por código o texto
      </label>
      <input
        id={`${id}-search`}
        className="admin-field__input"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        placeholder={kind === "H" ? "Por ejemplo H226 o inflamable" : "Por ejemplo P210 o guantes"}
      />
      {folded && (
        <fieldset className="admin-statements__matches">
          <legend className="visually-hidden">Resultados para «{query.trim()}»</legend>
          {matches.length === 0 && <p className="admin-muted">Ningún código coincide con la búsqueda.</p>}
          {matches.slice(0, SHOWN).map((s) => (
            <label key={s.code} className="admin-check">
              <input type="checkbox" checked={false} onChange={(event) => toggle(s.code, event.target.checked)} />
              <span>
                <strong>{s.code}</strong> {s.text}
              </span>
            </label>
          ))}
          {matches.length > SHOWN && (
            <p className="admin-muted">Hay {matches.length - SHOWN} más: escriba algo más preciso.</p>
          )}
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
