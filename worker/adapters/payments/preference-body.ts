import { EXCLUDED_PAYMENT_TYPES, type PreferenceInput } from "./port.ts";

/** Uruguay keeps UTC−03:00 all year (no daylight saving since 2015). */
const MONTEVIDEO_OFFSET_MINUTES = -180;

/**
 * The Checkout Pro preference for an order, created at `now`, as POST /checkout/preferences takes it: what
 * the Mercado Pago adapter sends, and what the simulator stores (with its own fields on top), so the two
 * cannot drift apart. Its type is what it returns: the SDK's request type has every field optional, and
 * SimulatedPreferenceBody (worker/db/simulator.ts) says what the simulator reads back.
 */
export function preferenceBody(input: PreferenceInput, now: Date) {
  return {
    items: input.items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      currency_id: "UYU" as const,
    })),
    external_reference: input.externalReference,
    payer: { email: input.payer.email, name: input.payer.firstName, surname: input.payer.lastName },
    back_urls: { ...input.backUrls },
    auto_return: "approved" as const,
    notification_url: input.notificationUrl,
    statement_descriptor: input.statementDescriptor,
    // The checkout can be used while the order holds its stock; a cash ticket stays payable until its own date.
    expires: true as const,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(input.expiresAt),
    date_of_expiration: mpDate(input.ticketExpiresAt),
    payment_methods: { excluded_payment_types: EXCLUDED_PAYMENT_TYPES.map((id) => ({ id })) },
    // Not binary: a cash ticket (Abitab / RedPagos) or a payment under review must be able to stay pending.
    binary_mode: false as const,
  };
}

/** Mercado Pago's date format: ISO 8601 with milliseconds and a numeric offset (Montevideo's). */
export function mpDate(date: Date): string {
  const local = new Date(date.getTime() + MONTEVIDEO_OFFSET_MINUTES * 60_000).toISOString().slice(0, -1);
  const sign = MONTEVIDEO_OFFSET_MINUTES < 0 ? "-" : "+";
  const minutes = Math.abs(MONTEVIDEO_OFFSET_MINUTES);
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
