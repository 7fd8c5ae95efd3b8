import type { Tx } from "./database.ts";

// 'Avisarme cuando haya stock' (decision 025, migration 20261125000900). The Worker writes these rows as the
// service role; admins only read them (RLS). The triggers of the migration stamp restocked_at in whatever
// transaction brings the stock back; takeRestockedAlerts closes the stamped ones, once each.

/** The product and size a request is about, as the mails and the confirm page name them. */
export interface AlertItem {
  productName: string;
  productSlug: string;
  size: number | null;
  unit: string;
}

/**
 * Whether the product (published) has the size (if one is given), and whether one unit of it can be bought
 * now (the migration's stock_alert_available: the rule of domain/stock.ts). Undefined: no such product/size.
 */
export async function alertTarget(
  tx: Tx,
  productId: number,
  variantId: number | null,
): Promise<(AlertItem & { available: boolean }) | undefined> {
  const [row] = await tx<(AlertItem & { available: boolean })[]>`
    select p.name as "productName", p.slug as "productSlug", v.size, p.unit,
           public.stock_alert_available(p.id, ${variantId}::bigint) as available
      from products p left join product_variants v on v.id = ${variantId}::bigint and v.product_id = p.id
     where p.id = ${productId} and p.published and (${variantId}::bigint is null or v.id is not null)`;
  return row;
}

/**
 * Asks for an alert: a new request, or the open pending one (one open request per address, product and size), gets
 * one more confirmation link; the links mailed before keep working (issue 38). An open request already confirmed
 * (waiting) is left alone: false, no mail.
 */
export async function requestAlert(
  tx: Tx,
  input: {
    email: string;
    productId: number;
    variantId: number | null;
    tokenHash: string;
    expiresAt: Date;
    consentKey: string;
    consentText: string;
  },
): Promise<boolean> {
  // The update (the consent asked again) locks and returns the pending row, so the link is added to the request that stays open.
  const rows = await tx<{ id: number }[]>`
    with alert as (
      insert into stock_alerts (email, product_id, variant_id, status, consent_key, consent_text)
      values (${input.email}, ${input.productId}, ${input.variantId}, 'pending', ${input.consentKey}, ${input.consentText})
      on conflict ((lower(email)), product_id, (coalesce(variant_id, 0))) where status in ('pending', 'waiting')
      do update set consent_at = now(), consent_key = excluded.consent_key, consent_text = excluded.consent_text
       where stock_alerts.status = 'pending'
      returning id)
    insert into stock_alert_confirm_links (token_hash, alert_id, expires_at)
    select ${input.tokenHash}, id, ${input.expiresAt} from alert
    returning alert_id`;
  return rows.length > 0;
}

export type AlertConfirmOutcome =
  | ({ result: "confirmed"; productId: number } & AlertItem)
  | ({ result: "already" } & AlertItem)
  | { result: "expired" }
  | { result: "invalid" };

/**
 * Confirms the pending request one of whose links hashes to `tokenHash`; it waits from now on. If its item is
 * already available again, it is stamped as restocked at once (the caller mails it in the same transaction). The
 * links stay with the request, so any of them opened again answers "already".
 */
export async function confirmAlert(tx: Tx, tokenHash: string, now: Date): Promise<AlertConfirmOutcome> {
  const [row] = await tx<({ id: number; status: string; expiresAt: Date; productId: number } & AlertItem)[]>`
    select a.id::int, a.status, l.expires_at as "expiresAt", p.name as "productName",
           p.slug as "productSlug", v.size, p.unit, a.product_id::int as "productId"
      from stock_alert_confirm_links l join stock_alerts a on a.id = l.alert_id
      join products p on p.id = a.product_id
      left join product_variants v on v.id = a.variant_id
     where l.token_hash = ${tokenHash}
     for update of a`;
  if (!row) return { result: "invalid" };
  const item: AlertItem = {
    productName: row.productName,
    productSlug: row.productSlug,
    size: row.size,
    unit: row.unit,
  };
  if (row.status !== "pending")
    return row.status === "cancelled" ? { result: "invalid" } : { result: "already", ...item };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { result: "expired" };
  await tx`
    update stock_alerts
       set status = 'waiting', confirmed_at = ${now},
           restocked_at = case when public.stock_alert_available(product_id, variant_id) then ${now}::timestamptz end
     where id = ${row.id}`;
  return { result: "confirmed", productId: row.productId, ...item };
}

/** A request closed because its item came back: whom to mail about what. */
export interface RestockedAlert extends AlertItem {
  id: number;
  email: string;
}

/**
 * Closes up to `limit` waiting requests whose stock came back (all, or those of `productIds`) and returns them:
 * one conditional update (status 'waiting' → 'notified'), rows another transaction holds are skipped, so each
 * request is returned exactly once however many callers run at once. The caller queues the mails in the same
 * transaction: a request is 'notified' if and only if its mail is in the outbox.
 */
export async function takeRestockedAlerts(
  tx: Tx,
  options: { now: Date; limit: number; productIds?: number[] },
): Promise<RestockedAlert[]> {
  const ids = options.productIds ? `{${options.productIds.map((id) => Math.trunc(id)).join(",")}}` : null;
  return tx<RestockedAlert[]>`
    with due as (
      select a.id from stock_alerts a
       where a.status = 'waiting' and a.restocked_at is not null
         and (${ids}::bigint[] is null or a.product_id = any(${ids}::bigint[]))
       order by a.id
       limit ${options.limit}
       for update skip locked)
    update stock_alerts a
       set status = 'notified', notified_at = ${options.now}
      from due, products p
     where a.id = due.id and a.status = 'waiting' and p.id = a.product_id
    returning a.id::int, a.email, p.name as "productName", p.slug as "productSlug",
              (select v.size from product_variants v where v.id = a.variant_id) as size, p.unit`;
}
