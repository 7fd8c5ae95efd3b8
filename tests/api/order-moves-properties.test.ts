import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EVENTS,
  type AdminEvent,
  adminMoves,
  decideMove,
  type Fulfilment,
  type OrderEvent,
  type OrderState,
  type OrderStatus,
} from "../../domain/order-status.ts";
import type { MpPaymentStatus } from "../../domain/payments.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import { expireReservations, recheckWaitingPayments } from "../../worker/services/jobs/payments.ts";
import { releaseReservation } from "../../worker/services/orders/desk.ts";
import { type Mover, moveOrder } from "../../worker/services/orders/move-order.ts";
import { applyPaymentById, type PaymentServiceDeps } from "../../worker/services/payments/apply-payment.ts";
import { placeOrder } from "../../worker/services/place-order.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, stockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * The owner's moves, Mercado Pago's notifications and the scheduled jobs, mixed at random on the same
 * orders, all through the one order service. After every step, for every order:
 * - each line of its history is a move the table of domain/order-status.ts allows, from the state the
 *   line before left it in, and the order is in the state its last line says;
 * - the product's stock equals what the histories say (the orders not cancelled hold their units);
 * - each move that mails was mailed once: as many mails of each kind as history lines of its event.
 * An owner's move is refused exactly when the table refuses it.
 */
let shop: TestShop;
let variant: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 100, minPrice: 300 });
  // Plenty, so no move here is refused for stock (the stock-short paths have their own tests).
  await shop.pg.query("update product_variants set stock = 100000 where id = $1", [variant.variantId]);
});
afterAll(() => shop.close());

const PATHS: MpPaymentStatus[][] = [
  ["approved"],
  ["approved", "refunded"],
  ["in_process", "approved"],
  ["pending", "approved"],
  ["pending", "cancelled"],
  ["rejected"],
];

/** The mails each history event queues (every move here mails: the owner never unticks 'Avisar'). */
const MAILS_OF: Partial<Record<OrderEvent, string[]>> = {
  payment_approved: ["order_paid", "order_paid_notice"],
  payment_waiting: ["order_payment_pending"],
  payment_failed: ["order_payment_failed"],
  approve: ["order_approved"],
  reject: ["order_cancelled"],
  cancel_sale: ["order_sale_cancelled"],
  prepare: ["order_preparing"],
  ready: ["order_ready"],
  ship: ["order_shipped"],
  deliver: ["order_delivered"],
  collect: ["order_collected"],
};

const orderKinds = fc.constantFrom(
  { paymentMethod: "bank", deliveryMethod: "pickup" },
  { paymentMethod: "mercadopago", deliveryMethod: "pickup" },
  { paymentMethod: "mercadopago", deliveryMethod: "delivery" },
  { paymentMethod: "bank", deliveryMethod: "delivery" },
);
const step = fc.oneof(
  { depthSize: "small" },
  // Mostly a move the desk offers now (so orders get far along), sometimes any move (to be refused).
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("admin" as const),
      order: fc.nat(2),
      offered: fc.nat(3).map((n) => n > 0),
      pick: fc.noBias(fc.nat(99)),
      event: fc.constantFrom(...ADMIN_EVENTS),
    }),
  },
  fc.record({ kind: fc.constant("pay" as const), order: fc.nat(2), path: fc.nat(PATHS.length - 1) }),
  fc.record({ kind: fc.constant("advance" as const), payment: fc.nat(5) }),
  fc.record({ kind: fc.constant("notify" as const), payment: fc.nat(5) }),
  fc.record({
    kind: fc.constant("job" as const),
    job: fc.constantFrom("expire", "recheck"),
    minutes: fc.constantFrom(0, 11, 61),
  }),
);
const scenario = fc.record({
  orders: fc.array(orderKinds, { minLength: 1, maxLength: 2 }),
  steps: fc.array(step, { minLength: 1, maxLength: 30 }),
});

interface HistoryLine {
  event: string;
  from: OrderStatus | null;
  to: OrderStatus;
  fromFulfilment: Fulfilment;
  toFulfilment: Fulfilment;
}

