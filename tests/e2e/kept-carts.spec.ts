import postgres from "postgres";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { stockedProduct } from "./support/shop-api.ts";
import { fillCart, placeTransferOrder } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 43's "Done when" for unfinished checkouts: a checkout left with an e-mail gets its 2-hour reminder when the
 * scheduled work runs with the clock moved; its link restores the cart in a fresh browser; after the order no
 * second mail goes out. Every rule and refusal is proven in tests/api/kept-carts*.test.ts.
 */
test("a checkout left with an e-mail gets its reminder, whose link restores the cart; none after the order", async ({
  page,
  request,
  browser,
}) => {
  const p = await stockedProduct(request);
  const email = `carrito.dejado.${Date.now()}@example.com`;
  const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  const reminders = async () => {
    const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    const { items } = (await res.json()) as { items: { id: number; kind: string; subject: string }[] };
    return items.filter((m) => m.kind === "cart_reminder");
  };
  const runScheduled = async () => expect((await request.get("/__scheduled?cron=*+*+*+*+*")).ok()).toBe(true);
  try {
    await fillCart(page, p, 2);
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await expect(form.getByText(/podemos enviarle a este correo hasta dos recordatorios/)).toBeVisible();
    await expect(form.getByLabel("No quiero recordatorios")).not.toBeChecked();
    await form.getByLabel("Correo electrónico").fill(email);
    // The checkout keeps the cart once the address has rested; then the shopper leaves.
    await expect
      .poll(async () => (await sql`select count(*)::int as n from kept_carts where email = ${email}`)[0]!.n)
      .toBe(1);
    await page.close();

    // The clock moved 3 hours.
    await sql`update kept_carts set created_at = created_at - interval '3 hours',
                                    updated_at = updated_at - interval '3 hours' where email = ${email}`;
    await runScheduled();
    const [mail, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Su carrito lo espera");
    const html = await (await request.get(`/dev/mail/${mail!.id}/html`)).text();
    const link = /href="([^"]*\/carrito\/recuperar\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
    expect(link).toBeTruthy();

    // A fresh browser (no cart, no key): the link fills the cart and opens it.
    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      await fresh.goto(new URL(link!).pathname);
      await expect(fresh).toHaveURL(/\/shop\/cart$/);
      await expect(fresh.getByRole("main").getByText(p.name).first()).toBeVisible();
      const stored = await fresh.evaluate(() => JSON.parse(localStorage.getItem("shop.cart.v1") ?? "[]"));
      expect(stored).toEqual([expect.objectContaining({ productId: p.id, variantId: p.variants[0]!.id, quantity: 2 })]);
    } finally {
      await context.close();
    }

    // The order follows; the clock moves a day on: no second reminder.
    await placeTransferOrder(request, p, { lastName: "Recuperado", email, ip: "203.0.113.43" });
    await sql`update kept_carts set created_at = created_at - interval '25 hours',
                                    updated_at = updated_at - interval '25 hours' where email = ${email}`;
    await sql`update cart_reminders set sent_at = sent_at - interval '25 hours' where email = ${email}`;
    await runScheduled();
    expect(await reminders()).toHaveLength(1);
  } finally {
    await sql.end();
  }
});
