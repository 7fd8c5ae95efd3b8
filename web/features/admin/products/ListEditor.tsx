import { useId, useState } from "react";

interface ListEditorProps {
  label: string;
  /** What one entry is called, for the buttons' names ('beneficio'). */
  noun: string;
  value: string[];
  onChange: (entries: string[]) => void;
  error?: string;
}

/** A list of short texts (benefits, uses, doses): add a non-empty entry, remove one, or clear them all. */
export function ListEditor({ label, noun, value, onChange, error }: ListEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...value, entry]);
    setDraft("");
  };
  return (
    <fieldset className="admin-list-editor">
      <legend className="admin-field__label">{label}</legend>
      <div className="admin-list-editor__add">
        <input
          id={`${id}-new`}
          className="admin-field__input"
          value={draft}
          maxLength={300}
          aria-label={`Nuevo ${noun}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn--outline" onClick={add} disabled={!draft.trim()}>
          Agregar
        </button>
      </div>
      {value.length > 0 && (
        <>
          <ul className="admin-list-editor__items">
            {value.map((entry, i) => (
              <li key={i}>
                <span>{entry}</span>
                <button
                  type="button"
                  className="admin-list-editor__remove"
                  aria-label={`Quitar ${noun} «${entry}»`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  Quitar
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="admin-list-editor__clear" onClick={() => onChange([])}>
            Borrar todos
          </button>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
