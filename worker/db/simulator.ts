import type { Tx } from "./database.ts";

// The embedded Mercado Pago simulator's SQL (tables simulated_preferences, simulated_payments of
// migration 20261122000400_payments.sql): its preferences and the payments its checkout page records.
// Service role only; empty in production. worker/adapters/payments/simulator.ts is the only caller.

/** A preference as the simulator keeps it: Mercado Pago's own field names, in the row's jsonb body. */
export interface SimulatedPreferenceBody {
  collector_id: number;
  external_reference: string;
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  payer: { email: string; name: string; surname: string };
  back_urls: { success: string; pending: string; failure: string };
  auto_return: "approved";
  notification_url: string;
  statement_descriptor: string;
  expires: true;
  /** ISO date: the preference (and a card payment) can be used until then. */
  expiration_date_to: string;
  /** ISO date: a cash ticket (Abitab / RedPagos) stays payable until then. */
  date_of_expiration: string;
  /** The simulator's merchant order for this preference (one per preference), digits. */
  merchant_order_id: string;
  init_point: string;
  /** The X-Idempotency-Key it was created with: the same key answers this preference again. */
  idempotency_key: string;
}

export interface SimulatedPreference {
  id: string;
  orderId: string;
  body: SimulatedPreferenceBody;
  createdAt: Date;
}

export interface SimulatedPaymentRow {
  id: string;
  preferenceId: string;
  status: string;
  statusDetail: string;
  paymentTypeId: string;
  paymentMethodId: string;
  transactionAmount: number;
  currencyId: string;
  externalReference: string;
  dateCreated: Date;
  dateApproved: Date | null;
  dateOfExpiration: Date | null;
}

export type NewSimulatedPayment = Omit<SimulatedPaymentRow, "id">;

const PAYMENT_COLUMNS = `id::text as id, preference_id as "preferenceId", status, status_detail as "statusDetail",
  payment_type_id as "paymentTypeId", payment_method_id as "paymentMethodId",
  transaction_amount as "transactionAmount", currency_id as "currencyId",
  external_reference as "externalReference", date_created as "dateCreated", date_approved as "dateApproved",
  date_of_expiration as "dateOfExpiration"`;

/**
 * Serializes the creations that use one idempotency key until the transaction ends, so two concurrent
 * requests with the same key cannot both find nothing and insert two preferences.
 */
export async function lockPreferenceKey(tx: Tx, idempotencyKey: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`simulated_preference:${idempotencyKey}`}, 0))`;
}

/** The preference created with this idempotency key, if any. */
export async function findPreferenceByKey(tx: Tx, idempotencyKey: string): Promise<SimulatedPreference | null> {
  const [row] = await tx<SimulatedPreference[]>`
    select id, order_id::text as "orderId", body, created_at as "createdAt"
      from simulated_preferences where body->>'idempotency_key' = ${idempotencyKey}
     order by created_at limit 1`;
  return row ?? null;
}

export async function insertPreference(
  tx: Tx,
  preference: { id: string; orderId: string; body: SimulatedPreferenceBody; createdAt: Date },
): Promise<void> {
  await tx`
    insert into simulated_preferences (id, order_id, body, created_at)
    values (${preference.id}, ${preference.orderId}::bigint, ${tx.json(preference.body as never)}, ${preference.createdAt})`;
}

/** One preference; `lock` holds its row until the transaction ends (one payment recorded at a time). */
export async function readPreference(
  tx: Tx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SimulatedPreference | null> {
  const rows = options.lock
    ? await tx<SimulatedPreference[]>`
        select id, order_id::text as "orderId", body, created_at as "createdAt"
          from simulated_preferences where id = ${id} for update`
    : await tx<SimulatedPreference[]>`
        select id, order_id::text as "orderId", body, created_at as "createdAt"
          from simulated_preferences where id = ${id}`;
  return rows[0] ?? null;
}

/** The preference whose merchant order has this id. */
export async function findPreferenceIdByMerchantOrder(tx: Tx, merchantOrderId: string): Promise<string | null> {
  const [row] = await tx<{ id: string }[]>`
    select id from simulated_preferences where body->>'merchant_order_id' = ${merchantOrderId} limit 1`;
  return row?.id ?? null;
}

export async function insertPayment(tx: Tx, payment: NewSimulatedPayment): Promise<SimulatedPaymentRow> {
  const [row] = await tx<SimulatedPaymentRow[]>`
    insert into simulated_payments (preference_id, status, status_detail, payment_type_id, payment_method_id,
                                    transaction_amount, currency_id, external_reference, date_created,
                                    date_approved, date_of_expiration)
    values (${payment.preferenceId}, ${payment.status}, ${payment.statusDetail}, ${payment.paymentTypeId},
            ${payment.paymentMethodId}, ${payment.transactionAmount}, ${payment.currencyId},
            ${payment.externalReference}, ${payment.dateCreated}, ${payment.dateApproved},
            ${payment.dateOfExpiration})
    returning ${tx.unsafe(PAYMENT_COLUMNS)}`;
  return row!;
}

/** `id` must be digits that fit a bigint (the caller checks). */
export async function readPayment(tx: Tx, id: string): Promise<SimulatedPaymentRow | null> {
  const [row] = await tx<SimulatedPaymentRow[]>`
    select ${tx.unsafe(PAYMENT_COLUMNS)} from simulated_payments where id = ${id}::bigint`;
  return row ?? null;
}

/** The payments for an order (external_reference), newest first. */
export async function listPaymentsByReference(tx: Tx, externalReference: string): Promise<SimulatedPaymentRow[]> {
  return tx<SimulatedPaymentRow[]>`
    select ${tx.unsafe(PAYMENT_COLUMNS)} from simulated_payments
     where external_reference = ${externalReference}
     order by date_created desc, id desc`;
}

/** The payments made on a preference, oldest first (as a merchant order lists them). */
export async function listPaymentsByPreference(tx: Tx, preferenceId: string): Promise<SimulatedPaymentRow[]> {
  return tx<SimulatedPaymentRow[]>`
    select ${tx.unsafe(PAYMENT_COLUMNS)} from simulated_payments
     where preference_id = ${preferenceId}
     order by date_created, id`;
}
