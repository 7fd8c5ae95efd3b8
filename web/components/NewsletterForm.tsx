import { type FormEvent, useId, useState } from "react";
import { type NewsletterSource, subscribeToNewsletter } from "../lib/newsletter-subscribe.ts";
import "./newsletter.css";

type Status = "idle" | "invalid" | "refused" | "sending" | "success" | "error";

// SPEC's 'Gracias por subscribirte!' corrected and in usted (DESIGN.md 4.10); double opt-in: the mail to confirm.
const messages: Partial<Record<Status, string>> = {
  invalid: "Ingrese un correo electrónico válido (debe contener @).",
  refused: "La dirección de correo electrónico no es válida.",
  success: "¡Gracias por suscribirse! Le enviamos un correo para confirmar su suscripción.",
  error: "Ha ocurrido un error. Inténtelo nuevamente.",
};

interface NewsletterFormProps {
  source?: NewsletterSource;
  /** "dark" inside the footer, "light" on light backgrounds (blog sidebar). */
  tone?: "dark" | "light";
  title?: string;
}

/** Newsletter signup (SPEC sections 4, 5 and 8): submits only when the text contains '@'. */
export function NewsletterForm({ source = "footer", tone = "dark", title = "Newsletter" }: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const inputId = useId();
  const messageId = useId();
  const headingId = useId();
  const sending = status === "sending";
  const message = messages[status];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    if (!value.includes("@")) {
      setStatus("invalid");
      return;
    }
    setStatus("sending");
    try {
      if ((await subscribeToNewsletter(value, source)) === "invalid") return setStatus("refused");
      setStatus("success");
      setEmail("");
    } catch {
      setStatus("error");
    }
  }

  return (
    <form
      className={`newsletter newsletter--${tone}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={sending}
    >
      <h2 id={headingId} className="newsletter__title">
        {title}
      </h2>
      <p className="newsletter__intro">Reciba novedades, lanzamientos y promociones en su correo.</p>
      <label htmlFor={inputId} className="newsletter__label">
        Correo electrónico
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@ejemplo.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === "invalid" || status === "refused" || status === "error") setStatus("idle");
          }}
          aria-invalid={status === "invalid" || status === "refused" || undefined}
          aria-describedby={messageId}
          maxLength={254}
        />
        <button type="submit" className="btn btn--accent newsletter__button" disabled={sending}>
          {sending ? "Enviando..." : "Suscribirme"}
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter__message newsletter__message--${status}`}
        role={status === "invalid" || status === "refused" || status === "error" ? "alert" : "status"}
      >
        {message}
      </p>
    </form>
  );
}
