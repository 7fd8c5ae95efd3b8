import { type FormEvent, useId, useState } from "react";
import type { QuoteView } from "../../../domain/api/quotes.ts";
import { DEPARTMENT_NAMES } from "../../../domain/departments.ts";
import { quoteAcceptance } from "../../../domain/schemas/quote.ts";
import { acceptQuote } from "../../components/quotes/quotes-api.ts";
import { messageOf } from "../../lib/api.ts";

type Fields = Record<
  "firstName" | "lastName" | "phone" | "streetAddress" | "town" | "zip" | "deliveryMethod" | "paymentMethod",
  string
>;

const LABELS: Record<keyof Omit<Fields, "deliveryMethod" | "paymentMethod">, string> = {
  firstName: "Nombre",
  lastName: "Apellido",
  phone: "Teléfono",
  streetAddress: "Dirección",
  town: "Departamento",
  zip: "Código postal",
};

/** 'Aceptar la cotización': who receives it, how (pickup or home delivery) and how to pay; then the order. */
export function AcceptQuote({ quote, token }: { quote: QuoteView; token: string | undefined }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    firstName: "",
    lastName: "",
    phone: "",
    streetAddress: "",
    town: "Montevideo",
    zip: "",
    deliveryMethod: "pickup",
    paymentMethod: "bank",
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const delivery = fields.deliveryMethod === "delivery";
    const parsed = quoteAcceptance.safeParse({
      ...fields,
      email: quote.email,
      streetAddress: delivery ? fields.streetAddress : undefined,
      town: delivery ? fields.town : undefined,
      zip: delivery ? fields.zip : undefined,
      acceptTerms: terms,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const { order, checkoutUrl } = await acceptQuote(quote.id, token, parsed.data);
      if (order.status === "mercado" && checkoutUrl) return window.location.assign(checkoutUrl);
      const base = order.status === "approved" ? "success" : order.status === "pending" ? "pending" : "shop/order";
      window.location.assign(`/${base}/${order.id}?token=${encodeURIComponent(order.accessToken)}`);
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };

  const text = (name: keyof typeof LABELS, type = "text") => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {LABELS[name]}
      </label>
      {name === "town" ? (
        <select id={`${id}-${name}`} className="field__input" value={fields.town} onChange={set("town")}>
          {DEPARTMENT_NAMES.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      ) : (
        <input
          id={`${id}-${name}`}
          className="field__input"
          type={type}
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="quote-accept" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Aceptar la cotización</h2>
      <p>El pedido se hace a los precios cotizados, con el stock de este momento. Lo recibe {quote.email}.</p>
      <div className="quote-accept__grid">
        {text("firstName")}
        {text("lastName")}
        {text("phone", "tel")}
      </div>
      <fieldset className="quote-accept__choice">
        <legend>Entrega</legend>
        <label>
          <input
            type="radio"
            name="delivery"
            value="pickup"
            checked={fields.deliveryMethod === "pickup"}
            onChange={set("deliveryMethod")}
          />{" "}
          Retiro en el local
        </label>
        <label>
          <input
            type="radio"
            name="delivery"
            value="delivery"
            checked={fields.deliveryMethod === "delivery"}
            onChange={set("deliveryMethod")}
          />{" "}
          Envío a domicilio
        </label>
      </fieldset>
      {fields.deliveryMethod === "delivery" && (
        <div className="quote-accept__grid">
          {text("streetAddress")}
          {text("town")}
          {text("zip")}
        </div>
      )}
      <fieldset className="quote-accept__choice">
        <legend>Pago</legend>
        <label>
          <input
            type="radio"
            name="payment"
            value="bank"
            checked={fields.paymentMethod === "bank"}
            onChange={set("paymentMethod")}
          />{" "}
          Transferencia bancaria
        </label>
        <label>
          <input
            type="radio"
            name="payment"
            value="mercadopago"
            checked={fields.paymentMethod === "mercadopago"}
            onChange={set("paymentMethod")}
          />{" "}
          Mercado Pago
        </label>
      </fieldset>
      <label className="quote-accept__terms">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> Acepto los{" "}
        <a href="/terms-and-conditions" target="_blank" rel="noreferrer">
          Términos y condiciones
        </a>{" "}
        y la{" "}
        <a href="/privacy" target="_blank" rel="noreferrer">
          Política de privacidad
        </a>
        .
      </label>
      {errors.acceptTerms && <p className="field__error">{errors.acceptTerms}</p>}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? "Haciendo el pedido..." : "Aceptar y hacer el pedido"}
      </button>
    </form>
  );
}
