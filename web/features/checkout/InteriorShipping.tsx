import { useEffect, useState } from "react";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { isMontevideo } from "../../../domain/departments.ts";
import { formatUYU } from "../../../domain/money.ts";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { type Carrier, type CarrierId, carrierAllows, carrierName } from "../../../domain/shipping.ts";
import { Choice, SelectField, TextField } from "../../components/fields.tsx";

/** What GET /api/shipping says: the owner's carriers, who pays, the departments the table leaves out. */
interface ShippingOffer {
  carriers: Carrier[];
  cost: "receiver" | "table";
  notServed: string[];
}

/** The server's price for this cart and department (POST /api/shipping/quote); the order is priced again. */
export interface ShippingQuote {
  fee: number;
  paidByReceiver: boolean;
}

/**
 * Interior shipping at checkout (issue 45 part 2): the owner's carriers, and the server's quote for the cart's weight
 * to the department chosen (the client never prices it: the order service charges the same table).
 */
export function useInteriorShipping(
  method: string,
  town: string,
  lines: readonly { variantId: number; quantity: number }[],
): { interior: boolean; offer: ShippingOffer | null; quote: ShippingQuote | null } {
  const interior = method === "delivery" && !!town && !isMontevideo(town);
  const [offer, setOffer] = useState<ShippingOffer | null>(null);
  const [quote, setQuote] = useState<ShippingQuote | null>(null);
  useEffect(() => {
    if (!interior || offer) return;
    fetch("/api/shipping")
      .then((res) => (res.ok ? res.json() : null))
      .then(setOffer, () => undefined);
  }, [interior, offer]);
  const cart = JSON.stringify(lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })));
  useEffect(() => {
    setQuote(null);
    if (!interior) return;
    const abort = new AbortController();
    fetch("/api/shipping/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ town, items: JSON.parse(cart) }),
      signal: abort.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then(setQuote, () => undefined);
    return () => abort.abort();
  }, [interior, town, cart]);
  return { interior, offer, quote };
}

interface Props {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  offer: ShippingOffer;
  quote: ShippingQuote | null;
  town: string;
  carrierId: string | undefined;
  mode: string | undefined;
}

/** The carrier, agency or address, and the cost before confirming ('Paga el destinatario' or the table's price). */
export function InteriorShippingSection({ register, errors, setValue, offer, quote, town, carrierId, mode }: Props) {
  const carrier = offer.carriers.find((c) => c.id === carrierId);
  // A carrier that delivers one way only sets the way; one that does both keeps the shopper's choice.
  useEffect(() => {
    if (carrier && carrier.modes !== "both") setValue("shippingMode", carrier.modes);
    else if (carrier && !mode) setValue("shippingMode", "agency");
  }, [carrier, mode, setValue]);
  const notServed = offer.notServed.includes(town);
  return (
    <fieldset className="checkout-fieldset">
      <legend>Envío al interior</legend>
      {notServed ? (
        <p className="field__error" role="alert">
          Por ahora no hacemos envíos a {town}. Elija retiro en el local u otro departamento.
        </p>
      ) : (
        <p className="checkout-interior__cost" aria-live="polite">
          Costo del envío a {town}:{" "}
          <strong>
            {!quote ? "calculando…" : quote.paidByReceiver ? "paga el destinatario" : formatUYU(quote.fee)}
          </strong>
        </p>
      )}
      {offer.carriers.length > 0 && (
        <div className="field-grid">
          <SelectField
            label="Empresa de envío"
            required
            registration={register("shippingCarrier")}
            error={errors.shippingCarrier?.message}
          >
            <option value="">Elija la empresa</option>
            {offer.carriers.map((c) => (
              <option key={c.id} value={c.id satisfies CarrierId}>
                {carrierName(c)}
              </option>
            ))}
          </SelectField>
          {carrier?.modes === "both" && (
            <div className="choice-list field--wide">
              <Choice
                registration={register("shippingMode")}
                value="agency"
                title="Retiro en una agencia"
                description={`Lo retira en una agencia de ${carrierName(carrier)}.`}
              />
              <Choice
                registration={register("shippingMode")}
                value="address"
                title="Entrega en su domicilio"
                description="Lo lleva a la dirección de envío."
              />
            </div>
          )}
          {carrier && carrierAllows(carrier, "agency") && (mode ?? "agency") === "agency" && (
            <TextField
              label="Agencia"
              required
              hint="Nombre de la agencia y localidad, por ejemplo: DAC Salto Centro."
              maxLength={120}
              registration={register("agency")}
              error={errors.agency?.message}
              wide
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
