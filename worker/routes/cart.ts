import { Hono } from "hono";
import * as z from "zod";
import type { CartCheckAnswer, CouponPreview } from "../../domain/api/cart.ts";
import { priceListFrom } from "../../domain/price-lists.ts";
import { codeDiscount } from "../../domain/pricing.ts";
import { couponCheckInput } from "../../domain/schemas/coupon.ts";
import { unitsOfSize, unitsThatFit } from "../../domain/stock.ts";
import { anonymous, serviceRole } from "../db/database.ts";
import { readIdentifyBuyerFrom } from "../db/invoice-settings.ts";
import { readVariantsForSale } from "../db/orders.ts";
import type { AppEnv } from "../env.ts";
import { ApiError } from "../http/errors.ts";
import { clientAddressKey, RATE_LIMITS, rateLimit, rateLimited } from "../http/rate-limit.ts";
import { zv } from "../http/validate.ts";
import { wholesaleBuyer } from "../http/wholesale-buyer.ts";
import { checkCouponFor } from "../services/coupons/check-coupon.ts";
import { buyerLine, checkedWholesale } from "../services/wholesale/buyer-line.ts";

const cartCheck = z.object({
  items: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        variantId: z.number().int().positive(),
        quantity: z.number().int().min(1).max(999),
        unitPrice: z.number().int().min(0).optional(),
      }),
      { error: "Carrito no válido." },
    )
    .max(100, { error: "Carrito no válido." }),
});

/**
 * POST /api/cart/check: today's price and stock of each cart line, so the browser can show the shopper
 * what changed, and the total from which an order without RUT needs the buyer's cédula (the checkout asks it).
 * Read-only; each line's `available` is how many of it fit beside the cart's other lines of the same product, by
 * the product's own way of counting stock (domain/stock.ts).
 */
