import type { Tx } from "./database.ts";

/** The SHA-256 (hex) of the lower-case address, as SQL: how an opt-out of reminders remembers it (issue 43). */
const addressSha256 = (tx: Tx, email: string) => tx`encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex')`;

// 'Mis datos' (issue 40, section 3; decision 031; migration 20261130030000_privacy.sql). Only the Worker, as the
// service role, reads and writes these rows. An address is matched in any letter case.

/** A mailed link: only the SHA-256 of its token is stored. */
export async function insertMyDataLink(tx: Tx, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await tx`insert into my_data_links (email, token_hash, expires_at) values (${email}, ${tokenHash}, ${expiresAt})`;
}

export type OpenOutcome = { result: "opened"; email: string } | { result: "expired" } | { result: "invalid" };

/**
 * Opens a mailed link once: its hash becomes the session's (so the link never works again) and the session lasts
 * until `sessionExpiresAt`. A used, unknown or forged link is "invalid"; an unused one past its expiry "expired".
 */
export async function openMyDataLink(
  tx: Tx,
  linkHash: string,
  sessionHash: string,
  now: Date,
  sessionExpiresAt: Date,
): Promise<OpenOutcome> {
  const [row] = await tx<{ id: number; email: string; expiresAt: Date }[]>`
    select id::int, email, expires_at as "expiresAt" from my_data_links
     where token_hash = ${linkHash} and kind = 'link' for update`;
  if (!row) return { result: "invalid" };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { result: "expired" };
  await tx`
    update my_data_links set kind = 'session', token_hash = ${sessionHash}, opened_at = ${now},
           expires_at = ${sessionExpiresAt}
     where id = ${row.id}`;
  return { result: "opened", email: row.email };
}

export interface MyDataSession {
  id: number;
  email: string;
  expired: boolean;
  deletionId: number | null;
}

/** The session a page holds (locked: a deletion runs once however many times it is asked). */
export async function readMyDataSession(tx: Tx, sessionHash: string, now: Date): Promise<MyDataSession | null> {
  const [row] = await tx<MyDataSession[]>`
    select id::int, email, expires_at <= ${now} as expired, deletion_id::int as "deletionId" from my_data_links
     where token_hash = ${sessionHash} and kind = 'session' for update`;
  return row ?? null;
}

/** Everything held about an address, each kind as JSON rows (the export). */
export async function readPersonalData(tx: Tx, email: string) {
  // The whole copy, in Spanish keys, by the database (migration 20261205060000_my_data_copy.sql).
  const [row] = await tx<{ data: Record<string, Record<string, unknown>[]> }[]>`
    select public.my_data_copy(${email}) as data`;
  return row!.data;
}

/** What a deletion anonymised, by kind (the owner's log). */
export type Anonymised = Record<string, number>;

/**
 * Anonymises an address everywhere, inside the caller's transaction: names, phones, addresses and e-mails in
 * orders, contact messages, newsletter subscriptions, stock alerts, code redemptions, the mail outbox (the mails'
 * bodies are emptied: they repeat the same data), the 'Mis datos' links, the 'Mi cuenta' account's record (its
 * orders unlinked), and its 'Cuenta empresa' requests and company buyer row (issue 44). Kept, as tax law requires: the CFE
 * (invoices), the amounts, dates and lines of the orders, and the RUT, company name and address of business buyers
 * (orders and companies) and the cédula a CFE was made out to. Each record gets its own address at .invalid (a reserved domain, RFC 2606),
 * so unique indexes hold and nothing is ever mailed to it. Run twice, the second run finds nothing.
 */