describe("owner, Mercado Pago and the jobs moving the same orders", () => {
  it("keep every order on the table, the stock equal to the history, and each move mailed once", async () => {
    const mp = fakePayments();
    let clock = new Date();
    const deps: PaymentServiceDeps = {
      db: shop.db,
      payments: mp.port,
      shopEmail: "ventas@quimica.test",
      siteUrl: "http://localhost:8787",
      now: () => clock,
    };
    const owner: Mover = { actor: "admin", userId: null, email: "duena@quimica.test" };
    const initialStock = await stockOf(shop, variant.productId);
    const all: { id: number; quantity: number; deliveryMethod: "pickup" | "delivery" }[] = [];

    const stateOf = async (id: number) => {
      const { rows } = await shop.pg.query<{
        status: OrderStatus;
        fulfilment: Fulfilment;
        delivery_method: "pickup" | "delivery";
      }>("select status, fulfilment, delivery_method from orders where id = $1", [id]);
      const r = rows[0]!;
      return { status: r.status, fulfilment: r.fulfilment, deliveryMethod: r.delivery_method } satisfies OrderState;
    };

    const check = async () => {
      let held = 0;
      for (const order of all) {
        const { rows: history } = await shop.pg.query<HistoryLine>(
          `select event, from_status as "from", to_status as "to", from_fulfilment as "fromFulfilment",
                  to_fulfilment as "toFulfilment"
             from order_status_history where order_id = $1 order by id`,
          [order.id],
        );
        let state: OrderState | null = null;
        for (const line of history) {
          if (line.event === "placed") {
            expect(state).toBeNull();
            state = { status: line.to, fulfilment: null, deliveryMethod: order.deliveryMethod };
            continue;
          }
          expect(state, "a move before the order was placed").not.toBeNull();
          expect({ status: line.from, fulfilment: line.fromFulfilment }).toEqual({
            status: state!.status,
            fulfilment: state!.fulfilment,
          });
          const allowed = [true, false].some((stockAvailable) => {
            const d = decideMove(state!, line.event as OrderEvent, { stockAvailable, reservationDue: true });
            return d.ok && d.status === line.to && d.fulfilment === line.toFulfilment;
          });
          expect(allowed, `${JSON.stringify(state)} --${line.event}--> ${line.to}/${line.toFulfilment}`).toBe(true);
          state = { status: line.to, fulfilment: line.toFulfilment, deliveryMethod: order.deliveryMethod };
        }
        const now = await stateOf(order.id);
        expect(now).toEqual(state);
        if (now.status !== "cancel") held += order.quantity;

        const { rows: mails } = await shop.pg.query<{ kind: string; n: number }>(
          "select kind, count(*)::int as n from mail_outbox where order_id = $1 group by kind",
          [order.id],
        );
        const expected = new Map<string, number>();
        for (const line of history) {
          for (const kind of MAILS_OF[line.event as OrderEvent] ?? [])
            expected.set(kind, (expected.get(kind) ?? 0) + 1);
        }
        const placing = ["order_confirmation", "order_notice"];
        const sent = new Map(mails.filter((m) => !placing.includes(m.kind)).map((m) => [m.kind, m.n]));
        expect(Object.fromEntries(sent)).toEqual(Object.fromEntries(expected));
      }
      expect(await stockOf(shop, variant.productId)).toBe(initialStock - held);
    };

    await fc.assert(
      fc.asyncProperty(scenario, async ({ orders: kinds, steps }) => {
        const orders: { id: number; total: number; quantity: number }[] = [];
        for (const kind of kinds) {
          const quantity = kind.deliveryMethod === "delivery" ? 8 : 1;
          const { order } = await placeOrder(
            { db: shop.db, now: () => clock, shopEmail: deps.shopEmail, siteUrl: deps.siteUrl },
            orderRequest.parse(
              customer({
                ...kind,
                ...(kind.deliveryMethod === "delivery"
                  ? { streetAddress: "Av. Italia 2345", apartment: "1", town: "Montevideo", zip: "11300" }
                  : {}),
                items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
                idempotencyKey: crypto.randomUUID(),
              }),
            ),
          );
          orders.push({ id: order.id, total: order.total, quantity });
          all.push({ id: order.id, quantity, deliveryMethod: kind.deliveryMethod as "pickup" | "delivery" });
        }
        const payments: { id: string; path: MpPaymentStatus[]; at: number }[] = [];

        for (const s of steps) {
          if (s.kind === "admin") {
            const order = orders[s.order % orders.length]!;
            const before = await stateOf(order.id);
            // Annulling a sale ends its fulfilment: offered now and then, so the runs still reach the hand-over.
            const offered = adminMoves(before).filter((e) => e !== "cancel_sale" || s.pick % 5 === 0);
            const event: AdminEvent = s.offered && offered.length ? offered[s.pick % offered.length]! : s.event;
            const shipment = { carrier: "DAC", trackingNumber: `UY${order.id}`, trackingUrl: null, agency: null };
            const result =
              event === "release"
                ? await releaseReservation(deps, order.id, owner, null)
                : await moveOrder(deps, order.id, owner, {
                    event,
                    shipment,
                    notify: event === "update_tracking" ? false : undefined,
                  });
            if (event !== "release") {
              expect(result.ok, `${JSON.stringify(before)} ${event}`).toBe(
                decideMove(before, event, { stockAvailable: true }).ok,
              );
            }
          } else if (s.kind === "pay") {
            const order = orders[s.order % orders.length]!;
            const path = PATHS[s.path]!;
            payments.push({ id: mp.pay(order.id, order.total, path[0]!).id, path, at: 0 });
          } else if (s.kind === "advance" || s.kind === "notify") {
            const p = payments[s.payment % Math.max(1, payments.length)];
            if (!p) continue;
            if (s.kind === "advance" && p.at < p.path.length - 1) mp.change(p.id, p.path[++p.at]!);
            else await applyPaymentById(deps, p.id);
          } else {
            clock = new Date(clock.getTime() + s.minutes * 60 * 1000);
            await (s.job === "expire" ? expireReservations(deps) : recheckWaitingPayments(deps));
          }
          await check();
        }
      }),
      { numRuns: 40, seed: 20261125 },
    );
    // The runs went through every kind of move, not only the easy ones.
    const { rows } = await shop.pg.query<{ event: string }>(
      "select distinct event from order_status_history where order_id = any($1::bigint[]) order by 1",
      [`{${all.map((o) => o.id).join(",")}}`],
    );
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(["approve", "reject", "reopen", "cancel_sale", "prepare", "ready", "ship", "release"]),
    );
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(["payment_approved", "payment_waiting", "reservation_expired", "deliver", "collect"]),
    );
  }, 180_000);
});
