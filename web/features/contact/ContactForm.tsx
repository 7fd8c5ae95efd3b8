import { useId, useRef } from "react";
import { type FieldPath, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { CONTACT_HONEYPOT } from "../../../domain/contact.ts";
import type { ContactMessage, ContactMessageInput } from "../../../domain/schemas/contact.ts";
import { lazyResolver } from "../../lib/lazy-resolver.ts";
import { notify } from "../../lib/toast.ts";
import { ContactSendError, sendContactMessage } from "./send-message.ts";
import "../../components/field.css";
import "./contact-form.css";

const SENT = "Se ha enviado su mensaje, le responderemos a la brevedad. Gracias.";
const FAILED = "Ha ocurrido un error, inténtelo más tarde.";
const EMPTY: ContactMessageInput = { name: "", email: "", message: "" };
// The server's own zod schema, loaded with the first check (lib/lazy-resolver.ts).
const resolver = lazyResolver(() => import("./contact-schema.ts").then((m) => m.contactResolver));

/**
 * The contact form (SPEC section 5): name, e-mail and message, each 'Este campo es requerido'; the
 * e-mail checked for form. The same zod schema is the server's. A hidden honeypot field keeps simple bots out.
 */
export function ContactForm() {
  const trap = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    defaultValues: EMPTY,
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage({ ...values, website: trap.current?.value ?? "" });
      notify("success", SENT);
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ContactSendError && error.status === 400 && error.fields.length) {
        for (const field of error.fields) {
          if (field.path in EMPTY) setError(field.path as FieldPath<ContactMessageInput>, { message: field.message });
        }
        return;
      }
      // Too many messages: the server's own words say to wait; anything else is the SPEC's failure text.
      notify("error", error instanceof ContactSendError && error.status === 429 ? error.message : FAILED);
    }
  });

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div className="contact-form__row">
        <ContactField
          label="Nombre"
          registration={register("name")}
          error={errors.name?.message}
          autoComplete="name"
          maxLength={100}
        />
        <ContactField
          label="Correo electrónico"
          type="email"
          registration={register("email")}
          error={errors.email?.message}
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <ContactField
        label="Mensaje"
        multiline
        registration={register("message")}
        error={errors.message?.message}
        maxLength={5000}
      />
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          No complete este campo
          <input ref={trap} type="text" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? "Enviando..." : "ENVIAR MENSAJE"}
        </button>
      </div>
    </form>
  );
}

interface ContactFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: "text" | "email";
  multiline?: boolean;
  autoComplete?: string;
  maxLength: number;
}

/** One required field: its label, the input and the error the input refers to. */
function ContactField({
  label,
  registration,
  error,
  type = "text",
  multiline,
  autoComplete,
  maxLength,
}: ContactFieldProps) {
  const id = useId();
  const common = {
    id,
    className: multiline ? "field__input field__input--area" : "field__input",
    "aria-required": true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    maxLength,
    ...registration,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
