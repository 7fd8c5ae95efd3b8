import type { AccountSubscriptions } from "../../domain/api/account.ts";
import type { Tx } from "./database.ts";

/**
 * SQL of 'Mi cuenta's 'Suscripciones' (issue 43): the newsletter, the open stock alerts and the reminders' opt-out of
 * the account's verified address (never one the client sends). Service role: these tables have no customer policy.
 */

export async function readSubscriptions(tx: Tx, email: string): Promise<AccountSubscriptions> {
  const [row] = await tx<{ data: AccountSubscriptions }[]>`
    select json_build_object(
      'newsletter', coalesce((select json_build_object('status', s.status,
          'consent', json_build_object('at', s.consent_at, 'text', s.consent_text))
          from newsletter_subscribers s where lower(s.email) = lower(${email})),
        json_build_object('status', 'none', 'consent', null)),
      'alerts', coalesce((select json_agg(json_build_object('id', a.id, 'productName', p.name,
          'productSlug', p.slug, 'size', v.size, 'unit', p.unit, 'status', a.status, 'createdAt', a.created_at,
          'consent', json_build_object('at', a.consent_at, 'text', a.consent_text)) order by a.id desc)
          from stock_alerts a join products p on p.id = a.product_id
          left join product_variants v on v.id = a.variant_id
         where lower(a.email) = lower(${email}) and a.status in ('pending', 'waiting')), '[]'),
      'reminders', coalesce((select json_build_object('optedOut', true, 'since', o.created_at)
          from cart_reminder_optouts o
         where o.email_hash = encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex')),
        json_build_object('optedOut', false, 'since', null))
    ) as data`;
  return row!.data;
}

/** The unsubscribe token of the address's subscription (pending or confirmed), for the newsletter's own unsubscribe. */
export async function subscriptionToken(tx: Tx, email: string): Promise<string | undefined> {
  const [row] = await tx<{ token: string }[]>`
    select unsubscribe_token as token from newsletter_subscribers
     where lower(email) = lower(${email}) and status in ('pending', 'confirmed')`;
  return row?.token;
}

/** Cancels one open stock alert of the address (and its confirmation links). False: no such open alert of it. */
export async function cancelAlert(tx: Tx, email: string, id: number): Promise<boolean> {
  const rows = await tx`
    with cancelled as (
      update stock_alerts set status = 'cancelled'
       where id = ${id} and lower(email) = lower(${email}) and status in ('pending', 'waiting')
      returning id),
    links as (delete from stock_alert_confirm_links where alert_id in (select id from cancelled))
    select id from cancelled`;
  return rows.length > 0;
}
