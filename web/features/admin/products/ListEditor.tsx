import { useId } from "react";

interface ListEditorProps {
  label: string;
  /** What the new entry's input is called, with its article's gender ('Nuevo beneficio', 'Nueva dosis'). */
  newLabel: string;
  /** What one entry is called, for the buttons' names ('beneficio'). */
  noun: string;
  value: string[];
  onChange: (entries: string[]) => void;
  /**
   * The text typed into the new entry's input, kept by the form: saving adds it to the list (pendingEntries) so
   * that what was typed without pressing 'Agregar' is never dropped.
   */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
}

/** The lists with the text still pending in their 'Nuevo …' input added at the end (what saving keeps). */
export function withPendingEntry(value: string[], draft: string) {
  const entry = draft.trim();
  return entry ? [...value, entry] : value;
}

/** A list of short texts (benefits, uses, doses): add a non-empty entry, remove one, or clear them all. */
export function ListEditor({ label, newLabel, noun, value, onChange, draft, onDraftChange, error }: ListEditorProps) {
  const id = useId();
  const setDraft = onDraftChange;
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
          aria-label={newLabel}
          placeholder={newLabel}
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
