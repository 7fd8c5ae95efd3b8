import type { ShortItem } from "../../domain/api/cart.ts";
import { productsOverUnitLimit, unitLimitMessage } from "../../domain/cart.ts";
import { estimateReadyDate } from "../../domain/dates.ts";
import { canDeliver } from "../../domain/delivery.ts";
import { isMontevideo } from "../../domain/departments.ts";
import { formatUYU } from "../../domain/money.ts";
import type { CounterKind, OwnerChannel, PriceChange } from "../../domain/owner-orders.ts";
import { chargedUnitPrice } from "../../domain/owner-orders.ts";
import { MP_RESERVATION_MINUTES } from "../../domain/payments.ts";
import type { BuyerWholesale } from "../../domain/price-lists.ts";
import { priceListFrom } from "../../domain/price-lists.ts";
import { buyerPricingRules, orderTotals } from "../../domain/pricing.ts";
import { quoteOrderTotals } from "../../domain/quotes.ts";
import type { OrderRequest } from "../../domain/schemas/checkout.ts";
import { DEFAULT_SHIPPING } from "../../domain/shipping.ts";
import { orderPricingRules } from "../../domain/shop-rules.ts";
import { redeemCoupon } from "../db/coupons.ts";
import { refreshCustomersAfterCommit } from "../db/customers-refresh.ts";
import { type Database, sendValuesInline, serviceRole, type Tx } from "../db/database.ts";
import { isReceiptAttachable } from "../db/files.ts";
import { readIdentifyBuyerFrom } from "../db/invoice-settings.ts";
import { recordStatusMove } from "../db/order-moves.ts";
import {
  attachOrderToKey,
  claimIdempotencyKey,
  insertOrder,
  type NewOrderItem,
  readOrder,
  readVariantsForSale,
  type VariantForSale,
} from "../db/orders.ts";
import { readShopSettings } from "../db/settings.ts";
import { readShippingSettings } from "../db/shipping.ts";
import { ApiError } from "../http/errors.ts";
import { checkCouponFor } from "./coupons/check-coupon.ts";
import { queueSubscription } from "./newsletter/subscriptions.ts";
import { interiorShippingFor } from "./orders/interior-shipping.ts";
import { orderPlacedMailInserts, queueOrderPlacedMails } from "./orders/mails.ts";
import { moveOrderIn } from "./orders/move-order.ts";
import { afterOwnerPlacing, ownerPlacing } from "./orders/owner-placing.ts";
import { randomToken, sha256Hex } from "./secrets.ts";
import { type PricedLine, stockAsRead, takeOrderStockAndCommit } from "./stock.ts";
import { buyerLine } from "./wholesale/buyer-line.ts";

/**
 * An order the owner takes in the back office (decision 035): its channel, the admin, the owner's price change per
 * line (in `request.items`' order; null: the list price) and 'Pagado en el local' (approved at once by the admin).
 */
export interface OwnerTerms {
  channel: OwnerChannel;
  admin: { userId: string | null; email: string | null };
  prices: (PriceChange | null)[];
  counter: CounterKind | null;
}

/**
 * A quote being accepted (issue 44 part 3, decision 036 "## Quotes"): its unit price per size and its delivery cost
 * replace the rules' prices; `attach` marks it accepted (and refuses a quote no longer acceptable) in the order's
 * transaction.
 */
export interface QuoteTerms {
  number: string;
  prices: ReadonlyMap<number, number>;
  deliveryFee: number;
  attach: (tx: Tx, orderId: number) => Promise<void>;
}

export interface PlaceOrderDeps {
  db: Database;
  shopEmail: string;
  siteUrl: string;
  now: () => Date;
}

