import type { QuoteLineView } from "../../domain/api/quotes.ts";
import type { QuoteDestination, StoredQuoteStatus } from "../../domain/quotes.ts";
import type { Tx } from "./database.ts";

// Quotes (issue 44 part 3; migration 20261205050000_quotes.sql). Only the Worker, as the service role, writes them.

export interface QuoteRow {
  id: number;
  number: string;
  userId: string | null;
  email: string;
  status: StoredQuoteStatus;
  note: string;
  destination: QuoteDestination | null;
  ownerNote: string;
  reason: string | null;
  deliveryFee: number;
  validUntil: string | null;
  tokenHash: string | null;
  orderId: number | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A line to store: the size as quoted (its names as they are now) at the unit price given. */
export interface NewQuoteLine {
  productId: number;
  variantId: number;
  productName: string;
  size: number;
  unit: string;
  quantity: number;
  unitPrice: number;
}

const COLUMNS = (tx: Tx) => tx`
  q.id::int, q.number, q.user_id::text as "userId", q.email, q.status, q.note, q.destination,
  q.owner_note as "ownerNote", q.reason,
  q.delivery_fee as "deliveryFee", q.valid_until::text as "validUntil", q.token_hash as "tokenHash",
  q.order_id::int as "orderId", q.created_at as "createdAt", q.sent_at as "sentAt"`;

async function replaceLines(tx: Tx, quoteId: number, lines: readonly NewQuoteLine[]) {
  await tx`delete from quote_lines where quote_id = ${quoteId}`;
  await tx`
    insert into quote_lines (quote_id, position, product_id, variant_id, product_name, size, unit, quantity, unit_price)
    select ${quoteId}, (l.ord - 1)::int, (l.v->>'productId')::bigint, (l.v->>'variantId')::bigint, l.v->>'productName',
           (l.v->>'size')::int, l.v->>'unit', (l.v->>'quantity')::int, (l.v->>'unitPrice')::int
      from jsonb_array_elements(${JSON.stringify(lines)}::text::jsonb) with ordinality as l(v, ord)`;
}

/** A customer's request: numbered by the sequence (C-1001, …), 'solicitada'. */
export async function insertQuote(
  tx: Tx,
  quote: {
    userId: string;
    email: string;
    note: string;
    destination: QuoteDestination | null;
    lines: readonly NewQuoteLine[];
  },
): Promise<QuoteRow> {
  const [row] = await tx<{ id: number }[]>`
    insert into quotes (user_id, email, note, destination)
    values (${quote.userId}, ${quote.email.toLowerCase()}, ${quote.note}, ${quote.destination})
    returning id::int`;
  await replaceLines(tx, row!.id, quote.lines);
  return (await readQuote(tx, row!.id))!;
}

/** A quote; `lock` holds it until COMMIT (accepting, editing, sending). */
export async function readQuote(tx: Tx, id: number, lock = false): Promise<QuoteRow | undefined> {
  const [row] = await tx<QuoteRow[]>`
    select ${COLUMNS(tx)} from quotes q where q.id = ${id} ${lock ? tx`for update` : tx``}`;
  return row;
}

export async function readQuoteLines(tx: Tx, quoteId: number): Promise<QuoteLineView[]> {
  return tx<QuoteLineView[]>`
    select product_id::int as "productId", variant_id::int as "variantId", product_name as "productName", size, unit,
           quantity, unit_price as "unitPrice", quantity * unit_price as "lineTotal"
      from quote_lines where quote_id = ${quoteId} order by position`;
}

export interface QuoteListRow extends QuoteRow {
  subtotal: number;
}

/** The back office's list (every quote, newest first) or a customer's ('Mis cotizaciones': their address's). */
export async function listQuotes(tx: Tx, filter: { email?: string; limit: number }): Promise<QuoteListRow[]> {
  return tx<QuoteListRow[]>`
    select ${COLUMNS(tx)},
           coalesce((select sum(l.quantity * l.unit_price) from quote_lines l where l.quote_id = q.id), 0)::int
             as subtotal
      from quotes q
     where ${filter.email === undefined ? tx`true` : tx`q.email = ${filter.email.toLowerCase()}`}
     order by q.created_at desc, q.id desc limit ${filter.limit}`;
}

/** The owner's edit of a request or of a sent quote not yet accepted: lines, prices, delivery, validity, note. */
export async function updateQuote(
  tx: Tx,
  id: number,
  edit: { lines: readonly NewQuoteLine[]; deliveryFee: number; validUntil: string | null; ownerNote: string },
) {
  await tx`
    update quotes set delivery_fee = ${edit.deliveryFee}, valid_until = ${edit.validUntil}::date,
           owner_note = ${edit.ownerNote}, updated_at = now()
     where id = ${id}`;
  await replaceLines(tx, id, edit.lines);
}

/** Sending (or renewing): 'enviada' with its validity date and a new link's hash. */
export async function markQuoteSent(
  tx: Tx,
  id: number,
  sent: { validUntil: string; tokenHash: string; now: Date; by: string | null; byEmail: string | null },
) {
  await tx`
    update quotes set status = 'enviada', valid_until = ${sent.validUntil}::date, token_hash = ${sent.tokenHash},
           sent_at = ${sent.now}, sent_by = ${sent.by}, sent_by_email = ${sent.byEmail}, updated_at = ${sent.now}
     where id = ${id}`;
}

export async function markQuoteDeclined(tx: Tx, id: number, reason: string, now: Date) {
  await tx`
    update quotes set status = 'rechazada', reason = ${reason}, decided_at = ${now}, updated_at = ${now}
     where id = ${id}`;
}

/** Accepted into the order (in the order's transaction): the quote keeps the order, the order the quote. */
export async function markQuoteAccepted(tx: Tx, id: number, orderId: number, now: Date) {
  await tx`
    update quotes set status = 'aceptada', order_id = ${orderId}, decided_at = ${now}, updated_at = ${now}
     where id = ${id}`;
  await tx`update orders set quote_id = ${id} where id = ${orderId}`;
}

/** The number of the quote an order came from, if any ('Cotización C-1001'). */
export async function readOrderQuoteNumber(tx: Tx, orderId: number): Promise<string | null> {
  const [row] = await tx<{ number: string }[]>`
    select q.number from orders o join quotes q on q.id = o.quote_id where o.id = ${orderId}`;
  return row?.number ?? null;
}
