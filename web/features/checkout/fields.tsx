import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

// Fields: each label is tied to its input; errors are announced and referenced by aria-describedby.

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, required, hint, error, wide, children }: FieldShellProps) {
  return (
    <div className={wide ? "field field--wide" : "field"}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string;
  wide?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel" | "email";
  maxLength?: number;
}

export function TextField({
  label,
  registration,
  required,
  hint,
  error,
  wide,
  type = "text",
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <input
        id={id}
        type={type}
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  registration,
  required,
  error,
  autoComplete,
  children,
}: Omit<TextFieldProps, "type" | "inputMode" | "maxLength" | "wide" | "hint"> & { children: ReactNode }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        id={id}
        className="field__input"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...registration}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  registration,
  hint,
  error,
}: Pick<TextFieldProps, "label" | "registration" | "hint" | "error">) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} wide>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
    </FieldShell>
  );
}

export function Choice({
  registration,
  value,
  title,
  description,
  disabled,
  badge,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  title: string;
  description: string;
  disabled?: boolean;
  badge?: string;
}) {
  const id = useId();
  return (
    <label className={disabled ? "choice choice--disabled" : "choice"} htmlFor={id}>
      <input
        id={id}
        type="radio"
        value={value}
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        {...registration}
      />
      <span className="choice__text">
        <span className="choice__title">
          <span id={`${id}-title`}>{title}</span>
          {badge && <span className="choice__badge">{badge}</span>}
        </span>
        <span id={`${id}-desc`} className="choice__description">
          {description}
        </span>
      </span>
    </label>
  );
}