export const cartRoutes = new Hono<AppEnv>()
  /**
   * POST /api/cart/code {code, items, email?}: whether the discount code applies to this cart at today's prices,
   * and what it takes off (a preview: the order service decides again when the order is placed). A refusal is a
   * 400 with the reason in Spanish ('El cupón venció el 20/11/2026.'). Rate-limited: codes are not to be guessed.
   * Only codes that do not exist count towards the guessing limit, so a cart asking its code again at each change
   * never runs out; each check is counted as a miss first and given back when the code exists, so parallel guesses
   * cannot slip past the limit. The checkout sends the shopper's e-mail once it has one (issue 38), so 'Ya usó este
   * cupón.' is said when the code is applied or the e-mail changes, not only at 'Confirmar pedido'.
   */
  .post("/code", rateLimit(RATE_LIMITS.couponCheck), zv("json", couponCheckInput), async (c) => {
    const { code, items, email } = c.req.valid("json");
    const { now, rateLimiter } = c.var.deps;
    const client = clientAddressKey(c);
    // An approved company's buyer (issue 44): the code is checked on the list's prices, and only an allowed one applies.
    const { wholesale } = await wholesaleBuyer(
      c,
      items.map((i) => i.variantId),
    );
    const list = wholesale ? priceListFrom(wholesale.list) : null;
    c.header("Vary", "Authorization");
    const misses = await rateLimiter.hit(RATE_LIMITS.couponMiss, client);
    if (!misses.allowed) return rateLimited(c, misses.retryAfterSeconds);
    const result = await c.var.deps.db.run(serviceRole, async (tx) => {
      const variants = await readVariantsForSale(
        tx,
        items.map((i) => i.variantId),
      );
      const byVariant = new Map(variants.map((v) => [v.variantId, v]));
      const lines = items.flatMap((i) => {
        const v = byVariant.get(i.variantId);
        return v && v.productId === i.productId
          ? [
              {
                productId: v.productId,
                unitPrice: list ? buyerLine(v, i.quantity, list).unitPrice : v.unitPrice,
                quantity: i.quantity,
              },
            ]
          : [];
      });
      const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      const input = { code, lines, email: email ?? null, now: now(), wholesale: !!list };
      return { ...(await checkCouponFor(tx, input)), subtotal };
    });
    // With an e-mail, a once-per-e-mail code's answer says whether that address used it ('Ya usó este cupón.', as the
    // order would): such a check stays counted, so no address asks about more e-mails than it could guess codes.
    const askedAboutEmail = !!email && result.maxUsesPerEmail !== null;
    if (result.codeId !== null && !askedAboutEmail) await rateLimiter.release(RATE_LIMITS.couponMiss, client);
    c.header("Cache-Control", "no-store");
    if (!result.check.ok) throw new ApiError(400, result.check.reason, result.check.message);
    const { terms } = result.check;
    return c.json({
      code: terms.code,
      kind: terms.kind,
      value: terms.value,
      eligibleSubtotal: terms.eligibleSubtotal,
      discount: codeDiscount(terms, result.subtotal),
    } satisfies CouponPreview);
  })
  .post("/check", zv("json", cartCheck), async (c) => {
    const { items } = c.req.valid("json");
    const { db } = c.var.deps;
    // The viewer's prices (issue 44): an approved company's buyer, from the verified token only; else retail.
    const [current, identifyBuyerFrom, { wholesale }] = await Promise.all([
      db.run(anonymous, (tx) =>
        readVariantsForSale(
          tx,
          items.map((i) => i.variantId),
        ),
      ),
      // The checkout asks for the buyer's cédula from this total (issue 26); the row is not public (RLS).
      db.run(serviceRole, readIdentifyBuyerFrom),
      wholesaleBuyer(
        c,
        items.map((i) => i.variantId),
      ),
    ]);
    const list = wholesale ? priceListFrom(wholesale.list) : null;
    const byVariant = new Map(current.map((v) => [v.variantId, v]));
    const known = items.flatMap((item, index) => {
      const v = byVariant.get(item.variantId);
      return v && v.productId === item.productId ? [{ ...item, index, size: v.size, sizeStock: v.sizeStock }] : [];
    });
    c.header("Cache-Control", "no-store");
    c.header("Vary", "Authorization");
    return c.json({
      items: items.map((item, index) => {
        const v = byVariant.get(item.variantId);
        if (!v || v.productId !== item.productId) {
          return {
            productId: item.productId,
            variantId: item.variantId,
            status: "unavailable" as const,
            name: null,
            slug: null,
            size: null,
            unit: null,
            unitPrice: null,
            stock: 0,
            bulkStock: null,
            available: 0,
            image: null,
          };
        }
        const stock = { mode: v.stockMode, bulk: v.bulkStock };
        const others = known.filter((k) => k.index !== index && k.productId === v.productId);
        const available = unitsThatFit(stock, { variantId: v.variantId, size: v.size, sizeStock: v.sizeStock }, others);
        const priced = list ? checkedWholesale(v, item.quantity, list) : { unitPrice: v.unitPrice, wholesale: null };
        const status =
          item.quantity > available
            ? ("insufficient_stock" as const)
            : item.unitPrice !== undefined && item.unitPrice !== priced.unitPrice
              ? ("price_changed" as const)
              : ("ok" as const);
        return {
          productId: v.productId,
          variantId: v.variantId,
          status,
          name: v.name,
          slug: v.slug,
          size: v.size,
          unit: v.unit,
          unitPrice: priced.unitPrice,
          stock: unitsOfSize(stock, v.size, v.sizeStock),
          bulkStock: v.stockMode === "bulk" ? v.bulkStock : null,
          available,
          image: v.image,
          // Only for an excluded product (decision 029): the other answers keep their shape.
          ...(v.noWithdrawalReason ? { noWithdrawalReason: v.noWithdrawalReason } : {}),
          ...(priced.wholesale ? { wholesale: priced.wholesale } : {}),
        };
      }),
      identifyBuyerFrom,
      ...(wholesale ? { wholesale: { companyName: wholesale.company.legalName, listName: wholesale.list.name } } : {}),
    } satisfies CartCheckAnswer);
  });
