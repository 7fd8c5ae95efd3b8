import type { QuoteAcceptance } from "../../../domain/schemas/quote.ts";
import { serviceRole } from "../../db/database.ts";
import { markQuoteAccepted, readQuote, readQuoteLines } from "../../db/quotes.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { placeOrder } from "../place-order.ts";
import { acceptRefusal, mayOpen, QUOTE_NOT_FOUND, type QuoteDeps } from "./quotes.ts";

/**
 * Accepts a sent quote into an order through the one order service (placeOrder with its `quote` terms): the quote's
 * lines, unit prices and delivery cost; stock taken then (short: 409 naming the line, nothing held); payment as any
 * order. The idempotency key is the quote's own, so two acceptances place one order: the second waits for the
 * first's key and gets its order when it asked the same (a replay), else 409. The quote is checked again, locked,
 * inside the order's transaction (expired, declined or accepted meanwhile: nothing is placed).
 */
export async function acceptQuote(
  deps: QuoteDeps,
  id: number,
  who: { token: string | null; email: string | null; userId: string | null },
  form: QuoteAcceptance,
) {
  const found = await deps.db.run(serviceRole, async (tx) => {
    const row = await readQuote(tx, id);
    if (!row || !(await mayOpen(row, who))) return null;
    return { row, lines: await readQuoteLines(tx, id) };
  });
  if (!found) throw notFound(QUOTE_NOT_FOUND);
  const { row, lines } = found;
  const refusal = acceptRefusal(row, deps.now());
  // Accepted already: the same acceptance again gets its order (placeOrder's replay below), another one 409.
  if (refusal && row.status !== "aceptada") throw refusal;
  const known = lines.filter((l) => l.productId !== null && l.variantId !== null);
  if (known.length !== lines.length) {
    throw new ApiError(409, "unknown_items", "Algún producto de la cotización ya no está a la venta. Escríbanos.");
  }
  try {
    return await placeOrder(
      deps,
      {
        ...form,
        email: row.email,
        items: known.map((l) => ({ productId: l.productId!, variantId: l.variantId!, quantity: l.quantity })),
        idempotencyKey: `quote-${row.id}-acceptance`,
        subscribe: false,
        discountCode: undefined,
        shippingCost: undefined,
        shippingFee: undefined,
        deliveryFee: undefined,
      },
      {
        customerUserId: who.userId ?? row.userId,
        quote: {
          number: row.number,
          prices: new Map(known.map((l) => [l.variantId!, l.unitPrice])),
          deliveryFee: row.deliveryFee,
          attach: async (tx, orderId) => {
            const locked = await readQuote(tx, id, true);
            const now = deps.now();
            const late = locked ? acceptRefusal(locked, now) : notFound(QUOTE_NOT_FOUND);
            if (late) throw late;
            await markQuoteAccepted(tx, id, orderId, now);
          },
        },
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === "idempotency_conflict") {
      throw new ApiError(409, "quote_accepted", "Esta cotización ya fue aceptada.");
    }
    throw error;
  }
}