/**
 * Places an order from ids and quantities. In one transaction: claims the idempotency key, re-reads
 * prices, applies the shared rules (domain/), takes the stock atomically, stores the order with its
 * items at the prices paid, and queues its mails in the outbox. Any refusal, and any loss of the
 * connection, rolls everything back. The caller delivers the queued mails after the commit
 * (services/mail/outbox.ts); the scheduled job retries what is left. Returns the order, whether it was
 * created now (false on a replay) and the ids of the mails and CFE jobs it queued. Its customer row is refreshed after
 * the commit (`refreshQueuedCustomers`, services/customers/refresh.ts), by the caller. An order with nothing to pay
 * ($ 0) is approved in the same transaction: it never waits for a payment nor holds a reservation.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  request: OrderRequest,
  {
    owner,
    customerUserId = null,
    wholesale = null,
    quote,
  }: {
    owner?: OwnerTerms;
    customerUserId?: string | null;
    /** The buyer's company and list (issue 44), read from the verified token before this (worker/http/wholesale-buyer). */
    wholesale?: BuyerWholesale | null;
    /** A quote being accepted (issue 44 part 3): its prices and delivery cost replace the rules'. */
    quote?: QuoteTerms;
  } = {},
) {
  const requestHash = await sha256Hex(JSON.stringify({ ...request, idempotencyKey: undefined, owner }));

  return deps.db.run(serviceRole, async (tx) => {
    // Statements with their values written in: each one flight, those made together pipelined (issue 39, session 26).
    sendValuesInline(tx);
    // One round trip: the key's claim and what a new order reads first (reads only, wasted on a replay), and the
    // mark that queues the order's customer row for after COMMIT (decision 032, issue 39: out of the order's time).
    const [claim, read] = await Promise.all([
      claimIdempotencyKey(tx, request.idempotencyKey, "order", requestHash),
      readForOrder(tx, request),
      refreshCustomersAfterCommit(tx),
    ]);
    let orderId: number;
    let firstStatus: string | null = null;
    let stocked: NewOrderItem[] = [];
    if (!claim.fresh) {
      if (claim.requestHash !== requestHash || claim.orderId === null) {
        throw new ApiError(
          409,
          "idempotency_conflict",
          "Esta compra ya fue enviada con otros datos. Recargue la página e inténtelo de nuevo.",
        );
      }
      orderId = claim.orderId;
    } else {
      const created = await createOrder(tx, deps, request, read, owner, customerUserId, wholesale, quote);
      orderId = created.orderId;
      firstStatus = created.status;
      stocked = created.stocked;
    }
    // A new order's first history line, the key's order and the order as stored: one round trip.
    const [, , placed] = await Promise.all([
      firstStatus === null
        ? null
        : recordStatusMove(tx, {
            orderId,
            event: "placed",
            from: null,
            to: firstStatus,
            ...(owner
              ? ownerPlacing(owner)
              : { actor: "customer", note: quote ? `Cotización ${quote.number} aceptada` : "Pedido creado" }),
          }),
      claim.fresh ? attachOrderToKey(tx, request.idempotencyKey, orderId) : null,
      readOrder(tx, orderId),
    ]);
    if (!placed) throw new Error(`Order ${orderId} is missing inside its own transaction`);
    let order = placed;
    let mailIds: number[] = [];
    let invoiceIds: number[] = [];
    /** Mails' inserts sent with the stock and COMMIT (one write, below). */
    let lastMails: ReturnType<typeof orderPlacedMailInserts> = [];
    if (claim.fresh && placed.total === 0) {
      // Nothing to pay (a code covers the whole total): approved now by the one order service, whatever the
      // payment method, with the mails, CFE job and history line of an approval (decision 024).
      const moved = await moveOrderIn(tx, deps, orderId, { actor: "system" }, { event: "nothing_to_pay" });
      if (!moved.ok) throw new Error(`Order ${orderId} with nothing to pay was not approved: ${moved.message}`);
      ({ order, mailIds, invoiceIds } = moved);
    } else if (claim.fresh && owner) {
      // The owner's order: approved now when paid at the counter, else the customer's pay link (decision 035).
      ({ order, mailIds, invoiceIds } = await afterOwnerPlacing(
        tx,
        { ...deps, settings: read.settings },
        placed,
        owner,
      ));
    } else if (claim.fresh && placed.paymentMethod === "bank") {
      // Bank transfer: the order is received now. Mercado Pago: the mails come with the payment. Queued before the
      // newsletter's confirmation when there is one; otherwise sent with the stock and COMMIT (issue 39).
      if (request.subscribe) mailIds = await queueOrderPlacedMails(tx, deps, placed, read.settings);
      else lastMails = orderPlacedMailInserts(tx, deps, placed, read.settings);
    }
    // The newsletter box: double opt-in, its confirmation mail queued with the order and sent with its mails.
    if (claim.fresh && request.subscribe) {
      mailIds.push(...(await queueSubscription(tx, deps, request.email.toLowerCase(), "checkout")));
    }
    // The stock last, sent with COMMIT: its products' locks are held for the server's work only (decision 004, issue 39).
    if (claim.fresh) mailIds.push(...(await takeOrderStockAndCommit(tx, orderId, stocked, lastMails)));
    return { order, created: claim.fresh, mailIds, invoiceIds };
  });
}

