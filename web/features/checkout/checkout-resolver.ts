import type { Resolver } from "react-hook-form";
import type { CheckoutForm, CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { lazyResolver } from "../../lib/lazy-resolver.ts";

/**
 * The checkout form's resolver (checkout-validation.ts: the server's zod schema and the cédula's rule), loaded with
 * the form's first check rather than with the page (lib/lazy-resolver.ts).
 */
export function checkoutResolver(askCi: () => boolean): Resolver<CheckoutFormInput, unknown, CheckoutForm> {
  return lazyResolver(() => import("./checkout-validation.ts").then((m) => m.checkoutValidation(askCi)));
}
