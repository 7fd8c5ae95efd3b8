import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod";
import { STOCK_ALERT_PRIVACY, stockAlertForm } from "../../../domain/schemas/stock-alerts.ts";

type FormInput = z.input<typeof stockAlertForm>;
type FormOutput = z.output<typeof stockAlertForm>;

const FAILED = "Ha ocurrido un error. Inténtelo nuevamente.";
const SENT = "Le enviamos un correo para confirmar el aviso. Ábralo y pulse «Confirmar el aviso».";

/** POST /api/stock-alerts; the server's Spanish message when it refuses. */
async function askAlert(body: {
  email: string;
  productId: number;
  variantId: number | null;
  consent: string;
}): Promise<string | null> {
  const response = await fetch("/api/stock-alerts", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return null;
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return response.status < 500 && answer?.error?.message ? answer.error.message : FAILED;
}

interface StockAlertFormProps {
  productId: number;
  variantId: number | null;
  sizeLabel: string | null;
}

/** The e-mail, the privacy line and the answer (loaded lazily by StockAlert). */
export function StockAlertForm({ productId, variantId, sizeLabel }: StockAlertFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(stockAlertForm), defaultValues: { email: "" } });
  const focused = useRef(false);

  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    setFocus("email");
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      // The wording shown here is domain/consents.ts "aviso-stock-1": the server stores its own copy of it.
      const refused = await askAlert({ email, productId, variantId, consent: "aviso-stock-1" });
      setOutcome(refused ? { ok: false, message: refused } : { ok: true, message: SENT });
    } catch {
      setOutcome({ ok: false, message: FAILED });
    }
  });

  if (outcome?.ok) {
    return (
      <p className="stock-alert__done" role="status">
        {outcome.message}
      </p>
    );
  }
  const error = errors.email?.message;
  return (
    <form className="stock-alert__form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="stock-alert__lead">
        Le escribimos una sola vez cuando vuelva a haber stock{sizeLabel ? ` de ${sizeLabel}` : ""}.
      </p>
      <label htmlFor={`${id}-email`} className="stock-alert__label">
        Correo electrónico
      </label>
      <div className="stock-alert__row">
        <input
          id={`${id}-email`}
          className="stock-alert__input"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-privacy${error ? ` ${id}-error` : ""}`}
          {...register("email")}
        />
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? "Enviando..." : "Avisarme"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="stock-alert__error">
          {error}
        </p>
      )}
      <p id={`${id}-privacy`} className="stock-alert__privacy">
        {STOCK_ALERT_PRIVACY}
      </p>
      {outcome && !outcome.ok && (
        <p className="stock-alert__error" role="alert">
          {outcome.message}
        </p>
      )}
    </form>
  );
}
