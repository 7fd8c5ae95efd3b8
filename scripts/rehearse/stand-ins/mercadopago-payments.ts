import { randomInt, randomUUID } from "node:crypto";
import { mpDate, type Preference, preferenceTotal } from "./mercadopago-preferences.ts";

/**
 * The payments made on the Mercado Pago stand-in's checkout page and the merchant order grouping a
 * preference's payments, shaped like GET /v1/payments/{id} and GET /merchant_orders/{id} answer.
 */

export type Payment = ReturnType<typeof paymentJson>;
export type Outcome = "approve" | "reject";

/** A payment of the checkout page: a card payment, approved or rejected. */
export function paymentJson(
  preference: Preference,
  ids: { id: number; merchantOrderId: number; collectorId: number },
  outcome: Outcome,
  now: Date,
) {
  const amount = preferenceTotal(preference);
  const approved = outcome === "approve";
  const payer = preference.payer as { email?: string; name?: string; surname?: string };
  return {
    id: ids.id,
    date_created: mpDate(now),
    date_approved: approved ? mpDate(now) : null,
    date_last_updated: mpDate(now),
    date_of_expiration: null,
    money_release_date: approved ? mpDate(new Date(now.getTime() + 14 * 86_400_000)) : null,
    money_release_status: approved ? "pending" : null,
    operation_type: "regular_payment",
    issuer_id: "1",
    payment_method_id: "master",
    payment_type_id: "credit_card",
    payment_method: { id: "master", type: "credit_card", issuer_id: "1" },
    status: approved ? "approved" : "rejected",
    status_detail: approved ? "accredited" : "cc_rejected_other_reason",
    currency_id: "UYU",
    description: preference.items[0]?.title ?? "",
    live_mode: false,
    sponsor_id: null,
    authorization_code: approved ? String(randomInt(100_000, 999_999)) : null,
    money_release_schema: null,
    taxes_amount: 0,
    counter_currency: null,
    brand_id: null,
    shipping_amount: 0,
    build_version: "3.0.0",
    pos_id: null,
    store_id: null,
    integrator_id: null,
    platform_id: null,
    corporation_id: null,
    collector_id: ids.collectorId,
    payer: {
      id: String(randomInt(100_000_000, 999_999_999)),
      email: payer.email ?? "",
      first_name: payer.name ?? null,
      last_name: payer.surname ?? null,
      identification: { number: null, type: null },
      phone: { area_code: null, number: null, extension: null },
      type: null,
      entity_type: null,
      operator_id: null,
    },
    marketplace_owner: null,
    metadata: {},
    additional_info: {
      items: preference.items.map((item) => ({
        ...item,
        quantity: String(item.quantity),
        unit_price: String(item.unit_price),
      })),
    },
    order: { id: String(ids.merchantOrderId), type: "mercadopago" },
    external_reference: preference.external_reference || null,
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    coupon_amount: 0,
    differential_pricing_id: null,
    deduction_schema: null,
    installments: 1,
    transaction_details: {
      payment_method_reference_id: null,
      net_received_amount: approved ? amount : 0,
      total_paid_amount: amount,
      overpaid_amount: 0,
      external_resource_url: null,
      installment_amount: amount,
      financial_institution: null,
      payable_deferral_period: null,
      acquirer_reference: null,
    },
    fee_details: [],
    charges_details: [],
    captured: true,
    binary_mode: preference.binary_mode,
    call_for_authorize_id: null,
    statement_descriptor: preference.statement_descriptor,
    card: {
      first_six_digits: "503175",
      last_four_digits: "0604",
      expiration_month: 11,
      expiration_year: 2030,
      date_created: mpDate(now),
      date_last_updated: mpDate(now),
      cardholder: { name: approved ? "APRO" : "OTHE", identification: { number: "12345678", type: "CI" } },
    },
    notification_url: preference.notification_url,
    refunds: [],
    processing_mode: "aggregator",
    merchant_account_id: null,
    merchant_number: null,
    acquirer_reconciliation: [],
    point_of_interaction: { type: "CHECKOUT", business_info: { unit: "online_payments", sub_unit: "checkout_pro" } },
    preference_id: preference.id,
  };
}

/** GET /merchant_orders/{id}: the preference's merchant order and its payments. */
export function merchantOrderJson(id: number, preference: Preference, payments: Payment[], now: Date) {
  const total = preferenceTotal(preference);
  const paid = payments.filter((p) => p.status === "approved").reduce((sum, p) => sum + p.transaction_amount, 0);
  return {
    id,
    status: paid >= total ? "closed" : "opened",
    external_reference: preference.external_reference,
    preference_id: preference.id,
    payments: payments.map((p) => ({
      id: p.id,
      transaction_amount: p.transaction_amount,
      total_paid_amount: p.transaction_details.total_paid_amount,
      shipping_cost: 0,
      currency_id: p.currency_id,
      status: p.status,
      status_detail: p.status_detail,
      operation_type: p.operation_type,
      date_approved: p.date_approved,
      date_created: p.date_created,
      last_modified: p.date_last_updated,
      amount_refunded: 0,
    })),
    shipments: [],
    payouts: [],
    collector: { id: preference.collector_id, email: "", nickname: "" },
    marketplace: "NONE",
    notification_url: preference.notification_url,
    date_created: preference.date_created,
    last_updated: mpDate(now),
    sponsor_id: null,
    shipping_cost: 0,
    total_amount: total,
    site_id: "MLU",
    paid_amount: paid,
    refunded_amount: 0,
    payer: null,
    items: preference.items,
    cancelled: false,
    additional_info: "",
    application_id: null,
    is_test: true,
    order_status: paid >= total ? "paid" : payments.length ? "payment_in_process" : "payment_required",
    client_id: preference.client_id,
  };
}

/** Ids as Mercado Pago writes them: preferences "{collector}-{uuid}", payments and orders large numbers. */
export function idSource() {
  let payment = randomInt(10_000_000_000, 20_000_000_000);
  let order = randomInt(20_000_000_000, 30_000_000_000);
  return {
    preference: (collectorId: number) => `${collectorId}-${randomUUID()}`,
    payment: () => ++payment,
    merchantOrder: () => ++order,
    notification: () => randomInt(100_000_000_000, 200_000_000_000),
  };
}
