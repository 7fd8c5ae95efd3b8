import { MP_TICKET_DAYS } from "../../../domain/payments.ts";
import type { PaymentsPort, PreferenceInput } from "../../adapters/payments/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { attachPreference, type OrderRow } from "../../db/orders.ts";
import { ApiError } from "../../http/errors.ts";

export interface CheckoutDeps {
  db: Database;
  payments: PaymentsPort;
  siteUrl: string;
  now: () => Date;
}

/** What the card statement shows. */
export const STATEMENT_DESCRIPTOR = "QUIMICA ORIENTAL";

/**
 * Where the buyer of a Mercado Pago order pays: the order's Checkout Pro preference, created once (the
 * preference's idempotency key is the order's, and its URL is stored with the order), built from the
 * order as stored: the prices paid, never anything the browser sent. Null when the order needs no
 * payment page (bank transfer, already paid on a replay, or nothing to pay: Mercado Pago is never asked for a
 * preference of $ 0 or less, which it refuses; such an order is approved when placed, place-order.ts).
 */
export async function ensureCheckout(deps: CheckoutDeps, order: OrderRow): Promise<string | null> {
  if (order.paymentMethod !== "mercadopago" || order.status !== "mercado" || order.total <= 0) return null;
  if (order.checkoutUrl) return order.checkoutUrl;
  let preference: Awaited<ReturnType<PaymentsPort["createPreference"]>>;
  try {
    preference = await deps.payments.createPreference(preferenceFor(deps, order));
  } catch (error) {
    console.error(`[payments] preference for order ${order.id} failed:`, error);
    throw new ApiError(
      502,
      "payment_unavailable",
      "No pudimos preparar el pago con Mercado Pago. Inténtelo de nuevo en unos minutos.",
    );
  }
  await deps.db.run(serviceRole, (tx) => attachPreference(tx, order.id, preference));
  return preference.initPoint;
}

export function preferenceFor(deps: { siteUrl: string; now: () => Date }, order: OrderRow): PreferenceInput {
  const url = (path: string) => new URL(path, deps.siteUrl).toString();
  const token = encodeURIComponent(order.accessToken);
  const items =
    order.codeDiscount > 0
      ? discountedItems(order)
      : order.items.map((item) => ({
          id: `${item.productSlug}-${item.size}`,
          title: `${item.productName} (${item.size} ${item.unit})`,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
        }));
  if (order.deliveryFee > 0) {
    items.push({ id: "envio", title: "Envío a domicilio", quantity: 1, unitPrice: order.deliveryFee });
  }
  const now = deps.now();
  return {
    externalReference: String(order.id),
    items,
    payer: { email: order.email, firstName: order.firstName, lastName: order.lastName },
    backUrls: {
      success: url(`/success/${order.id}?token=${token}`),
      pending: url(`/pending/${order.id}?token=${token}`),
      failure: url(`/failure?order=${order.id}&token=${token}`),
    },
    notificationUrl: url("/api/webhooks/mercadopago"),
    statementDescriptor: STATEMENT_DESCRIPTOR,
    expiresAt: order.reservationExpiresAt ?? new Date(now.getTime() + 60 * 60 * 1000),
    ticketExpiresAt: new Date(now.getTime() + MP_TICKET_DAYS * 24 * 60 * 60 * 1000),
    idempotencyKey: `order-${order.id}-preference`,
  };
}

/**
 * With a discount code, Mercado Pago's items must add up to our total: each line goes as one item (quantity 1) at
 * its line total minus its share of the code's discount, shared in proportion to the line totals by largest
 * remainder so the shares add up to the discount exactly. A line left at $ 0 is not sent (Mercado Pago refuses
 * items without a price).
 */
export function discountedItems(order: Pick<OrderRow, "items" | "codeDiscount" | "discountCode">) {
  const totals = order.items.map((i) => i.lineTotal);
  const sum = totals.reduce((a, b) => a + b, 0);
  const exact = totals.map((t) => (sum === 0 ? 0 : (t * order.codeDiscount) / sum));
  const shares = exact.map(Math.floor);
  let left = order.codeDiscount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if (shares[i]! < totals[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return order.items
    .map((item, i) => ({
      id: `${item.productSlug}-${item.size}`,
      title: `${item.productName} (${item.size} ${item.unit}) × ${item.quantity}, cupón ${order.discountCode}`,
      quantity: 1,
      unitPrice: item.lineTotal - shares[i]!,
    }))
    .filter((item) => item.unitPrice > 0);
}
