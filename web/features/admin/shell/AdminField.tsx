import { type ReactNode, useId } from "react";
import { RequiredMark } from "../components/RequiredMark.tsx";

export interface FieldControlProps {
  id: string;
  className: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

interface AdminFieldProps {
  /** The field's name, without the asterisk: `required` shows it (hidden from screen readers). */
  label: string;
  /** Shows ' *' after the label and marks the control aria-required. */
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the id, class and ARIA wiring it needs. */
  children: (props: FieldControlProps) => ReactNode;
}

/** A labelled form control of the back office; its hint and error are tied to it with aria-describedby. */
export function AdminField({ label, required, error, hint, className, children }: AdminFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `admin-field ${className}` : "admin-field"}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        className: "admin-field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