/** Home delivery outside Montevideo: what the interior's shipping settings price (services/orders/interior-shipping). */
const isInterior = (request: OrderRequest) =>
  request.deliveryMethod === "delivery" && !!request.town && !isMontevideo(request.town);

/** What placing an order reads before deciding anything, sent together (one round trip). */
async function readForOrder(tx: Tx, request: OrderRequest) {
  const [variants, settings, identifyBuyerFrom, shipping] = await Promise.all([
    readVariantsForSale(
      tx,
      request.items.map((i) => i.variantId),
    ),
    readShopSettings(tx),
    // DGI's amount from which an order names its buyer: only asked of an order without RUT nor cédula.
    !request.rut && !request.buyerDocument ? readIdentifyBuyerFrom(tx) : null,
    // The interior's carriers and table (issue 45): read only for an order that goes there.
    isInterior(request) ? readShippingSettings(tx) : null,
  ]);
  return { variants, settings, identifyBuyerFrom, shipping };
}

async function createOrder(
  tx: Tx,
  deps: PlaceOrderDeps,
  request: OrderRequest,
  read: Awaited<ReturnType<typeof readForOrder>>,
  owner: OwnerTerms | undefined,
  customerUserId: string | null,
  wholesale: BuyerWholesale | null,
  quote?: QuoteTerms,
): Promise<{ orderId: number; status: string; stocked: NewOrderItem[] }> {
  const { identifyBuyerFrom } = read;
  const priced = await priceOrder(tx, deps, request, read, owner, wholesale, quote);
  const { lines, coupon, code, totals, paymentMethod, shipping, rules } = priced;
  const mercadoPago = paymentMethod === "mercadopago";
  // Mercado Pago only when there is something to pay: a $ 0 order is placed pending and approved at once (above).
  const awaitsMercadoPago = mercadoPago && totals.total > 0;
  // A Mercado Pago order waits for its payment holding the stock until the reservation expires.
  const status = awaitsMercadoPago ? "mercado" : "pending";
  if (!mercadoPago && request.receiptFileId && !(await isReceiptAttachable(tx, request.receiptFileId))) {
    throw new ApiError(400, "invalid_receipt", "El comprobante no es válido. Vuelva a subirlo.");
  }

  // Refused here, with no lock, when the stock as read cannot serve it; taken for good at the end (placeOrder).
  const stocked = stockAsRead(lines, read.variants);
  // DGI: an e-Ticket from this amount names its buyer. Without a RUT the order must carry the buyer's
  // cédula (asked after the stock: a cart made shorter may not need it; a refusal rolls the stock back).
  if (identifyBuyerFrom !== null) {
    if (totals.total >= identifyBuyerFrom) {
      const message = `Para compras desde ${formatUYU(identifyBuyerFrom)} sin RUT, DGI pide su cédula de identidad.`;
      throw new ApiError(400, "buyer_document_required", message, [{ path: "buyerDocument", message }]);
    }
  }

  const orderId = await insertOrder(
    tx,
    {
      accessToken: randomToken(),
      status,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      phone: request.phone,
      rut: request.rut ?? null,
      // The company with a RUT (e-Factura); without one, the cédula when given (e-Ticket with its receiver).
      companyName: request.rut ? (request.companyName ?? null) : null,
      companyAddress: request.rut ? (request.companyAddress ?? null) : null,
      buyerDocument: request.rut ? null : (request.buyerDocument ?? null),
      street: request.deliveryMethod === "delivery" ? (request.streetAddress ?? null) : null,
      apartment: request.deliveryMethod === "delivery" ? (request.apartment ?? null) : null,
      town: request.deliveryMethod === "delivery" ? (request.town ?? null) : null,
      zip: request.deliveryMethod === "delivery" ? (request.zip ?? null) : null,
      deliveryMethod: request.deliveryMethod,
      paymentMethod,
      paymentType: mercadoPago ? null : (owner?.counter ?? "TRANSFERENCIA"),
      subtotal: totals.subtotal,
      discountCode: code?.code ?? null,
      codeDiscount: totals.codeDiscount,
      transferDiscount: totals.transferDiscount,
      deliveryFee: totals.deliveryFee,
      total: totals.total,
      estimatedDate: estimateReadyDate({
        now: deps.now(),
        deliveryMethod: request.deliveryMethod,
        town: request.town ?? "",
        rules,
      }),
      note: request.note || null,
      subscribed: request.subscribe,
      receiptFileId: mercadoPago ? null : (request.receiptFileId ?? null),
      reservationExpiresAt: awaitsMercadoPago ? new Date(deps.now().getTime() + MP_RESERVATION_MINUTES * 60_000) : null,
      pricingRules: orderPricingRules(rules),
      customerUserId,
      shipping: shipping && { ...shipping, fee: totals.deliveryFee },
      channel: owner?.channel,
      priceList: wholesale && { id: wholesale.list.id, name: wholesale.list.name, companyId: wholesale.company.id },
    },
    stocked,
  );
  if (quote) await quote.attach(tx, orderId);
  // The code's use, counted atomically (uses < max_uses, then per e-mail) in this transaction.
  if (coupon?.codeId && code) {
    const redeemed = await redeemCoupon(tx, {
      codeId: coupon.codeId,
      orderId,
      email: request.email,
      maxUsesPerEmail: coupon.maxUsesPerEmail,
    });
    if (redeemed !== "ok") {
      const message = redeemed === "used_up" ? "Este cupón ya no tiene usos disponibles." : "Ya usó este cupón.";
      throw new ApiError(400, redeemed === "used_up" ? "coupon_used_up" : "coupon_used_by_email", message);
    }
  }
  return { orderId, status, stocked };
}

