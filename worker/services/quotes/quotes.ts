import type { QuoteView } from "../../../domain/api/quotes.ts";
import { defaultValidUntil, isExpired, quoteStatus } from "../../../domain/quotes.ts";
import type { QuoteEdit, QuoteRequest } from "../../../domain/schemas/quote.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { enqueueMail, type MailMessage } from "../../db/mail-outbox.ts";
import { readVariantsForSale } from "../../db/orders.ts";
import {
  insertQuote,
  markQuoteDeclined,
  markQuoteSent,
  type NewQuoteLine,
  type QuoteRow,
  readQuote,
  readQuoteLines,
  updateQuote,
} from "../../db/quotes.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { quoteDeclinedMail, quoteReceivedMail, quoteRequestNotice, quoteSentMail } from "../mail/quote-mails.ts";
import { readMailShop } from "../mail/render.ts";
import { randomToken, sha256Hex, timingSafeEqual } from "../secrets.ts";
import { quoteView } from "./view.ts";

// Quotes (issue 44 part 3; decision 036 "## Quotes (session 24)"): the request, the owner's answer and what the
// link shows. Accepting is ./accept.ts (the one order service).

export interface QuoteDeps {
  db: Database;
  now: () => Date;
  shopEmail: string;
  siteUrl: string;
}

export const QUOTE_NOT_FOUND = "No encontramos esa cotización.";

/** The sizes asked for, as they are now (names and today's prices); an unknown size refuses the request. */
async function linesFor(tx: Tx, items: readonly { productId: number; variantId: number; quantity: number }[]) {
  const variants = new Map(
    (
      await readVariantsForSale(
        tx,
        items.map((i) => i.variantId),
      )
    ).map((v) => [v.variantId, v]),
  );
  const unknown = items.filter((i) => variants.get(i.variantId)?.productId !== i.productId);
  if (unknown.length) {
    throw new ApiError(400, "unknown_items", "Algunos productos ya no están disponibles.", {
      items: unknown.map((i) => ({ productId: i.productId, variantId: i.variantId })),
    });
  }
  return items.map((i) => {
    const v = variants.get(i.variantId)!;
    return {
      productId: v.productId,
      variantId: v.variantId,
      productName: v.name,
      size: v.size,
      unit: v.unit,
      quantity: i.quantity,
      unitPrice: v.unitPrice,
    };
  });
}

async function viewOf(tx: Tx, row: QuoteRow, now: Date): Promise<QuoteView> {
  return quoteView(row, await readQuoteLines(tx, row.id), now);
}

async function queue(tx: Tx, deps: QuoteDeps, make: (ctx: Parameters<typeof quoteReceivedMail>[0]) => MailMessage[]) {
  const ctx = { shopEmail: deps.shopEmail, siteUrl: deps.siteUrl, shop: await readMailShop(tx) };
  const ids: number[] = [];
  for (const message of make(ctx)) ids.push(await enqueueMail(tx, message));
  return ids;
}

/** A signed-in customer's request: numbered, 'solicitada', a mail to them and one to the shop. */
export async function requestQuote(deps: QuoteDeps, customer: { id: string; email: string }, request: QuoteRequest) {
  return deps.db.run(serviceRole, async (tx) => {
    const lines = await linesFor(tx, request.items);
    const { note, destination } = request;
    const row = await insertQuote(tx, { userId: customer.id, email: customer.email, note, destination, lines });
    const quote = await viewOf(tx, row, deps.now());
    const mailIds = await queue(tx, deps, (ctx) => [quoteReceivedMail(ctx, quote), quoteRequestNotice(ctx, quote)]);
    return { quote, mailIds };
  });
}

/** A quote for the back office. */
export async function readQuoteForAdmin(deps: QuoteDeps, id: number) {
  return deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    return viewOf(tx, row, deps.now());
  });
}

/**
 * The customer's quote: with its link's token, or signed in as its address. A wrong token, another account's quote
 * and a missing one all answer 404 (the token is the secret; when signed in, the account must match too).
 */
export async function readOwnQuote(
  deps: QuoteDeps,
  id: number,
  who: { token: string | null; email: string | null },
): Promise<{ row: QuoteRow; quote: QuoteView }> {
  return deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id);
    if (!row || !(await mayOpen(row, who))) throw notFound(QUOTE_NOT_FOUND);
    return { row, quote: await viewOf(tx, row, deps.now()) };
  });
}

