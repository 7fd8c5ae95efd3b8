import { EXCLUDED_PAYMENT_TYPES, type PreferenceInput } from "./port.ts";

/**
 * The Checkout Pro preference for an order, as POST /checkout/preferences takes it: what the Mercado Pago
 * adapter sends, and what the simulator stores (with its own fields on top), so the two cannot drift apart.
 */
export interface PreferenceBody {
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: "UYU" }[];
  external_reference: string;
  payer: { email: string; name: string; surname: string };
  back_urls: { success: string; pending: string; failure: string };
  auto_return: "approved";
  notification_url: string;
  statement_descriptor: string;
  expires: true;
  /** Mercado Pago dates (mpDate): the preference (and a card payment) can be used from … to …. */
  expiration_date_from: string;
  expiration_date_to: string;
  /** A cash ticket (Abitab / RedPagos) stays payable until then. */
  date_of_expiration: string;
  payment_methods: { excluded_payment_types: { id: string }[] };
  binary_mode: false;
}

/** Uruguay keeps UTC−03:00 all year (no daylight saving since 2015). */
const MONTEVIDEO_OFFSET_MINUTES = -180;

/** The preference for `input`, created at `now`. */
export function preferenceBody(input: PreferenceInput, now: Date): PreferenceBody {
  return {
    items: input.items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      currency_id: "UYU",
    })),
    external_reference: input.externalReference,
    payer: { email: input.payer.email, name: input.payer.firstName, surname: input.payer.lastName },
    back_urls: { ...input.backUrls },
    auto_return: "approved",
    notification_url: input.notificationUrl,
    statement_descriptor: input.statementDescriptor,
    // The checkout can be used while the order holds its stock; a cash ticket stays payable until its own date.
    expires: true,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(input.expiresAt),
    date_of_expiration: mpDate(input.ticketExpiresAt),
    payment_methods: { excluded_payment_types: EXCLUDED_PAYMENT_TYPES.map((id) => ({ id })) },
    // Not binary: a cash ticket (Abitab / RedPagos) or a payment under review must be able to stay pending.
    binary_mode: false,
  };
}

/** Mercado Pago's date format: ISO 8601 with milliseconds and a numeric offset (Montevideo's). */
export function mpDate(date: Date): string {
  const local = new Date(date.getTime() + MONTEVIDEO_OFFSET_MINUTES * 60_000).toISOString().slice(0, -1);
  const sign = MONTEVIDEO_OFFSET_MINUTES < 0 ? "-" : "+";
  const minutes = Math.abs(MONTEVIDEO_OFFSET_MINUTES);
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
