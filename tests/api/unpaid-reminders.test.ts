import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatLongDate, formatTime } from "../../domain/dates.ts";
import { formatUYU } from "../../domain/money.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { readShopSettings } from "../../worker/db/settings.ts";
import { buildDeps } from "../../worker/deps.ts";
import { RATE_LIMITS, recipientKey } from "../../worker/http/rate-limit.ts";
import { remindUnpaidOrders } from "../../worker/services/orders/unpaid-reminders.ts";
import { applyPaymentById, type PaymentServiceDeps } from "../../worker/services/payments/apply-payment.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, tinyPng } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 43, 'Unpaid orders' (decision 034): one reminder a day before an Abitab / RedPagos ticket or a transfer
// without its receipt runs out (3 days after placing), with the payment details; never for an order paid, cancelled,
// with its receipt, or already past its date; never twice, also with two runs at once. Mails are read through
// /dev/mail.json, as a developer reads them.

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let shop: TestShop;
let mp: ReturnType<typeof fakePayments>;
let variant: SaleVariant;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 100, minPrice: 200 });
});
afterAll(() => shop.close());
beforeEach(() => {
  mp = fakePayments();
});

const config = parseConfig({ ENVIRONMENT: "test", PUBLIC_SITE_URL: "https://tienda.example.uy" });
const appDeps = (now: Date) => ({ ...buildDeps(config, shop.db, () => now), payments: mp.port });
const app = () => createApp(() => appDeps(new Date()));
const serviceDeps = (): PaymentServiceDeps => ({
  db: shop.db,
  payments: mp.port,
  shopEmail: config.SHOP_NOTIFY_EMAIL,
  siteUrl: config.PUBLIC_SITE_URL,
  now: () => new Date(),
});
/** The scheduled job, run at `placed + offset`. */
const runAt = (placed: Date, offset: number) => remindUnpaidOrders(appDeps(new Date(placed.getTime() + offset)));

interface Placed {
  id: number;
  accessToken: string;
  total: number;
  createdAt: Date;
}