/** Whether `who` may open the quote (see readOwnQuote). */
export async function mayOpen(row: QuoteRow, who: { token: string | null; email: string | null }): Promise<boolean> {
  if (who.email !== null && who.email.toLowerCase() !== row.email) return false;
  if (who.token !== null) return row.tokenHash !== null && timingSafeEqual(row.tokenHash, await sha256Hex(who.token));
  return who.email !== null;
}

const notEditable = () =>
  new ApiError(409, "quote_closed", "Esta cotización ya fue aceptada o rechazada: no se puede cambiar.");

/** The owner's edit: lines (names as they are now), quantities, unit prices, delivery, validity and note. */
export async function editQuote(deps: QuoteDeps, id: number, edit: QuoteEdit) {
  return deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id, true);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    if (row.status === "aceptada" || row.status === "rechazada") throw notEditable();
    const current = await linesFor(tx, edit.lines);
    const lines: NewQuoteLine[] = current.map((l, i) => ({ ...l, unitPrice: edit.lines[i]!.unitPrice }));
    const validUntil = edit.validUntil ?? row.validUntil;
    if (validUntil !== null && edit.validUntil !== undefined && isExpired(validUntil, deps.now())) {
      throw new ApiError(400, "invalid_input", "La fecha de validez ya pasó.");
    }
    await updateQuote(tx, id, { lines, deliveryFee: edit.deliveryFee, validUntil, ownerNote: edit.ownerNote });
    return viewOf(tx, (await readQuote(tx, id))!, deps.now());
  });
}

/**
 * Sends the quote (a request, or renews an expired or sent one): 'enviada' until `validUntil` (default 15 days from
 * Montevideo's today), a new secret link (the earlier one stops working) and the mail with its lines and totals.
 */
export async function sendQuote(
  deps: QuoteDeps,
  id: number,
  admin: { userId: string | null; email: string | null },
  validUntilAsked?: string,
) {
  return deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id, true);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    if (row.status === "aceptada" || row.status === "rechazada") throw notEditable();
    const now = deps.now();
    const validUntil =
      validUntilAsked ?? (row.status === "solicitada" && row.validUntil ? row.validUntil : defaultValidUntil(now));
    if (isExpired(validUntil, now)) throw new ApiError(400, "invalid_input", "La fecha de validez ya pasó.");
    const token = randomToken();
    const renewed = row.status === "enviada";
    await markQuoteSent(tx, id, {
      validUntil,
      tokenHash: await sha256Hex(token),
      now,
      by: admin.userId,
      byEmail: admin.email,
    });
    const quote = await viewOf(tx, (await readQuote(tx, id))!, now);
    if (quote.lines.length === 0) throw new ApiError(400, "invalid_input", "La cotización no tiene productos.");
    const mailIds = await queue(tx, deps, (ctx) => [quoteSentMail(ctx, quote, token, renewed)]);
    return { quote, mailIds };
  });
}

/** The owner declines a request or a sent quote: 'rechazada' with the reason, mailed to the customer. */
export async function declineQuote(deps: QuoteDeps, id: number, reason: string) {
  return deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id, true);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    if (row.status === "aceptada" || row.status === "rechazada") throw notEditable();
    await markQuoteDeclined(tx, id, reason, deps.now());
    const quote = await viewOf(tx, (await readQuote(tx, id))!, deps.now());
    const mailIds = await queue(tx, deps, (ctx) => [quoteDeclinedMail(ctx, quote)]);
    return { quote, mailIds };
  });
}

/** Whether the quote can be accepted now; else the refusal (409) in Spanish. */
export function acceptRefusal(row: QuoteRow, now: Date): ApiError | null {
  const status = quoteStatus(row.status, row.validUntil, now);
  if (status === "aceptada") return new ApiError(409, "quote_accepted", "Esta cotización ya fue aceptada.");
  if (status === "vencida") {
    return new ApiError(409, "quote_expired", "Esta cotización venció. Pídanos que la renovemos.");
  }
  if (status === "rechazada") return new ApiError(409, "quote_declined", "Esta cotización fue rechazada.");
  if (status === "solicitada") {
    return new ApiError(409, "quote_not_sent", "Esta cotización todavía no fue enviada.");
  }
  return null;
}