/**
 * Prices an order as section 9 says (DESIGN.md): checks its lines, the owner's price changes, the code and the
 * delivery minimum. Stores nothing: the owner's preview ('Nuevo pedido') runs it alone (previewOrder).
 */
async function priceOrder(
  tx: Tx,
  deps: PlaceOrderDeps,
  request: OrderRequest,
  { variants, settings, shipping: shippingSettings }: Awaited<ReturnType<typeof readForOrder>>,
  owner?: OwnerTerms,
  wholesale: BuyerWholesale | null = null,
  quote?: QuoteTerms,
) {
  const byVariant = new Map(variants.map((v) => [v.variantId, v]));
  const unknown = request.items.filter((i) => byVariant.get(i.variantId)?.productId !== i.productId);
  if (unknown.length) {
    throw new ApiError(400, "unknown_items", "Algunos productos ya no están disponibles.", {
      items: unknown.map((i) => ({ productId: i.productId, variantId: i.variantId })) satisfies ShortItem[],
    });
  }

  // The 99 units rule (domain/cart.ts), per product across its sizes, naming each product once.
  // A quote's quantities are the owner's to agree (issue 44): not limited here.
  const overLimit = quote ? [] : productsOverUnitLimit(request.items);
  if (overLimit.length) {
    const names = overLimit.map((id) => variants.find((v) => v.productId === id)!.name);
    throw new ApiError(400, "quantity_limit", names.map(unitLimitMessage).join(" "), {
      items: overLimit.map((productId, i) => ({ productId, name: names[i] })),
    });
  }

  // Step 0 (issue 44): an approved company's buyer pays its list's price and break, within the size's minimum and
  // multiple; the retail price it replaced is kept on the line.
  // A quote's prices were agreed with the owner: no list, no minimum nor multiple.
  const list = wholesale && !quote ? priceListFrom(wholesale.list) : null;
  const refused: { productId: number; variantId: number; name: string; message: string }[] = [];
  const lines: PricedLine[] = request.items.map((item, index) => {
    const v = byVariant.get(item.variantId)!;
    const step0 = list ? buyerLine(v, item.quantity, list) : null;
    if (step0?.problem)
      refused.push({ productId: v.productId, variantId: v.variantId, name: v.name, message: step0.problem });
    return {
      productId: v.productId,
      variantId: v.variantId,
      productName: v.name,
      productSlug: v.slug,
      size: v.size,
      unit: v.unit,
      quantity: item.quantity,
      // A quote being accepted: the owner's quoted unit price (issue 44 part 3); else a buyer's list price (step 0).
      ...(quote
        ? { unitPrice: quote.prices.get(v.variantId)! }
        : step0 && step0.unitPrice < step0.retailUnitPrice
          ? { unitPrice: step0.unitPrice, retailUnitPrice: step0.retailUnitPrice }
          : ownerPrice(v, owner?.prices[index], owner?.admin)),
    };
  });
  if (refused.length) {
    throw new ApiError(400, "quantity_rule", refused.map((r) => r.message).join(" "), {
      items: refused.map(({ message: _, ...r }) => r) satisfies ShortItem[],
    });
  }

  // 'Pagado en el local' (decision 035): no transfer discount, approved by the owner when placed.
  const paymentMethod = owner?.counter ? "counter" : request.paymentMethod;
  // The owner's rules as they are now, read in this transaction; the order keeps them (orders.pricing_rules). A list's
  // own transfer discount replaces the shop's (issue 44).
  const rules = buyerPricingRules(settings.rules, wholesale?.list.transferDiscountPercent);
  // A discount code is decided again here with the shopper's e-mail (the cart's preview proves nothing).
  const coupon = request.discountCode
    ? await checkCouponFor(tx, {
        code: request.discountCode,
        lines,
        email: request.email,
        now: deps.now(),
        wholesale: !!wholesale,
      })
    : null;
  if (coupon && !coupon.check.ok) throw new ApiError(400, coupon.check.reason, coupon.check.message);
  const code = coupon?.check.ok ? coupon.check.terms : null;
  // Interior: the carrier and agency checked against Ajustes > Envíos, the parcel priced from the owner's table.
  const shipping = quote
    ? null
    : await interiorShippingFor(
        shippingSettings ?? DEFAULT_SHIPPING, // unused: not an interior order
        request,
        request.items.map((i) => ({ shippingGrams: byVariant.get(i.variantId)!.shippingGrams, quantity: i.quantity })),
      );
  // A quote: its delivery cost for home delivery, no code, no transfer discount, no delivery minimum (issue 44).
  const totals = quote
    ? quoteOrderTotals(lines, quote.deliveryFee, request.deliveryMethod === "delivery")
    : orderTotals({
        lines,
        deliveryMethod: request.deliveryMethod,
        town: request.town ?? "",
        paymentMethod,
        rules,
        code,
        interior: shipping,
      });
  // The minimum for delivery looks at the products total after the code (DESIGN.md 9).
  if (!quote && request.deliveryMethod === "delivery" && !canDeliver(totals.productsTotal, rules)) {
    throw new ApiError(
      400,
      "delivery_minimum",
      `El envío a domicilio requiere una compra mínima de ${formatUYU(rules.deliveryMinimum)}.`,
    );
  }
  return { lines, coupon, code, totals, paymentMethod, shipping, rules };
}

