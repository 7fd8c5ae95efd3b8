import { type FormEvent, useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { QuoteView } from "../../../domain/api/quotes.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { QuoteDestination } from "../../../domain/quotes.ts";
import { EMPTY_ORDER_FORM, type OrderFormFields } from "../../../domain/schemas/checkout.ts";
import { quoteAcceptance } from "../../../domain/schemas/quote.ts";
import { AddressFields } from "../../components/AddressFields.tsx";
import { ContactFields } from "../../components/ContactFields.tsx";
import { InvoiceFields } from "../../components/InvoiceFields.tsx";
import { acceptQuote, QuoteApiError } from "../../components/quotes/quotes-api.ts";
import { useFiscalPrefill } from "../../components/use-fiscal-prefill.ts";
import { messageOf } from "../../lib/api.ts";

type Values = OrderFormFields;
type Field = keyof Values;

const DEFAULTS: Values = EMPTY_ORDER_FORM;
/** The form as the request said it goes ('Entrega'): pickup, or delivery to its department; a choice, not a rule. */
const startOf = (destination: QuoteDestination | null): Values =>
  destination === null
    ? DEFAULTS
    : destination === "retiro"
      ? { ...DEFAULTS, deliveryMethod: "pickup" }
      : { ...DEFAULTS, deliveryMethod: "delivery", town: destination };
const FIELDS = new Set<string>(Object.keys(DEFAULTS));
const ADDRESS = ["streetAddress", "apartment", "town", "zip"] as const;

/**
 * 'Aceptar la cotización': who receives it, the e-Factura's data (a RUT: the company; prefilled for a company's buyer
 * or from the account's fiscal data, as checkout), how (pickup, or home delivery to any department at the quoted
 * cost: decision 036) and how to pay; then the order. The server checks it all again with the same schema.
 */
export function AcceptQuote({ quote, token }: { quote: QuoteView; token: string | undefined }) {
  const id = useId();
  const { register, control, getValues, setValue, setError, clearErrors, setFocus, formState } = useForm<Values>({
    defaultValues: startOf(quote.destination),
  });
  const { errors } = formState;
  useFiscalPrefill(getValues, setValue, { saved: true });
  const [deliveryMethod, rut] = useWatch({ control, name: ["deliveryMethod", "rut"] });
  // DGI's threshold for an e-Ticket without RUT is the server's to say (buyer_document_required): then it is asked.
  const [askCi, setAskCi] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const delivery = deliveryMethod === "delivery";
  // The cédula the server asked for is drawn on the next render: it takes the focus then.
  useEffect(() => {
    if (askCi) setFocus("buyerDocument");
  }, [askCi, setFocus]);

  const show = (found: { path: string; message: string }[]) => {
    const shown = found.filter((f) => FIELDS.has(f.path.split(".")[0]!));
    for (const { path, message } of shown) setError(path.split(".")[0] as Field, { type: "server", message });
    if (shown[0]) setFocus(shown[0].path.split(".")[0] as Field);
    return shown.length > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = getValues();
    clearErrors();
    setProblem(null);
    const parsed = quoteAcceptance.safeParse({
      ...values,
      email: quote.email,
      ...Object.fromEntries(ADDRESS.map((k) => [k, delivery ? values[k] : undefined])),
      buyerDocument: askCi ? values.buyerDocument : undefined,
    });
    if (!parsed.success) {
      const found = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      show(found);
      return;
    }
    setBusy(true);
    try {
      const { order, checkoutUrl } = await acceptQuote(quote.id, token, parsed.data);
      if (order.status === "mercado" && checkoutUrl) return window.location.assign(checkoutUrl);
      const base = order.status === "approved" ? "success" : order.status === "pending" ? "pending" : "shop/order";
      window.location.assign(`/${base}/${order.id}?token=${encodeURIComponent(order.accessToken)}`);
    } catch (error) {
      const fields = error instanceof QuoteApiError ? error.fields : [];
      if (fields.some((f) => f.path === "buyerDocument")) setAskCi(true);
      if (!show(fields)) setProblem(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <form className="quote-accept" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Aceptar la cotización</h2>
      <p>El pedido se hace a los precios cotizados, con el stock de este momento. Lo recibe {quote.email}.</p>
      <div className="quote-accept__grid">
        <ContactFields register={register} errors={errors} />
      </div>
      <fieldset className="quote-accept__invoice">
        <legend>Factura</legend>
        <p className="field__hint">Sin RUT, el pedido lleva e-Ticket; con RUT, e-Factura a nombre de la empresa.</p>
        <div className="quote-accept__grid">
          <InvoiceFields
            register={register}
            errors={errors}
            company={Boolean(rut?.trim())}
            askCi={askCi && !rut?.trim()}
            identifyBuyerFrom={null}
          />
        </div>
      </fieldset>
      <fieldset className="quote-accept__choice">
        <legend>Entrega</legend>
        <label>
          <input type="radio" value="pickup" {...register("deliveryMethod")} /> Retiro en el local
        </label>
        <label>
          <input type="radio" value="delivery" {...register("deliveryMethod")} aria-describedby={`${id}-delivery`} />{" "}
          Envío a domicilio
        </label>
        <p id={`${id}-delivery`} className="field__hint quote-accept__note">
          Enviamos a cualquier departamento por el costo de envío cotizado:{" "}
          {quote.deliveryFee > 0 ? formatUYU(quote.deliveryFee) : "sin costo"}.
        </p>
      </fieldset>
      {delivery && (
        <div className="quote-accept__grid">
          <AddressFields register={register} errors={errors} />
        </div>
      )}
      <fieldset className="quote-accept__choice">
        <legend>Pago</legend>
        <label>
          <input type="radio" value="bank" {...register("paymentMethod")} /> Transferencia bancaria
        </label>
        <label>
          <input type="radio" value="mercadopago" {...register("paymentMethod")} /> Mercado Pago
        </label>
      </fieldset>
      <label className="quote-accept__terms">
        <input
          type="checkbox"
          {...register("acceptTerms")}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
        />{" "}
        Acepto los{" "}
        <a href="/terms-and-conditions" target="_blank" rel="noreferrer">
          Términos y condiciones
        </a>{" "}
        y la{" "}
        <a href="/privacy" target="_blank" rel="noreferrer">
          Política de privacidad
        </a>
        .
      </label>
      {errors.acceptTerms && (
        <p id={`${id}-terms-error`} className="field__error">
          {errors.acceptTerms.message}
        </p>
      )}
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
