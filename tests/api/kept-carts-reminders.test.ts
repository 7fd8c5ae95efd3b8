import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../domain/api/admin.ts";
import { formatUYU } from "../../domain/money.ts";
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from "../../domain/schemas/kept-carts.ts";
import { queueCartReminders } from "../../worker/services/kept-carts/reminders.ts";
import { bearer } from "../support/admin-session.ts";
import { keep, lineOf, newCartKey, reminderDeps, remindersTo } from "../support/kept-carts.ts";
import { customer, pickVariant, postJson, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The reminders of unfinished checkouts (issue 43, part 3; decision 034): the delays and switches of Ajustes, never
// after an order or an unsubscribe, each stage once; and the dashboard's recovered figures.

let shop: TestShop;
let admin: Record<string, string>;
let v: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  v = await pickVariant(shop, { minStock: 20 });
});
afterAll(() => shop.close());
afterEach(async () => {
  await saveReminders(DEFAULT_REMINDER_SETTINGS);
});

let seq = 0;
const address = () => `recordar.${++seq}.${Date.now()}@example.com`;

const saveReminders = (reminders: unknown) =>
  shop.request("/api/admin/settings", {
    method: "PATCH",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({ reminders }),
  });

/** A checkout left with `email`: its cart kept now. */
async function leftCheckout(email: string) {
  expect((await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(v, 2)] })).status).toBe(200);
}
/** The job run with the clock `hours` ahead. */
const runAt = (hours: number) => queueCartReminders(reminderDeps(shop, hours));
const subjectsTo = async (email: string) => (await remindersTo(shop, email)).map((m) => m.subject).reverse();
const FIRST = "Su carrito lo espera";
const SECOND = "Último recordatorio: su carrito sigue guardado";

const order = (email: string) =>
  postJson(shop, "/api/orders", {
    ...customer({ email }),
    items: [{ productId: v.productId, variantId: v.variantId, quantity: 1 }],
    idempotencyKey: randomUUID(),
  });

describe("cartReminders", () => {
  it("mails reminder 1 after 2 h and reminder 2 after 24 h, each once, never both in one run", async () => {
    const [email, late] = [address(), address()];
    await leftCheckout(email);
    await leftCheckout(late);
    await runAt(1.5);
    expect(await subjectsTo(email)).toEqual([]);
    await runAt(2.1);
    await runAt(2.2);
    expect(await subjectsTo(email)).toEqual([FIRST]);
    await runAt(23.5);
    expect(await subjectsTo(email)).toEqual([FIRST]);
    await runAt(24.5);
    await runAt(30);
    await runAt(100);
    expect(await subjectsTo(email)).toEqual([FIRST, SECOND]);
    // `late`'s first run came at 24.5 h: only reminder 1 then, reminder 2 once 22 h more have passed.
    expect(await subjectsTo(late)).toEqual([FIRST, SECOND]);
    const { rows } = await shop.pg.query<{ stage: number }>(
      "select stage from cart_reminders where email = $1 order by sent_at",
      [late],
    );
    expect(rows.map((r) => r.stage)).toEqual([1, 2]);
  });

  it("the mail lists the lines at today's prices, with the restore and unsubscribe links", async () => {
    const email = address();
    await leftCheckout(email);
    const original = (
      await shop.pg.query<{ price: number }>("select price from product_variants where id = $1", [v.variantId])
    ).rows[0]!.price;
    await shop.pg.query("update product_variants set price = $1 where id = $2", [original + 137, v.variantId]);
    try {
      const { rows } = await shop.pg.query<{ p: number }>(
        "select final_price::float8 as p from product_variants where id = $1",
        [v.variantId],
      );
      await runAt(3);
      const [mail] = await remindersTo(shop, email);
      expect(mail!.html).toContain(v.name);
      expect(mail!.html).toContain(formatUYU(rows[0]!.p));
      expect(mail!.html).toContain(formatUYU(rows[0]!.p * 2));
      expect(mail!.html).toContain("algunos cambiaron");
      expect(mail!.html).toContain(`/carrito/recuperar/${mail!.restoreToken}`);
    } finally {
      await shop.pg.query("update product_variants set price = $1 where id = $2", [original, v.variantId]);
    }
  });

  it("follows the delays of Ajustes and each switch", async () => {
    const settings: ReminderSettings = { firstOn: true, firstHours: 5, secondOn: false, secondHours: 24 };
    expect((await saveReminders(settings)).status).toBe(200);
    const email = address();
    await leftCheckout(email);
    await runAt(3);
    expect(await subjectsTo(email)).toEqual([]);
    await runAt(5.5);
    await runAt(200);
    expect(await subjectsTo(email)).toEqual([FIRST]);

    expect((await saveReminders({ ...settings, firstOn: false, secondOn: true })).status).toBe(200);
    const second = address();
    await leftCheckout(second);
    await runAt(6);
    expect(await subjectsTo(second)).toEqual([]);
    await runAt(24.5);
    await runAt(50);
    expect(await subjectsTo(second)).toEqual([SECOND]);

    expect((await saveReminders({ ...settings, firstOn: false })).status).toBe(200);
    const none = address();
    await leftCheckout(none);
    await runAt(300);
    expect(await subjectsTo(none)).toEqual([]);
  });

  it("never after an order from the address, even one the trigger did not see", async () => {
    const email = address();
    await leftCheckout(email);
    expect((await order(email)).status).toBe(201);
    await runAt(3);
    expect(await subjectsTo(email)).toEqual([]);

    // The job's own check: an order the deletion missed (the trigger off here) still stops the reminder.
    const other = address();
    await leftCheckout(other);
    await shop.pg.query("alter table orders disable trigger kept_carts_order_placed");
    try {
      expect((await order(other.toUpperCase())).status).toBe(201);
    } finally {
      await shop.pg.query("alter table orders enable trigger kept_carts_order_placed");
    }
    await runAt(3);
    expect(await subjectsTo(other)).toEqual([]);
    const { rows } = await shop.pg.query("select 1 from kept_carts where email = $1", [other]);
    expect(rows).toEqual([]);
  });

  it("never after an unsubscribe", async () => {
    const email = address();
    await leftCheckout(email);
    await runAt(3);
    const [mail] = await remindersTo(shop, email);
    const res = await shop.request(`/api/kept-carts/unsubscribe?token=${mail!.unsubscribeToken}`, { method: "POST" });
    expect(res.status).toBe(200);
    await leftCheckout(email); // a later checkout of the address keeps nothing
    await runAt(30);
    await runAt(60);
    expect(await subjectsTo(email)).toEqual([FIRST]);
  });
});