/** A line's unit price: the list price, or the owner's change of it with its reason and admin (decision 035). */
function ownerPrice(
  v: VariantForSale,
  change: PriceChange | null | undefined,
  admin: OwnerTerms["admin"] | undefined,
): Pick<PricedLine, "unitPrice" | "priceChange"> {
  const charged = chargedUnitPrice(v.unitPrice, change, `${v.name} (${v.size} ${v.unit})`);
  if (!charged.ok) throw new ApiError(400, charged.code, charged.message);
  if (!charged.changed || !admin) return { unitPrice: v.unitPrice };
  const priceChange = {
    listPrice: v.unitPrice,
    reason: change!.reason!.trim(),
    by: admin.userId,
    byEmail: admin.email,
  };
  return { unitPrice: charged.unitPrice, priceChange };
}

/** The totals and lines an order would have now, nothing stored and no stock taken (stock short: 409 as placing). */
export async function previewOrder(
  deps: PlaceOrderDeps,
  request: OrderRequest,
  owner?: OwnerTerms,
  wholesale: BuyerWholesale | null = null,
) {
  return deps.db.run(serviceRole, async (tx) => {
    const read = await readForOrder(tx, request);
    const { lines, totals, paymentMethod } = await priceOrder(tx, deps, request, read, owner, wholesale);
    stockAsRead(lines, read.variants);
    return { lines, totals, paymentMethod };
  });
}
