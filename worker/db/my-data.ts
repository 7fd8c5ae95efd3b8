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
  const [row] = await tx<{ data: Record<string, Record<string, unknown>[]> }[]>`
    select json_build_object(
      'pedidos', coalesce((select json_agg(json_build_object(
          'numero', o.id, 'fecha', o.created_at, 'estado', o.status, 'entrega', o.delivery_method,
          'pago', o.payment_method, 'correo', o.email, 'nombre', o.first_name, 'apellido', o.last_name,
          'telefono', o.phone, 'rut', o.rut, 'razonSocial', o.company_name, 'domicilioFiscal', o.company_address,
          'cedula', o.buyer_document, 'nota', o.note, 'subtotal', o.subtotal, 'descuentoCodigo', o.code_discount,
          'descuentoTransferencia', o.transfer_discount, 'envio', o.delivery_fee, 'total', o.total,
          'lineas', coalesce((select json_agg(json_build_object('producto', i.product_name, 'tamano', i.size,
                      'unidad', i.unit, 'precioUnitario', i.unit_price, 'cantidad', i.quantity,
                      'importe', i.line_total) order by i.id) from order_items i where i.order_id = o.id), '[]'))
          order by o.id) from orders o where lower(o.email) = lower(${email})), '[]'),
      'direcciones', coalesce((select json_agg(json_build_object('pedido', o.id, 'calle', o.street,
          'apartamento', o.apartment, 'localidad', o.town, 'codigoPostal', o.zip) order by o.id)
          from orders o where lower(o.email) = lower(${email}) and o.street is not null), '[]'),
      'mensajes', coalesce((select json_agg(json_build_object('fecha', m.created_at, 'nombre', m.name,
          'correo', m.email, 'mensaje', m.message) order by m.id)
          from contact_messages m where lower(m.email) = lower(${email})), '[]'),
      'suscripciones', coalesce((select json_agg(json_build_object('correo', s.email, 'estado', s.status,
          'origen', s.source, 'alta', s.created_at, 'confirmada', s.confirmed_at, 'baja', s.unsubscribed_at)
          order by s.id) from newsletter_subscribers s where lower(s.email) = lower(${email})), '[]'),
      'avisosDeStock', coalesce((select json_agg(json_build_object('correo', a.email, 'producto', p.name,
          'tamano', v.size, 'estado', a.status, 'pedido', a.created_at, 'confirmado', a.confirmed_at,
          'avisado', a.notified_at) order by a.id)
          from stock_alerts a join products p on p.id = a.product_id
          left join product_variants v on v.id = a.variant_id where lower(a.email) = lower(${email})), '[]'),
      'consentimientos', coalesce((select json_agg(c order by c."fecha") from (
          select 'Newsletter' as "para", s.consent_at as "fecha", s.consent_text as "texto", s.source as "origen"
            from newsletter_subscribers s where lower(s.email) = lower(${email})
          union all
          select 'Aviso de stock', a.consent_at, a.consent_text, a.consent_source
            from stock_alerts a where lower(a.email) = lower(${email})
          union all
          select 'Recordatorios de carrito', k.consent_at, k.consent_text, 'checkout'
            from kept_carts k where lower(k.email) = lower(${email})) c), '[]'),
      'carritosGuardados', coalesce((select json_agg(json_build_object('correo', k.email, 'guardado', k.created_at,
          'actualizado', k.updated_at, 'recordatorio1', k.reminded_1_at, 'recordatorio2', k.reminded_2_at,
          'lineas', (select json_agg(json_build_object('producto', l->>'name', 'tamano', l->'size',
                      'unidad', l->>'unit', 'cantidad', l->'quantity', 'precioUnitario', l->'unitPrice')) from
                      jsonb_array_elements(k.lines) l)) order by k.id)
          from kept_carts k where lower(k.email) = lower(${email})), '[]'),
      'recordatoriosDeCarrito', coalesce((select json_agg(json_build_object('fecha', r.sent_at,
          'recordatorio', r.stage) order by r.id)
          from cart_reminders r where lower(r.email) = lower(${email})), '[]'),
      'bajaDeRecordatorios', coalesce((select json_agg(json_build_object('fecha', o.created_at, 'origen',
          case o.source when 'checkout' then 'No quiero recordatorios (al comprar)' else 'Enlace del correo' end))
          from cart_reminder_optouts o where o.email_hash = ${addressSha256(tx, email)}), '[]'),
      'correosEnviados', coalesce((select json_agg(json_build_object('fecha', m.created_at, 'asunto', m.subject,
          'estado', m.status) order by m.id)
          from mail_outbox m where lower(m.to_address) = lower(${email})), '[]'),
      'cotizaciones', coalesce((select json_agg(json_build_object('numero', q.number, 'fecha', q.created_at,
          'estado', q.status, 'nota', q.note, 'validaHasta', q.valid_until, 'envio', q.delivery_fee,
          'pedido', q.order_id,
          'lineas', coalesce((select json_agg(json_build_object('producto', l.product_name, 'tamano', l.size,
                      'unidad', l.unit, 'cantidad', l.quantity, 'precioUnitario', l.unit_price) order by l.position)
                      from quote_lines l where l.quote_id = q.id), '[]')) order by q.id)
          from quotes q where q.email = lower(${email})), '[]'),
      'cuenta', coalesce((select json_agg(json_build_object('correo', a.email, 'creada', a.created_at,
          'ultimoIngreso', a.linked_at,
          'pedidos', (select count(*) from orders o where o.customer_user_id = a.user_id)) order by a.created_at)
          from customer_accounts a where a.email = lower(${email})), '[]'),
      'direccionesGuardadas', public.account_saved_addresses(${email}),
      'datosFiscales', public.account_saved_fiscal(${email}),
      'solicitudesCuentaEmpresa', coalesce((select json_agg(json_build_object('fecha', r.created_at,
          'estado', r.status, 'rut', r.rut, 'razonSocial', r.legal_name, 'domicilioFiscal', r.fiscal_address,
          'actividad', r.activity, 'comentario', r.comment, 'motivo', r.reason, 'respondida', r.decided_at)
          order by r.id) from business_requests r where r.email = lower(${email})), '[]'),
      'compraParaEmpresa', coalesce((select json_agg(json_build_object('empresa', c.legal_name, 'rut', c.rut,
          'desde', b.added_at)) from company_buyers b join companies c on c.id = b.company_id
          where b.email = lower(${email})), '[]')
    ) as data`;
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