let ip = 0;
async function place(email: string, paymentMethod: "bank" | "mercadopago"): Promise<Placed> {
  const res = await requestSettled(app(), "/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `203.0.113.${++ip}` },
    body: JSON.stringify(
      customer({
        email,
        paymentMethod,
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
        idempotencyKey: crypto.randomUUID(),
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: Placed & { createdAt: string } };
  return { ...order, createdAt: new Date(order.createdAt) };
}

/** A Mercado Pago order whose buyer chose to pay at Abitab / RedPagos: pending, with the ticket. */
async function placeTicket(email: string) {
  const order = await place(email, "mercadopago");
  const ticket = mp.pay(order.id, order.total, "pending");
  await applyPaymentById(serviceDeps(), ticket.id);
  return { order, ticket };
}

interface Listed {
  id: number;
  subject: string;
  url: string;
}
/** The reminders /dev/mail lists for the address, with their HTML and the page that shows the text part. */
async function reminders(email: string) {
  const res = await shop.request(`/dev/mail.json?to=${encodeURIComponent(email)}`);
  const { items } = (await res.json()) as { items: Listed[] };
  const found = items.filter((m) => /vence mañana|espera la transferencia/.test(m.subject));
  return Promise.all(
    found.map(async (m) => ({
      subject: m.subject,
      html: await (await shop.request(`${m.url}/html`)).text(),
      page: await (await shop.request(m.url)).text(),
    })),
  );
}

const orderHref = (o: Placed) => `https://tienda.example.uy/shop/order/${o.id}?token=${o.accessToken}`;

describe("unpaid order reminders (scheduled job unpaidReminders)", () => {
  it("a ticket order: one reminder a day before it runs out, with the ticket's date, payment number and link", async () => {
    const email = "ticket.uno@example.com";
    const { order, ticket } = await placeTicket(email);
    // A day after placing, two before the ticket runs out: too early.
    await runAt(order.createdAt, DAY);
    expect(await reminders(email)).toEqual([]);

    expect((await runAt(order.createdAt, 2 * DAY + MINUTE)).reminded).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await reminders(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Su cupón de pago del pedido N.º ${order.id} vence mañana — Química Oriental`);
    const expiry = new Date(order.createdAt.getTime() + 3 * DAY);
    expect(mail!.html).toContain(`El cupón vence el ${formatLongDate(expiry)} a las ${formatTime(expiry)}.`);
    expect(mail!.html).toContain("Abitab o RedPagos");
    expect(mail!.html).toContain(`(pago N.º ${ticket.id})`);
    expect(mail!.html).toContain(formatUYU(order.total));
    expect(mail!.html).toContain(`href="${orderHref(order).replace(/&/g, "&amp;")}"`);
    // The text part says the same.
    expect(mail!.page).toContain(`pago N.º ${ticket.id}`);

    // Later runs, before and after the ticket's date, send nothing more.
    await runAt(order.createdAt, 2 * DAY + 30 * MINUTE);
    await runAt(order.createdAt, 3 * DAY - MINUTE);
    expect(await reminders(email)).toHaveLength(1);
  });

  it("a transfer without its receipt: the bank accounts and the link to send the receipt from the order page", async () => {
    const email = "transferencia.uno@example.com";
    const order = await place(email, "bank");
    await runAt(order.createdAt, 2 * DAY - MINUTE);
    expect(await reminders(email)).toEqual([]);
    await runAt(order.createdAt, 2 * DAY + MINUTE);
    const [mail, ...more] = await reminders(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Su pedido N.º ${order.id} espera la transferencia — Química Oriental`);
    expect(mail!.html).toContain("Datos para la transferencia");
    const settings = await shop.db.run(serviceRole, (tx) => readShopSettings(tx));
    expect(settings.bankAccounts.length).toBeGreaterThan(0);
    for (const account of settings.bankAccounts) expect(mail!.html).toContain(`N.º ${account.number}`);
    expect(mail!.html).toContain("Enviar el comprobante");
    expect(mail!.html).toContain(`href="${orderHref(order).replace(/&/g, "&amp;")}"`);
    expect(mail!.page).toContain("todavía no recibimos su transferencia");
  });

  it("a transfer whose receipt came (later, from the order page) gets none", async () => {
    const email = "con.comprobante@example.com";
    const order = await place(email, "bank");
    const form = new FormData();
    form.set("file", new File([tinyPng], "comprobante.png", { type: "image/png" }));
    const res = await shop.request(`/api/orders/${order.id}/receipt?token=${order.accessToken}`, {
      method: "POST",
      body: form,
      headers: { "cf-connecting-ip": "198.51.100.77" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await runAt(order.createdAt, 2 * DAY + MINUTE);
    expect(await reminders(email)).toEqual([]);
  });

  it("a ticket paid, or cancelled, before its day gets none; an order past its date gets none", async () => {
    const paid = await placeTicket("pagado@example.com");
    mp.change(paid.ticket.id, "approved");
    await applyPaymentById(serviceDeps(), paid.ticket.id);
    const cancelled = await placeTicket("cancelado@example.com");
    mp.change(cancelled.ticket.id, "cancelled");
    await applyPaymentById(serviceDeps(), cancelled.ticket.id);
    const { rows } = await shop.pg.query<{ status: string }>(
      "select status from orders where id = any($1) order by id",
      [[paid.order.id, cancelled.order.id]],
    );
    expect(rows.map((r) => r.status)).toEqual(["approved", "cancel"]);
    await runAt(paid.order.createdAt, 2 * DAY + MINUTE);
    await runAt(cancelled.order.createdAt, 2 * DAY + MINUTE);
    expect(await reminders("pagado@example.com")).toEqual([]);
    expect(await reminders("cancelado@example.com")).toEqual([]);

    // The job did not run during the reminder's day (the shop was down): once the date has passed, nothing.
    const late = await place("tarde@example.com", "bank");
    await runAt(late.createdAt, 3 * DAY + MINUTE);
    expect(await reminders("tarde@example.com")).toEqual([]);
  });

  it("an order anonymised at its buyer's request ('Mis datos', decision 031) gets none", async () => {
    const order = await place("borrar.mis.datos@example.com", "bank");
    // What worker/db/my-data.ts anonymiseAddress writes in the order's address.
    const anonymised = `anonimo-pedido-${order.id}@anonimizado.invalid`;
    await shop.pg.query("update orders set email = $2 where id = $1", [order.id, anonymised]);
    await runAt(order.createdAt, 2 * DAY + MINUTE);
    expect(await reminders(anonymised)).toEqual([]);
    const { rows } = await shop.pg.query<{ at: Date | null }>(
      "select payment_reminder_at as at from orders where id = $1",
      [order.id],
    );
    expect(rows[0]!.at).toBeNull();
  });

  it("an order that runs out within a day of being placed (a Mercado Pago reservation) gets none", async () => {
    const email = "reserva@example.com";
    const order = await place(email, "mercadopago");
    for (const offset of [30 * MINUTE, DAY, 2 * DAY + MINUTE]) await runAt(order.createdAt, offset);
    expect(await reminders(email)).toEqual([]);
  });

  it("two runs at once send one mail", async () => {
    const email = "dos.corridas@example.com";
    const order = await place(email, "bank");
    const ticket = await placeTicket("dos.corridas.cupon@example.com");
    const now = new Date(Math.max(order.createdAt.getTime(), ticket.order.createdAt.getTime()) + 2 * DAY + MINUTE);
    const reports = await Promise.all([
      remindUnpaidOrders(appDeps(now)),
      remindUnpaidOrders(appDeps(now)),
      remindUnpaidOrders(appDeps(now)),
    ]);
    expect(reports.reduce((n, r) => n + r.reminded, 0)).toBeGreaterThanOrEqual(2);
    expect(await reminders(email)).toHaveLength(1);
    expect(await reminders("dos.corridas.cupon@example.com")).toHaveLength(1);
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from orders where id = any($1) and payment_reminder_at is not null",
      [[order.id, ticket.order.id]],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("an address over the daily cap of mails a stranger can cause waits unclaimed, and gets it once under the cap", async () => {
    const email = "tope.diario@example.com";
    const order = await place(email, "bank");
    // The clock moved: placed on 10 January at 10:00 UTC, due from the 12th at 10:00 until the 13th at 10:00.
    const placed = new Date("2026-01-10T10:00:00.000Z");
    await shop.pg.query("update orders set created_at = $2 where id = $1", [order.id, placed]);
    const due = new Date(placed.getTime() + 2 * DAY + MINUTE);
    // Three confirmation mails already reached the address that day (the cap: RATE_LIMITS.confirmationMail).
    const limiter = appDeps(due).rateLimiter;
    for (let i = 0; i < RATE_LIMITS.confirmationMail.limit; i++) {
      await limiter.hit(RATE_LIMITS.confirmationMail, recipientKey(email));
    }
    await runAt(placed, 2 * DAY + MINUTE);
    expect(await reminders(email)).toEqual([]);
    const stamp = async () =>
      (
        await shop.pg.query<{ at: Date | null }>("select payment_reminder_at as at from orders where id = $1", [
          order.id,
        ])
      ).rows[0]!.at;
    expect(await stamp()).toBeNull();
    // The next day's window (13 January, 00:00 UTC), before the payment runs out: the reminder goes, once.
    await remindUnpaidOrders(appDeps(new Date("2026-01-13T00:00:01.000Z")));
    await remindUnpaidOrders(appDeps(new Date("2026-01-13T00:01:00.000Z")));
    expect(await reminders(email)).toHaveLength(1);
    expect(await stamp()).not.toBeNull();
  });
});
