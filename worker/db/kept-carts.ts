import type { RestoredLine } from "../../domain/schemas/kept-carts.ts";
import type { Tx } from "./database.ts";

// Unfinished checkouts (issue 43, migration 20261204020000_kept_carts.sql). Only the Worker, as the service role,
// writes these rows. An address is matched in any letter case; an opt-out is kept as the SHA-256 of the lower-case
// address only.

/** A line as the browser sent it. */
export interface SentLine {
  productId: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
}

/** The sent lines whose size still exists in a published product, named as they are now (others are dropped). */
export async function knownLines(tx: Tx, lines: readonly SentLine[]): Promise<RestoredLine[]> {
  const known = await tx<{ productId: number; variantId: number; name: string; size: number; unit: string }[]>`
    select p.id::int as "productId", v.id::int as "variantId", p.name, v.size, p.unit
      from product_variants v join products p on p.id = v.product_id
     where p.published and v.id = any(${`{${lines.map((l) => Math.trunc(l.variantId)).join(",")}}`}::bigint[])`;
  const byVariant = new Map(known.map((k) => [k.variantId, k]));
  return lines.flatMap((line) => {
    const k = byVariant.get(line.variantId);
    if (!k || k.productId !== line.productId) return [];
    return [{ ...line, name: k.name, size: k.size, unit: k.unit }];
  });
}

export async function isOptedOut(tx: Tx, emailHash: string): Promise<boolean> {
  const rows = await tx`select 1 from cart_reminder_optouts where email_hash = ${emailHash}`;
  return rows.length > 0;
}

/** Keeps (or updates) the cart of a browser's key: the lines, the address, the time and the consent record. */
export async function keepCart(
  tx: Tx,
  input: {
    cartKeyHash: string;
    email: string;
    lines: RestoredLine[];
    consentKey: string;
    consentText: string;
    now: Date;
  },
): Promise<void> {
  await tx`
    insert into kept_carts (cart_key_hash, email, lines, consent_at, consent_key, consent_text, created_at, updated_at)
    values (${input.cartKeyHash}, ${input.email}, ${tx.json(input.lines as never)}, ${input.now},
            ${input.consentKey}, ${input.consentText}, ${input.now}, ${input.now})
    on conflict (cart_key_hash) do update
       set email = excluded.email, lines = excluded.lines, updated_at = excluded.updated_at,
           consent_at = excluded.consent_at, consent_key = excluded.consent_key, consent_text = excluded.consent_text`;
}

export async function forgetCartKey(tx: Tx, cartKeyHash: string): Promise<void> {
  await tx`delete from kept_carts where cart_key_hash = ${cartKeyHash}`;
}

/** Stores the opt-out of an address and deletes every cart kept for it. */
export async function optOutAddress(
  tx: Tx,
  input: { email: string; emailHash: string; source: "checkout" | "correo"; now: Date },
): Promise<void> {
  await tx`
    insert into cart_reminder_optouts (email_hash, source, created_at) values (${input.emailHash}, ${input.source}, ${input.now})
    on conflict (email_hash) do nothing`;
  await tx`delete from kept_carts where lower(email) = lower(${input.email})`;
}

/** The reminders' two stages: which stamp each claims. */
export type ReminderStage = 1 | 2;

export interface DueRule {
  stage: ReminderStage;
  /** The cart was last sent at or before this instant. */
  leftBefore: Date;
  /** Stage 2: stage 1 went out at or before this instant (null: stage 1 is off, not needed). */
  firstBefore: Date | null;
}

/** Ids of carts that may be due for `rule` (checked again, under lock, by claimReminder). */
export async function dueCartIds(tx: Tx, rule: DueRule, limit: number): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`
    select k.id::int from kept_carts k
     where k.updated_at <= ${rule.leftBefore}
       and case when ${rule.stage}::int = 1 then k.reminded_1_at is null
                else k.reminded_2_at is null
                     and (${rule.firstBefore}::timestamptz is null or k.reminded_1_at <= ${rule.firstBefore}::timestamptz)
           end
     order by k.updated_at, k.id
     limit ${limit}`;
  return rows.map((r) => r.id);
}

export interface ClaimedCart {
  id: number;
  email: string;
  lines: RestoredLine[];
}

