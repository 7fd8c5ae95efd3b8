import type { AccountSubscriptions } from "../../domain/api/account.ts";
import type { Tx } from "./database.ts";

/**
 * SQL of 'Mi cuenta's 'Suscripciones' (issue 43): the newsletter, the open stock alerts and the reminders' opt-out of
 * the account's verified address (never one the client sends). Service role: these tables have no customer policy.
 */

/** The migration's account_subscriptions: the newsletter, the open alerts and the opt-out, with their consents. */
export async function readSubscriptions(tx: Tx, email: string): Promise<AccountSubscriptions> {
  const [row] = await tx<{ data: AccountSubscriptions }[]>`select public.account_subscriptions(${email}) as data`;
  return row!.data;
}

/** The unsubscribe token of the address's subscription (pending or confirmed), for the newsletter's own unsubscribe. */
export async function subscriptionToken(tx: Tx, email: string): Promise<string | undefined> {
  const [row] = await tx<{ token: string }[]>`
    select unsubscribe_token as token from newsletter_subscribers
     where lower(email) = lower(${email}) and status in ('pending', 'confirmed')`;
  return row?.token;
}

/** Cancels one open stock alert of the address (a cancelled one's links confirm nothing). False: none such. */
export async function cancelAlert(tx: Tx, email: string, id: number): Promise<boolean> {
  const rows = await tx`
    update stock_alerts set status = 'cancelled'
     where id = ${id} and lower(email) = lower(${email}) and status in ('pending', 'waiting')
    returning id`;
  return rows.length > 0;
}
