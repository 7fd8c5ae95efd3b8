import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../worker/db/database.ts";
import { addressHash, keepCheckoutCart, unsubscribeReminders } from "../../worker/services/kept-carts/keep.ts";
import { queueCartReminders } from "../../worker/services/kept-carts/reminders.ts";
import { freshIp, newCartKey, reminderDeps, remindersTo } from "../support/kept-carts.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Exactly once (issue 43, part 3): checkouts kept, job runs (some overlapping, some dying before their commit),
 * orders and unsubscribes, mixed at random on a few addresses with a clock that moves. Afterwards, for every kept
 * cart: each stage was mailed at most once; every reminder mail in the outbox has its record and every record its
 * mail; no reminder went out after an order from the address since the cart was kept, nor after an unsubscribe.
 */
let shop: TestShop;
let v: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  v = await pickVariant(shop, { minStock: 100, minPrice: 300 });
  await shop.pg.query("update product_variants set stock = 1000000 where id = $1", [v.variantId]);
});
afterAll(() => shop.close());

const HOUR = 3_600_000;

/** The database, whose units of work die before their commit when `crash()` says so (a Worker stopped). */
function crashing(db: Database, crash: () => boolean): Database {
  return {
    close: () => db.close(),
    run: (caller, work) =>
      db.run(caller, async (tx) => {
        const result = await work(tx);
        if (crash()) throw new Error("crash before commit");
        return result;
      }),
  };
}

const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("keep" as const), cart: fc.nat(3), person: fc.nat(2) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("advance" as const), hours: fc.constantFrom(1, 2, 5, 12, 23) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("run" as const),
      overlap: fc.boolean(),
      // About one unit of work in five dies before its commit.
      crashes: fc.array(
        fc.nat(4).map((n) => n === 0),
        { maxLength: 8 },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("order" as const), person: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unsubscribe" as const), person: fc.nat(2) }) },
);

let scenarioNo = 0;
/** Reminders mailed in all scenarios: the property is not about nothing. */
let remindersSeen = 0;

describe("cartReminders, exactly once", () => {
  it("each stage at most once, never after an order or an unsubscribe, through crashes and overlapping runs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 30 }), async (steps) => {
        const n = ++scenarioNo;
        const people = [0, 1, 2].map((i) => `prop.${n}.${i}.${Date.now()}@example.com`);
        const keys = [0, 1, 2, 3].map(() => newCartKey());
        let offset = 0; // hours ahead of the real clock
        const clock = () => new Date(Date.now() + offset * HOUR);
        const orders: { email: string; at: number }[] = [];
        const unsubscribed: { email: string; at: number }[] = [];
        const keptAt = new Map<number, number>(); // cart id -> when the row was first kept (ms)

        for (const s of steps) {
          if (s.kind === "advance") offset += s.hours;
          if (s.kind === "keep") {
            const email = people[s.person]!;
            await keepCheckoutCart(
              { db: shop.db, now: clock },
              {
                cartKey: keys[s.cart]!,
                email,
                lines: [{ productId: v.productId, variantId: v.variantId, quantity: 1, unitPrice: v.finalPrice }],
                consent: "recordatorio-carrito-1",
              },
            );
            const { rows } = await shop.pg.query<{ id: number; created: Date }>(
              "select id::int, created_at as created from kept_carts where email = $1",
              [email],
            );
            for (const row of rows) if (!keptAt.has(row.id)) keptAt.set(row.id, new Date(row.created).getTime());
          }
          if (s.kind === "run") {
            const crashes = [...s.crashes];
            const deps = reminderDeps(shop, offset);
            const run = () =>
              queueCartReminders({ ...deps, db: crashing(shop.db, () => crashes.shift() ?? false) }).catch(() => null);
            await (s.overlap ? Promise.all([run(), run()]) : run());
          }
          if (s.kind === "order") {
            const email = people[s.person]!;
            const res = await shop.request("/api/orders", {
              method: "POST",
              headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
              body: JSON.stringify({
                ...customer({ email }),
                items: [{ productId: v.productId, variantId: v.variantId, quantity: 1 }],
                idempotencyKey: randomUUID(),
              }),
            });
            expect(res.status).toBe(201);
            const { order } = (await res.json()) as { order: { id: number } };
            const at = clock();
            await shop.pg.query("update orders set created_at = $1 where id = $2", [at, order.id]);
            orders.push({ email, at: at.getTime() });
          }
          if (s.kind === "unsubscribe") {
            const email = people[s.person]!;
            const [mail] = await remindersTo(shop, email);
            if (mail) {
              expect(await unsubscribeReminders({ db: shop.db, now: clock }, mail.unsubscribeToken)).toBe(true);
              unsubscribed.push({ email, at: clock().getTime() });
            }
          }
        }

        const { rows: sent } = await shop.pg.query<{
          cartId: number;
          email: string;
          stage: number;
          at: Date;
          mailId: number;
        }>(
          `select cart_id::int as "cartId", email, stage, sent_at as at, mail_id::int as "mailId"
             from cart_reminders where email = any($1::text[]) order by sent_at`,
          [people],
        );
        remindersSeen += sent.length;
        // Each stage of a cart at most once.
        const stages = sent.map((r) => `${r.cartId}/${r.stage}`);
        expect(new Set(stages).size).toBe(stages.length);
        // Mails and records match one to one.
        const { rows: mails } = await shop.pg.query<{ id: number }>(
          "select id::int from mail_outbox where kind = 'cart_reminder' and to_address = any($1::text[]) order by id",
          [people],
        );
        expect(mails.map((m) => m.id)).toEqual(sent.map((r) => r.mailId).sort((a, b) => a - b));
        // No stage claimed without its mail (a claim dies with its transaction, never alone).
        const { rows: stamped } = await shop.pg.query<{ id: number; one: boolean; two: boolean }>(
          `select id::int, reminded_1_at is not null as one, reminded_2_at is not null as two
             from kept_carts where email = any($1::text[])`,
          [people],
        );
        for (const k of stamped) {
          if (k.one) expect(stages).toContain(`${k.id}/1`);
          if (k.two) expect(stages).toContain(`${k.id}/2`);
        }
        for (const r of sent) {
          const at = new Date(r.at).getTime();
          const kept = keptAt.get(r.cartId);
          expect(kept, "a reminder for a cart that was never kept").toBeDefined();
          // Never after an order from the address placed since the cart was kept.
          expect(orders.filter((o) => o.email === r.email && o.at >= kept! && o.at <= at)).toEqual([]);
          // Never after an unsubscribe.
          expect(unsubscribed.filter((u) => u.email === r.email && u.at <= at)).toEqual([]);
        }
        // An unsubscribed address is remembered by its hash.
        for (const u of unsubscribed) {
          const { rows } = await shop.pg.query("select 1 from cart_reminder_optouts where email_hash = $1", [
            await addressHash(u.email),
          ]);
          expect(rows).toHaveLength(1);
        }
      }),
      { numRuns: 25 },
    );
    expect(remindersSeen).toBeGreaterThan(10);
  }, 300_000);
});
