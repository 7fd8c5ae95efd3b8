import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type CheckoutForm, type CheckoutFormInput, checkoutForm } from "../../../domain/schemas/checkout.ts";
import { REQUIRED } from "../../../domain/schemas/fields.ts";

type Values = CheckoutFormInput;

/**
 * What the shopper cannot see is neither checked nor sent: the address for pickup, the company without a RUT,
 * the cédula when it is not asked.
 */
function withoutHiddenFields(values: Values, askCi: boolean): Values {
  const rut = Boolean(values.rut?.trim());
  return {
    ...values,
    ...(values.deliveryMethod === "pickup" ? { streetAddress: "", apartment: "", town: "", zip: "" } : {}),
    ...(rut ? {} : { companyName: "", companyAddress: "" }),
    ...(rut || !askCi ? { buyerDocument: "" } : {}),
  };
}

// The same zod schema the server uses (domain/schemas/checkout.ts).
const schemaResolver = zodResolver(checkoutForm);

/**
 * The checkout form's checks: the shared schema, and the cédula required while `askCi()` says the order needs it
 * (no RUT, a total from DGI's threshold: the server checks it again with its own prices). Loaded with the first
 * check (checkout-resolver.ts).
 */
export function checkoutValidation(askCi: () => boolean): Resolver<Values, unknown, CheckoutForm> {
  return async (input, context, options) => {
    const ask = askCi();
    const values = withoutHiddenFields(input, ask);
    const result = await schemaResolver(values, context, options);
    if (!ask || values.rut?.trim() || values.buyerDocument?.trim() || result.errors.buyerDocument) return result;
    return {
      values: {},
      errors: { ...result.errors, buyerDocument: { type: "required", message: REQUIRED } },
    };
  };
}
