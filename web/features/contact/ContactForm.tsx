import { useRef } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { CONTACT_HONEYPOT } from "../../../domain/contact.ts";
import type { ContactMessage, ContactMessageInput } from "../../../domain/schemas/contact.ts";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { lazyResolver } from "../../lib/lazy-resolver.ts";
import { notify } from "../../lib/toast.ts";
import { ContactSendError, sendContactMessage } from "./send-message.ts";
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
        <TextField
          label="Nombre"
          required
          registration={register("name")}
          error={errors.name?.message}
          autoComplete="name"
          maxLength={100}
        />
        <TextField
          label="Correo electrónico"
          required
          type="email"
          registration={register("email")}
          error={errors.email?.message}
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <TextAreaField
        label="Mensaje"
        required
        rows={6}
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
