import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import "./field.css";

// The shop's form fields (checkout, contact, 'Mi cuenta', 'Mis datos'): each label is tied to its input; errors are
// announced and referenced by aria-describedby. TextField, SelectField, TextAreaField and Choice take react-hook-form's
// registration; InputField is the same field for a form that keeps its own state.

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** The error is announced at once (role="alert"), for a form that shows one error at a time. */
  alert?: boolean;
  wide?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, required, hint, error, alert, wide, children }: FieldShellProps) {
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
        <p id={`${id}-error`} className="field__error" role={alert ? "alert" : undefined}>
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
  required,
  hint,
  error,
  maxLength,
  rows = 3,
}: Pick<TextFieldProps, "label" | "registration" | "required" | "hint" | "error" | "maxLength"> & { rows?: number }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} wide>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
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

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Said under the field while there is no error (a status line, e.g. 'Le enviamos otro código.'). */
  note?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A text field whose value the form keeps itself ('Mi cuenta' sign-in, 'Mis datos'); its error is announced. */
export function InputField({ label, value, onChange, error, note, inputRef, className, ...input }: InputFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error ?? undefined} alert>
      <input
        ref={inputRef}
        id={id}
        className={className ? `field__input ${className}` : "field__input"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error ?? undefined)}
        {...input}
      />
      {note}
    </FieldShell>
  );
}
