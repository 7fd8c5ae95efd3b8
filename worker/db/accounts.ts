import type { RepeatLine } from "../../domain/api/account.ts";
import type { Tx } from "./database.ts";

/**
 * SQL of customer accounts (issue 43, decision 034 "## Accounts"): which Auth users the Worker made as customers, the
 * guest orders a sign-in links, and the account's order list. Writes run as the service role; the list runs under
 * the customer's own claims, so RLS decides what it returns (migration 20261204010000_customer_accounts.sql).
 */

/** Records (or confirms) the customer account of an address; the address is stored in lower case. */
export async function recordCustomerAccount(tx: Tx, userId: string, email: string): Promise<void> {
  await tx`
    insert into customer_accounts (user_id, email) values (${userId}, ${email.toLowerCase()})
    on conflict (user_id) do update set email = excluded.email`;
}

/** Whether the shop made a customer account for this address. */
export async function customerAccountExists(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx<{ found: boolean }[]>`
    select exists (select 1 from customer_accounts where email = ${email.toLowerCase()}) as found`;
  return row?.found === true;
}

/**
 * The first call after a sign-in: every guest order of the verified address joins the account (idempotent: an
 * order that already belongs to an account is left alone). Returns how many joined now.
 */
export async function linkGuestOrders(tx: Tx, userId: string, email: string, now: Date): Promise<number> {
  const [row] = await tx<{ linked: number }[]>`
    with linked as (
      update orders set customer_user_id = ${userId}
       where lower(email) = ${email.toLowerCase()} and customer_user_id is null
      returning id
    ), stamped as (
      update customer_accounts set linked_at = ${now.toISOString()} where user_id = ${userId}
    )
    select count(*)::int as linked from linked`;
  return row?.linked ?? 0;
}

export interface AccountOrderRow {
  id: number;
  createdAt: Date;
  status: string;
  deliveryMethod: string;
  paymentMethod: string;
  fulfilment: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  total: number;
  accessToken: string;
  items: number;
  lines: RepeatLine[];
}

/** The caller's orders, newest first (at most 200). Run under the customer's claims: RLS filters them too. */
export async function readAccountOrders(tx: Tx, userId: string): Promise<AccountOrderRow[]> {
  return tx<AccountOrderRow[]>`
    select o.id::int as id, o.created_at as "createdAt", o.status, o.delivery_method as "deliveryMethod",
           o.payment_method as "paymentMethod", o.fulfilment, o.tracking_number as "trackingNumber",
           o.tracking_url as "trackingUrl", o.total::int as total, o.access_token as "accessToken",
           (select count(*)::int from order_items i where i.order_id = o.id) as items,
           coalesce((select json_agg(json_build_object('productId', i.product_id::int, 'variantId', i.variant_id::int,
                       'productName', i.product_name, 'size', i.size, 'unit', i.unit, 'unitPrice', i.unit_price,
                       'quantity', i.quantity) order by i.id)
                       from order_items i where i.order_id = o.id), '[]') as lines
      from orders o
     where o.customer_user_id = ${userId} and o.status <> 'mercado'
     order by o.created_at desc, o.id desc
     limit 200`;
}

/** Which of these orders have an issued CFE (or credit note): the account links their PDFs. */
export async function readIssuedInvoiceKinds(tx: Tx, orderIds: number[]): Promise<{ orderId: number; kind: string }[]> {
  if (!orderIds.length) return [];
  const ids = `{${orderIds.map((id) => Math.trunc(id)).join(",")}}`;
  return tx<{ orderId: number; kind: string }[]>`
    select order_id::int as "orderId", kind from invoices
     where order_id = any(${ids}::bigint[]) and status = 'issued'
     order by order_id, kind`;
}

/** The Auth users the shop made as customers for this address (the privacy deletion removes them). */
export async function customerAccountIds(tx: Tx, email: string): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    select user_id::text as id from customer_accounts where email = ${email.toLowerCase()}`;
  return rows.map((r) => r.id);
}
