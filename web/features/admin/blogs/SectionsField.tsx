import { useId, useState } from "react";
import { type BlogSection, sectionIsComplete } from "../../../../domain/schemas/blog-post.ts";
import { RequiredMark } from "../components/RequiredMark.tsx";

interface SectionsFieldProps {
  value: BlogSection[];
  onChange: (sections: BlogSection[]) => void;
  /** The new section being typed, kept by the form: saving adds it (pendingSection), never drops it. */
  draft: BlogSection;
  onDraftChange: (draft: BlogSection) => void;
  error?: string;
}

export const NO_SECTION: BlogSection = { title: "", text: "" };

/**
 * What saving does with the new section still in its inputs: nothing to add ("empty"), the section to add, or
 * "incomplete" (one of its two inputs is filled: the save stops and says so, rather than dropping it).
 */
export function pendingSection(draft: BlogSection): "empty" | "incomplete" | BlogSection {
  if (!draft.title.trim() && !draft.text.trim()) return "empty";
  if (!sectionIsComplete(draft)) return "incomplete";
  return { title: draft.title.trim(), text: draft.text.trim() };
}

export const INCOMPLETE_SECTION =
  "Complete el subtítulo y el párrafo de la nueva sección (o bórrelos) antes de guardar.";

/**
 * The post's content sections (subtitle and paragraph). A new section joins the list only when both its
 * subtitle and its paragraph are filled (SPEC section 5); added ones can be edited, moved and removed.
 */
export function SectionsField({ value, onChange, draft, onDraftChange: setDraft, error }: SectionsFieldProps) {
  const id = useId();
  const [notice, setNotice] = useState<string>();
  const ready = sectionIsComplete(draft);

  const add = () => {
    if (!ready) {
      setNotice("Complete el subtítulo y el párrafo para agregar la sección.");
      return;
    }
    onChange([...value, { title: draft.title.trim(), text: draft.text.trim() }]);
    setDraft({ title: "", text: "" });
    setNotice(undefined);
    requestAnimationFrame(() => document.getElementById(`${id}-new-title`)?.focus());
  };
  const patch = (index: number, change: Partial<BlogSection>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="admin-sections" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="admin-field__label">
        Secciones del contenido
        <RequiredMark />
      </legend>
      {value.length > 0 && (
        <ol className="admin-sections__list">
          {value.map((section, index) => (
            <li key={index} className="admin-sections__item">
              <div className="admin-field">
                <label className="admin-field__label" htmlFor={`${id}-${index}-title`}>
                  Subtítulo {index + 1}
                </label>
                <input
                  id={`${id}-${index}-title`}
                  className="admin-field__input"
                  value={section.title}
                  maxLength={160}
                  onChange={(e) => patch(index, { title: e.target.value })}
                />
              </div>
              <div className="admin-field">
                <label className="admin-field__label" htmlFor={`${id}-${index}-text`}>
                  Párrafo {index + 1}
                </label>
                <textarea
                  id={`${id}-${index}-text`}
                  className="admin-field__input"
                  rows={4}
                  value={section.text}
                  maxLength={8000}
                  onChange={(e) => patch(index, { text: e.target.value })}
                />
              </div>
              <div className="admin-sections__actions">
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Subir la sección ${index + 1}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn--outline"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Bajar la sección ${index + 1}`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  Quitar<span className="visually-hidden"> la sección {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="admin-sections__new">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-new-title`}>
            Subtítulo de la nueva sección
          </label>
          <input
            id={`${id}-new-title`}
            className="admin-field__input"
            value={draft.title}
            maxLength={160}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-new-text`}>
            Párrafo de la nueva sección
          </label>
          <textarea
            id={`${id}-new-text`}
            className="admin-field__input"
            rows={4}
            value={draft.text}
            maxLength={8000}
            aria-describedby={`${id}-new-hint`}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          />
          <p id={`${id}-new-hint`} className="admin-field__hint">
            Deje una línea en blanco para separar párrafos.
          </p>
        </div>
        <button type="button" className="btn btn--outline admin-sections__add" onClick={add}>
          Agregar sección
        </button>
        <p className="admin-field__hint" role="status">
          {notice ?? ""}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
