import { type ReactNode, useId } from "react";

export interface FieldControlProps {
  id: string;
  className: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

interface AdminFieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the id, class and ARIA wiring it needs. */
  children: (props: FieldControlProps) => ReactNode;
}

/** A labelled form control of the back office; its hint and error are tied to it with aria-describedby. */
export function AdminField({ label, error, hint, className, children }: AdminFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `admin-field ${className}` : "admin-field"}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: "admin-field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
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
