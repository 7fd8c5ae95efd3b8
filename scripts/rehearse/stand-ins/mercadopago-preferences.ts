/**
 * The Mercado Pago stand-in's Checkout Pro preferences, shaped like the API's answers (Uruguay: site MLU,
 * currency UYU, dates with the -03:00 offset Mercado Pago writes for the site). Payments and merchant orders:
 * mercadopago-payments.ts.
 */

export type PreferenceBody = {
  items?: { id?: string; title?: string; quantity?: number; unit_price?: number; currency_id?: string }[];
  external_reference?: string;
  payer?: Record<string, unknown>;
  back_urls?: { success?: string; pending?: string; failure?: string };
  auto_return?: string;
  notification_url?: string;
  statement_descriptor?: string;
  expires?: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
  date_of_expiration?: string;
  payment_methods?: Record<string, unknown>;
  binary_mode?: boolean;
  [key: string]: unknown;
};

export type Preference = ReturnType<typeof preferenceJson>;

/** Mercado Pago's date format for Uruguay: local time with milliseconds and -03:00. */
export function mpDate(date: Date): string {
  return `${new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, -1)}-03:00`;
}

export function preferenceTotal(preference: { items: { quantity?: number; unit_price?: number }[] }): number {
  return preference.items.reduce((sum, item) => sum + Number(item.quantity ?? 0) * Number(item.unit_price ?? 0), 0);
}

export function preferenceJson(
  body: PreferenceBody,
  ids: { id: string; collectorId: number; clientId: string },
  links: { initPoint: string; sandboxInitPoint: string },
  now: Date,
) {
  return {
    additional_info: "",
    auto_return: body.auto_return ?? "",
    back_urls: { failure: "", pending: "", success: "", ...body.back_urls },
    binary_mode: body.binary_mode ?? false,
    client_id: ids.clientId,
    collector_id: ids.collectorId,
    coupon_code: null,
    coupon_labels: null,
    date_created: mpDate(now),
    date_of_expiration: body.date_of_expiration ?? null,
    expiration_date_from: body.expiration_date_from ?? null,
    expiration_date_to: body.expiration_date_to ?? null,
    expires: body.expires ?? false,
    external_reference: body.external_reference ?? "",
    id: ids.id,
    init_point: links.initPoint,
    internal_metadata: null,
    items: (body.items ?? []).map((item) => ({
      id: item.id ?? "",
      category_id: "",
      currency_id: item.currency_id ?? "UYU",
      description: "",
      title: item.title ?? "",
      quantity: Number(item.quantity),
      unit_price: Number(item.unit_price),
    })),
    marketplace: "NONE",
    marketplace_fee: 0,
    metadata: {},
    notification_url: body.notification_url ?? null,
    operation_type: "regular_payment",
    payer: {
      phone: { area_code: "", number: "" },
      address: { zip_code: "", street_name: "", street_number: null },
      email: "",
      identification: { number: "", type: "" },
      name: "",
      surname: "",
      date_created: null,
      last_purchase: null,
      ...body.payer,
    },
    payment_methods: {
      default_card_id: null,
      default_payment_method_id: null,
      excluded_payment_methods: [{ id: "" }],
      excluded_payment_types: [{ id: "" }],
      installments: null,
      default_installments: null,
      ...body.payment_methods,
    },
    processing_modes: null,
    product_id: null,
    redirect_urls: { failure: "", pending: "", success: "" },
    sandbox_init_point: links.sandboxInitPoint,
    site_id: "MLU",
    shipments: {
      default_shipping_method: null,
      receiver_address: {
        zip_code: "",
        street_name: "",
        street_number: null,
        floor: "",
        apartment: "",
        city_name: null,
        state_name: null,
        country_name: null,
      },
    },
    statement_descriptor: body.statement_descriptor ?? "",
    total_amount: null,
    last_updated: null,
    financing_group: "",
  };
}
