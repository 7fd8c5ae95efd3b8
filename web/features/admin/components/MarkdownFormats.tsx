import type { RefObject } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FieldControlProps } from "../shell/AdminField.tsx";
import { applyFormat, type Edit, type Format } from "./markdown-edits.ts";

// The formatting buttons of the back office's Markdown editors (the site's pages, the newsletters): each one rewrites
// the text area's text around the selection (markdown-edits.ts) and puts the selection back where the edit says.

const FORMATS: readonly { format: Format; label: string; hint: string }[] = [
  { format: "title", label: "Título", hint: "## al comienzo de la línea" },
  { format: "subtitle", label: "Subtítulo", hint: "### al comienzo de la línea" },
  { format: "bold", label: "Negrita", hint: "**texto**" },
  { format: "list", label: "Lista", hint: "- al comienzo de cada línea" },
  { format: "numbered", label: "Lista numerada", hint: "1. al comienzo de cada línea" },
  { format: "link", label: "Enlace", hint: "[texto](https://...)" },
];

type TextArea = RefObject<HTMLTextAreaElement | null>;

/** Writes an edit through `write` (the form's setValue), then selects what it says in the text area. */
export function putEdit(textarea: TextArea, edit: Edit, write: (text: string) => void): void {
  write(edit.text);
  requestAnimationFrame(() => {
    textarea.current?.focus();
    textarea.current?.setSelectionRange(edit.start, edit.end);
  });
}

/**
 * The Markdown text area the buttons edit: the form's field (`registration`) and the editors' own ref (`textarea`),
 * with the field's id and ARIA wiring (`control`, from AdminField).
 */
export function MarkdownTextarea({
  control,
  registration,
  textarea,
  rows,
  maxLength,
}: {
  control: FieldControlProps;
  registration: UseFormRegisterReturn;
  textarea: TextArea;
  rows: number;
  maxLength: number;
}) {
  return (
    <textarea
      {...control}
      {...registration}
      ref={(el) => {
        registration.ref(el);
        textarea.current = el;
      }}
      className={`${control.className} admin-pages__textarea`}
      rows={rows}
      maxLength={maxLength}
      spellCheck
    />
  );
}

/** The buttons; `omit` leaves some out (a mail has no use for a subtitle). */
export function MarkdownFormats({
  textarea,
  write,
  omit = [],
}: {
  textarea: TextArea;
  write: (text: string) => void;
  omit?: readonly Format[];
}) {
  return (
    <fieldset className="admin-pages__formats">
      <legend className="visually-hidden">Formato del texto</legend>
      {FORMATS.filter(({ format }) => !omit.includes(format)).map(({ format, label, hint }) => (
        <button
          key={format}
          type="button"
          className="btn btn--outline btn--sm"
          title={hint}
          onClick={() => {
            const el = textarea.current;
            putEdit(
              textarea,
              applyFormat(format, el?.value ?? "", el?.selectionStart ?? 0, el?.selectionEnd ?? 0),
              write,
            );
          }}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