export async function anonymiseAddress(tx: Tx, email: string, pattern: string): Promise<Anonymised> {
  const anon = (table: string) => tx`'anonimo-' || ${table}::text || '-' || id || '@anonimizado.invalid'`;
  const orders = await tx<{ id: number }[]>`
    update orders set email = ${anon("pedido")}, first_name = 'Anonimizado', last_name = '', phone = '',
           street = case when street is null then null else 'Anonimizado' end, apartment = null,
           town = case when town is null then null else 'Anonimizado' end, zip = null, note = null,
           customer_user_id = null
     where lower(email) = lower(${email})
    returning id::int`;
  const orderIds = orders.map((o) => o.id);
  const [counts] = await tx<Anonymised[]>`
    with messages as (
      update contact_messages set name = 'Anonimizado', email = ${anon("mensaje")},
             message = 'Mensaje eliminado a pedido de su autor.'
       where lower(email) = lower(${email}) returning 1),
    subscriptions as (
      update newsletter_subscribers set email = ${anon("boletin")},
             status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
       where lower(email) = lower(${email}) returning id),
    subscription_links as (delete from newsletter_confirm_links where subscriber_id in (select id from subscriptions)),
    alerts as (
      update stock_alerts set email = ${anon("aviso")},
             status = case when status in ('pending', 'waiting') then 'cancelled' else status end
       where lower(email) = lower(${email}) returning 1),
    redemptions as (
      update discount_code_redemptions set email = 'anonimo-canje-' || order_id || '@anonimizado.invalid'
       where lower(email) = lower(${email}) returning 1),
    mails as (
      update mail_outbox set to_address = ${anon("correo")}, subject = 'Correo anonimizado', html = '',
             text_body = '', headers = '{}'::jsonb,
             reply_to = case when lower(reply_to) = lower(${email}) then null else reply_to end,
             status = case when status = 'queued' then 'failed' else status end,
             error = case when status = 'queued' then 'Anonimizado antes de enviarse.' else error end
       where lower(to_address) = lower(${email}) or lower(reply_to) = lower(${email})
          or order_id = any(${`{${orderIds.join(",")}}`}::bigint[])
          or (subject || html || text_body || headers::text) ~* ${pattern}
      returning 1),
    notes as (
      update order_notes set body = regexp_replace(body, ${pattern}, '[correo anonimizado]', 'gi')
       where body ~* ${pattern} returning 1),
    history as (
      update order_status_history set note = regexp_replace(note, ${pattern}, '[correo anonimizado]', 'gi')
       where note ~* ${pattern} returning 1),
    links as (
      update my_data_links set email = ${anon("enlace")} where lower(email) = lower(${email}) returning 1),
    accounts as (
      -- 'Mi cuenta' (issue 43): its Auth user was deleted before (services/my-data), which unlinked its orders;
      -- whatever is left of it goes, and an order placed from it under another address loses the link.
      delete from customer_accounts where email = lower(${email}) returning user_id),
    unlinked as (
      update orders set customer_user_id = null where customer_user_id in (select user_id from accounts) returning 1),
    -- Its saved addresses and fiscal data (issue 43, session 24) go with the Auth user (on delete cascade); these
    -- two catch an account whose Auth user was already gone.
    saved_addresses as (delete from customer_addresses where user_id in (select user_id from accounts) returning 1),
    saved_fiscal as (delete from customer_fiscal where user_id in (select user_id from accounts) returning 1),
    kept as (delete from kept_carts where lower(email) = lower(${email}) returning 1),
    reminders as (
      update cart_reminders set email = ${anon("recordatorio")} where lower(email) = lower(${email}) returning 1),
    optouts as (delete from cart_reminder_optouts where email_hash = ${addressSha256(tx, email)} returning 1),
    -- Quotes (issue 44): the address, the account and the customer's note go; the lines and amounts stay.
    quotes as (
      update quotes set email = ${anon("cotizacion")}, user_id = null, note = ''
       where email = lower(${email}) returning 1),
    -- 'Nuevo pedido' drafts naming the address (decision 035): never placed, so nothing to keep.
    drafts as (delete from order_drafts where body::text ~* ${pattern} returning 1),
    -- Issue 44: the address's 'Cuenta empresa' requests and its place among a company's buyers go; the company's
    -- own record (RUT, razón social, domicilio fiscal) stays, like an order's RUT (tax law).
    requests as (delete from business_requests where email = lower(${email}) returning 1),
    buyers as (delete from company_buyers where email = lower(${email}) returning 1)
    select (select count(*)::int from messages) as "mensajes",
           (select count(*)::int from subscriptions) as "suscripciones",
           (select count(*)::int from alerts) as "avisosDeStock",
           (select count(*)::int from redemptions) as "canjesDeCodigos",
           (select count(*)::int from mails) as "correos",
           (select count(*)::int from notes) + (select count(*)::int from history) as "notasDePedidos",
           (select count(*)::int from links) as "enlacesMisDatos",
           (select count(*)::int from accounts) as "cuentas",
           (select count(*)::int from kept) as "carritosGuardados",
           (select count(*)::int from reminders) as "recordatoriosDeCarrito",
           (select count(*)::int from optouts) as "bajaDeRecordatorios",
           (select count(*)::int from requests) as "solicitudesCuentaEmpresa",
           (select count(*)::int from buyers) as "compraParaEmpresa",
           (select count(*)::int from quotes) as "cotizaciones"`;
  return { pedidos: orders.length, ...counts! };
}

/** The owner's log of a deletion; returns its id. */
export async function logDeletion(
  tx: Tx,
  entry: { emailSha256: string; requestedAt: Date; anonymised: Anonymised },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into privacy_deletions (email_sha256, requested_at, anonymised)
    values (${entry.emailSha256}, ${entry.requestedAt}, ${tx.json(entry.anonymised)})
    returning id::int`;
  return row!.id;
}

export async function markSessionDeleted(tx: Tx, sessionId: number, deletionId: number): Promise<void> {
  await tx`update my_data_links set deletion_id = ${deletionId} where id = ${sessionId}`;
}

export interface PrivacyDeletion {
  id: number;
  emailSha256: string;
  requestedAt: Date;
  doneAt: Date;
  anonymised: Anonymised;
}

/** The owner's log, newest first (RLS: admins read it). */
export async function listDeletions(tx: Tx, limit: number): Promise<PrivacyDeletion[]> {
  return tx<PrivacyDeletion[]>`
    select id::int, email_sha256 as "emailSha256", requested_at as "requestedAt", done_at as "doneAt", anonymised
      from privacy_deletions order by id desc limit ${limit}`;
}
