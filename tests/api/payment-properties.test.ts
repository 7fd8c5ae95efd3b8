import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideMove, type OrderStatus } from "../../domain/order-status.ts";
import { type MpPaymentStatus, paymentEvent } from "../../domain/payments.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { applyPaymentById, type PaymentServiceDeps } from "../../worker/services/payments/apply-payment.ts";
import { placeOrder } from "../../worker/services/place-order.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, stockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Random notification histories for random orders, applied through the one order service
 * (worker/services/orders/move-order.ts) and modelled with its one table (domain/order-status.ts): Mercado Pago's payments change status along real
 * paths (a card approved then refunded, a ticket paid or cancelled, a card rejected and another tried),
 * and notifications about them arrive late, twice, or out of order; each one makes the shop read the
 * payment's current state, as the webhook does. Afterwards, for every order:
 * - its status is what the life-cycle table gives when each payment's observed states are folded in,
 *   and once approved it never left approved;
 * - the stock held equals what the non-cancelled orders hold;
 * - exactly one confirmation mail when approved, none otherwise.
 */
let shop: TestShop;
let variant: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 150, minPrice: 100 });
});
afterAll(() => shop.close());

/** The paths a payment's status takes at Mercado Pago. */
const PATHS: MpPaymentStatus[][] = [
  ["approved"],
  ["approved", "refunded"],
  ["in_process", "approved"],
  ["in_process", "rejected"],
  ["pending", "approved"],
  ["pending", "cancelled"],
  ["rejected"],
  ["cancelled"],
];

const scenario = fc.record({
  payments: fc.array(fc.constantFrom(...PATHS), { minLength: 1, maxLength: 3 }),
  steps: fc.array(fc.record({ kind: fc.constantFrom("advance", "notify"), payment: fc.nat(2) }), { maxLength: 14 }),
});

describe("Mercado Pago notifications in any order, any number of times", () => {
  it("end in the table's state with the right stock and one confirmation", async () => {
    const mp = fakePayments();
    const deps: PaymentServiceDeps = {
      db: shop.db,
      payments: mp.port,
      shopEmail: "ventas@quimica.test",
      siteUrl: "http://localhost:8787",
      now: () => new Date(),
    };
    const stockBefore = await stockOf(shop, variant.productId);
    let held = 0;

    await fc.assert(
      fc.asyncProperty(scenario, async ({ payments: paths, steps }) => {
        const { order } = await placeOrder(
          { db: shop.db, now: () => new Date(), shopEmail: deps.shopEmail, siteUrl: deps.siteUrl },
          orderRequest.parse(
            customer({
              paymentMethod: "mercadopago",
              items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
              idempotencyKey: crypto.randomUUID(),
            }),
          ),
        );
        // Mercado Pago's side: each payment at some point along its path.
        const live = paths.map((path) => ({ path, at: 0, id: mp.pay(order.id, order.total, path[0]!).id }));
        // The model: the order as the table moves it, from the states the shop observes.
        let model = "mercado" as OrderStatus;
        let modelPayment: string | null = null;
        let everApproved = false;
        const seen = new Set<string>();
        const observe = async (p: (typeof live)[number]) => {
          const status = p.path[p.at]!;
          await applyPaymentById(deps, p.id);
          if (seen.has(`${p.id}:${status}`)) return;
          seen.add(`${p.id}:${status}`);
          const isOrdersPayment = modelPayment === null || modelPayment === p.id;
          const move = decideMove(
            { status: model, fulfilment: null, deliveryMethod: "pickup" },
            paymentEvent(status, isOrdersPayment),
            { stockAvailable: true },
          );
          if (!move.ok) throw new Error("a payment is never refused");
          if (move.moved || model === "mercado" || isOrdersPayment) modelPayment = p.id;
          model = move.status;
          if (model === "approved") everApproved = true;
          if (everApproved) expect(model).toBe("approved");
        };

        for (const step of steps) {
          const p = live[step.payment % live.length]!;
          if (step.kind === "advance" && p.at < p.path.length - 1) {
            p.at++;
            mp.change(p.id, p.path[p.at]!);
          } else {
            await observe(p);
          }
        }
        // Mercado Pago always notifies after a payment's last change: every payment is observed at the end.
        for (const p of live) await observe(p);
        // And duplicates of everything change nothing more.
        for (const p of live) await observe(p);

        const { rows } = await shop.pg.query<{ status: string; confirmations: number; stock_released: boolean }>(
          `select status, stock_released,
                  (select count(*)::int from mail_outbox m where m.order_id = o.id and m.kind = 'order_paid') as confirmations
             from orders o where id = $1`,
          [order.id],
        );
        const row = rows[0]!;
        expect(row.status).toBe(model);
        expect(row.confirmations).toBe(model === "approved" ? 1 : 0);
        if (model !== "cancel") held++;
        expect(await stockOf(shop, variant.productId)).toBe(stockBefore - held);
      }),
      { numRuns: 40, seed: 20261122 },
    );
  }, 120_000);
});