describe("Ajustes > Recordatorios", () => {
  it("refuses delays that make no sense, in Spanish", async () => {
    const cases: [unknown, string][] = [
      [{ ...DEFAULT_REMINDER_SETTINGS, secondHours: 2 }, "El segundo recordatorio debe salir después del primero."],
      [{ ...DEFAULT_REMINDER_SETTINGS, firstHours: 0 }, "El primer recordatorio sale como pronto 1 hora después."],
      [{ ...DEFAULT_REMINDER_SETTINGS, firstHours: 1.5 }, "Escriba las horas del primer recordatorio sin decimales."],
      [
        { ...DEFAULT_REMINDER_SETTINGS, secondHours: 721 },
        "El segundo recordatorio sale como tarde 720 horas (30 días) después.",
      ],
    ];
    for (const [reminders, message] of cases) {
      const res = await saveReminders(reminders);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    // Saved alone, the other sections stay as they were; read back as saved.
    const saved = { firstOn: false, firstHours: 3, secondOn: true, secondHours: 48 };
    const res = await saveReminders(saved);
    expect(res.status).toBe(200);
    const { settings } = (await res.json()) as { settings: { reminders: ReminderSettings; videoUrl: string } };
    expect(settings.reminders).toEqual(saved);
    expect(settings.videoUrl).toMatch(/^https:/);
  });
});

describe("the dashboard's recovered carts", () => {
  const figures = async () => {
    const res = await shop.request("/api/admin/dashboard", { headers: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as Dashboard).recoveredCarts;
  };
  /** A reminder sent now for a checkout left 3 hours ago (the clock moved through the database). */
  async function reminded(email: string) {
    await leftCheckout(email);
    await shop.pg.query("update kept_carts set updated_at = now() - interval '3 hours' where email = $1", [email]);
    await runAt(0);
    expect(await subjectsTo(email)).toEqual([FIRST]);
  }

  it("counts carts reminded, those an order followed within 7 days, and the approved revenue", async () => {
    const before = await figures();
    const [paid, unpaid, late, never] = [address(), address(), address(), address()];
    for (const email of [paid, unpaid, late, never]) await reminded(email);

    const placed = async (email: string) => {
      const res = await order(email);
      expect(res.status).toBe(201);
      return ((await res.json()) as { order: { id: number; total: number } }).order;
    };
    const paidOrder = await placed(paid);
    await shop.pg.query("update orders set status = 'approved' where id = $1", [paidOrder.id]);
    await placed(unpaid);
    const lateOrder = await placed(late);
    await shop.pg.query("update orders set created_at = now() + interval '8 days', status = 'approved' where id = $1", [
      lateOrder.id,
    ]);

    const after = await figures();
    expect(after.reminded - before.reminded).toBe(4);
    expect(after.recovered - before.recovered).toBe(2);
    expect(after.revenue - before.revenue).toBe(paidOrder.total);
  });
});