/**
 * Claims one stage of one cart: stamps it (the row locked; a concurrent claim skips it, and once this commits finds
 * it stamped) unless the address opted out or ordered since the cart was kept, in which case the cart is
 * deleted. The caller queues the mail in the same transaction: a stage is stamped if and only if its mail is queued.
 */
export async function claimReminder(
  tx: Tx,
  cartId: number,
  rule: DueRule,
  now: Date,
  emailHash: (email: string) => Promise<string>,
): Promise<ClaimedCart | null> {
  const [row] = await tx<(ClaimedCart & { ordered: boolean })[]>`
    select k.id::int, k.email, k.lines,
           exists (select 1 from orders o where lower(o.email) = lower(k.email) and o.created_at >= k.created_at) as ordered
      from kept_carts k
     where k.id = ${cartId} and k.updated_at <= ${rule.leftBefore}
       and case when ${rule.stage}::int = 1 then k.reminded_1_at is null
                else k.reminded_2_at is null
                     and (${rule.firstBefore}::timestamptz is null or k.reminded_1_at <= ${rule.firstBefore}::timestamptz)
           end
     for update of k skip locked`;
  if (!row) return null;
  if (row.ordered || (await isOptedOut(tx, await emailHash(row.email)))) {
    await tx`delete from kept_carts where id = ${row.id}`;
    return null;
  }
  if (rule.stage === 1) await tx`update kept_carts set reminded_1_at = ${now} where id = ${row.id}`;
  else await tx`update kept_carts set reminded_2_at = ${now} where id = ${row.id}`;
  return { id: row.id, email: row.email, lines: row.lines };
}

/** A kept line as it is today: the price now, and whether one unit can be bought. */
export interface LineToday extends RestoredLine {
  priceNow: number | null;
  available: boolean;
}

export async function linesToday(tx: Tx, lines: readonly RestoredLine[]): Promise<LineToday[]> {
  const now = await tx<{ variantId: number; priceNow: number; available: boolean }[]>`
    select v.id::int as "variantId", v.final_price::float8 as "priceNow",
           public.stock_alert_available(v.product_id, v.id) as available
      from product_variants v join products p on p.id = v.product_id
     where p.published and v.id = any(${`{${lines.map((l) => Math.trunc(l.variantId)).join(",")}}`}::bigint[])`;
  const byVariant = new Map(now.map((n) => [n.variantId, n]));
  return lines.map((line) => {
    const n = byVariant.get(line.variantId);
    return { ...line, priceNow: n?.priceNow ?? null, available: n?.available ?? false };
  });
}

/** Records a reminder mailed (the dashboard's log; the unsubscribe link's hash) and the restore link's hash. */
export async function recordReminder(
  tx: Tx,
  input: {
    cartId: number;
    email: string;
    stage: ReminderStage;
    mailId: number;
    sentAt: Date;
    unsubscribeHash: string;
    restoreHash: string;
  },
): Promise<void> {
  await tx`
    insert into cart_reminders (cart_id, email, stage, sent_at, mail_id, unsubscribe_hash)
    values (${input.cartId}, ${input.email}, ${input.stage}, ${input.sentAt}, ${input.mailId}, ${input.unsubscribeHash})`;
  await tx`insert into kept_cart_links (token_hash, cart_id, created_at) values (${input.restoreHash}, ${input.cartId}, ${input.sentAt})`;
}

/** The lines of the kept cart one of whose restore links hashes to `tokenHash`; null for any other token. */
export async function restoreLines(tx: Tx, tokenHash: string): Promise<RestoredLine[] | null> {
  const [row] = await tx<{ lines: RestoredLine[] }[]>`
    select k.lines from kept_cart_links l join kept_carts k on k.id = l.cart_id where l.token_hash = ${tokenHash}`;
  return row?.lines ?? null;
}

/** The address a reminder's unsubscribe link was mailed to; null for any other token. */
export async function reminderAddress(tx: Tx, unsubscribeHash: string): Promise<string | null> {
  const [row] = await tx<
    { email: string }[]
  >`select email from cart_reminders where unsubscribe_hash = ${unsubscribeHash}`;
  return row?.email ?? null;
}
