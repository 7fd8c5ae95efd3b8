import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_CONSENT, CONSENT_TEXTS } from "../../domain/consents.ts";
import { KEPT_CART_NOTICE, KEPT_CART_OPT_OUT_LABEL } from "../../web/features/checkout/kept-cart-texts.ts";
import { RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { addressHash } from "../../worker/services/kept-carts/keep.ts";
import { queueCartReminders } from "../../worker/services/kept-carts/reminders.ts";
import { keep, lineOf, newCartKey, reminderDeps, remindersTo } from "../support/kept-carts.ts";
import { customer, pickVariant, postJson, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Unfinished checkouts (issue 43, part 3; decision 034): what checkout keeps, the opt-out, the restore link and the
// unsubscribe link.

let shop: TestShop;
let a: SaleVariant;
let b: SaleVariant;
beforeAll(async () => {
  shop = await startTestShop();
  a = await pickVariant(shop, { minStock: 20 });
  b = await pickVariant(shop, { minStock: 20, skip: [a.productId] });
});
afterAll(() => shop.close());

let seq = 0;
const address = () => `carrito.${++seq}.${Date.now()}@example.com`;

const keptOf = async (email: string) =>
  (
    await shop.pg.query<{ email: string; lines: unknown[]; consent_key: string; consent_text: string; n: number }>(
      "select email, lines, consent_key, consent_text from kept_carts where lower(email) = lower($1) order by id",
      [email],
    )
  ).rows;
const optedOut = async (email: string) =>
  (await shop.pg.query("select 1 from cart_reminder_optouts where email_hash = $1", [await addressHash(email)])).rows
    .length > 0;

const optOut = (body: unknown) =>
  shop.request("/api/kept-carts/opt-out", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const order = (email: string, v: SaleVariant) =>
  postJson(shop, "/api/orders", {
    ...customer({ email }),
    items: [{ productId: v.productId, variantId: v.variantId, quantity: 1 }],
    idempotencyKey: randomUUID(),
  });

describe("PUT /api/kept-carts", () => {
  it("keeps the lines, the address, the time and the consent with the server's own wording", async () => {
    const email = address();
    const cartKey = newCartKey();
    const res = await keep(shop, { cartKey, email: `  ${email.toUpperCase()} `, lines: [lineOf(a, 2)] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ kept: true });
    const [row] = await keptOf(email);
    expect(row).toMatchObject({
      email,
      consent_key: "recordatorio-carrito-1",
      consent_text: CONSENT_TEXTS["recordatorio-carrito-1"],
      lines: [{ productId: a.productId, variantId: a.variantId, quantity: 2, unitPrice: a.finalPrice, name: a.name }],
    });
    // The wording stored is the one checkout shows.
    expect(CONSENT_TEXTS["recordatorio-carrito-1"]).toBe(`${KEPT_CART_NOTICE} [ ] ${KEPT_CART_OPT_OUT_LABEL}`);

    // The same browser (its key) sends the changed cart: the same row, changed.
    expect((await keep(shop, { cartKey, email, lines: [lineOf(a, 1), lineOf(b, 3)] })).status).toBe(200);
    const rows = await keptOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lines).toHaveLength(2);
  });

  it("refuses bad input with a Spanish message and keeps nothing", async () => {
    const email = address();
    const cases: [unknown, string][] = [
      [
        { cartKey: newCartKey(), email: "no-es-un-correo", lines: [lineOf(a)] },
        "Ingrese un correo electrónico válido.",
      ],
      [
        { cartKey: "corta", email, lines: [lineOf(a)] },
        "El carrito no es válido. Recargue la página e inténtelo nuevamente.",
      ],
      [{ cartKey: newCartKey(), email, lines: [] }, "El carrito está vacío."],
      [
        { cartKey: newCartKey(), email, lines: Array.from({ length: 101 }, () => lineOf(a)) },
        "Se guardan hasta 100 productos.",
      ],
      [
        { cartKey: newCartKey(), email, lines: [{ ...lineOf(a), quantity: 0 }] },
        "El carrito no es válido. Recargue la página e inténtelo nuevamente.",
      ],
      [{ cartKey: newCartKey(), email, lines: [lineOf(a)], consent: "otro-texto" }, BAD_CONSENT],
    ];
    for (const [body, message] of cases) {
      const res = await keep(shop, body as never);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error).toMatchObject({ code: "invalid_input", message });
    }
    expect(await keptOf(email)).toEqual([]);
  });

  it("keeps only the lines that still exist; none left, nothing is kept", async () => {
    const email = address();
    const cartKey = newCartKey();
    const gone = { productId: a.productId, variantId: b.variantId, quantity: 1, unitPrice: 10 };
    expect((await keep(shop, { cartKey, email, lines: [lineOf(a), gone] })).status).toBe(200);
    expect((await keptOf(email))[0]!.lines).toHaveLength(1);
    expect((await keep(shop, { cartKey, email, lines: [gone] })).status).toBe(200);
    expect(await keptOf(email)).toEqual([]);
  });

  it("'No quiero recordatorios' deletes the kept carts of the address and remembers only its hash", async () => {
    const email = address();
    const cartKey = newCartKey();
    await keep(shop, { cartKey, email, lines: [lineOf(a)] });
    await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(b)] });
    expect(await keptOf(email)).toHaveLength(2);
    const res = await optOut({ cartKey, email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(await keptOf(email)).toEqual([]);
    expect(await optedOut(email)).toBe(true);
    const { rows } = await shop.pg.query("select * from cart_reminder_optouts where email_hash::text like '%@%'");
    expect(rows).toEqual([]);
    // Later checkouts of the address keep nothing (the same answer).
    expect((await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(a)] })).status).toBe(200);
    expect(await keptOf(email)).toEqual([]);
  });

  it("limits the requests of one client", async () => {
    const email = address();
    const ip = { "cf-connecting-ip": "192.0.2.250" };
    const cartKey = newCartKey();
    const limit = RATE_LIMITS.keptCart.limit;
    for (let i = 0; i < limit; i++)
      expect((await keep(shop, { cartKey, email, lines: [lineOf(a)] }, ip)).status).toBe(200);
    const res = await keep(shop, { cartKey, email, lines: [lineOf(a)] }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("an order from the address deletes its kept carts", async () => {
    const email = address();
    await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(a)] });
    expect(await keptOf(email)).toHaveLength(1);
    const res = await order(email.toUpperCase(), a);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await keptOf(email)).toEqual([]);
  });
});

describe("the reminder's links", () => {
  it("the restore link gives its own cart's lines; a forged token, or one whose cart an order ended, gets 404", async () => {
    const [first, second] = [address(), address()];
    await keep(shop, { cartKey: newCartKey(), email: first, lines: [lineOf(a, 2)] });
    await keep(shop, { cartKey: newCartKey(), email: second, lines: [lineOf(b, 1)] });
    await queueCartReminders(reminderDeps(shop, 3));
    const [mailA] = await remindersTo(shop, first);
    const [mailB] = await remindersTo(shop, second);
    expect(mailA && mailB).toBeTruthy();

    const restored = await shop.request(`/api/kept-carts/${mailA!.restoreToken}`);
    expect(restored.status).toBe(200);
    expect(restored.headers.get("cache-control")).toBe("no-store");
    expect(((await restored.json()) as { lines: unknown[] }).lines).toEqual([
      {
        productId: a.productId,
        variantId: a.variantId,
        quantity: 2,
        unitPrice: a.finalPrice,
        name: a.name,
        size: a.size,
        unit: expect.any(String),
      },
    ]);
    const other = (await (await shop.request(`/api/kept-carts/${mailB!.restoreToken}`)).json()) as {
      lines: { variantId: number }[];
    };
    expect(other.lines.map((l) => l.variantId)).toEqual([b.variantId]);

    for (const forged of [`${mailA!.restoreToken.slice(0, -2)}xx`, "x".repeat(43), "corto", mailA!.unsubscribeToken]) {
      const res = await shop.request(`/api/kept-carts/${forged}`);
      expect(res.status).toBe(404);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe("not_found");
      expect(json.error.message).toBe(
        "El enlace para recuperar el carrito no es válido o el carrito ya no está guardado.",
      );
    }

    expect((await order(second, b)).status).toBe(201);
    expect((await shop.request(`/api/kept-carts/${mailB!.restoreToken}`)).status).toBe(404);
  });

  it("the unsubscribe link stops every reminder to the address; an unknown token gets 404", async () => {
    const email = address();
    await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(a)] });
    await queueCartReminders(reminderDeps(shop, 3));
    const [mail] = await remindersTo(shop, email);
    await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(b)] });
    const unsubscribe = (token: string) =>
      shop.request(`/api/kept-carts/unsubscribe?token=${token}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
      });
    expect(mail!.html).toContain("Dese de baja con un clic");
    const res = await unsubscribe(mail!.unsubscribeToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect(await optedOut(email)).toBe(true);
    expect(await keptOf(email)).toEqual([]);
    expect((await unsubscribe(mail!.unsubscribeToken)).status).toBe(200);
    const unknown = await unsubscribe("y".repeat(43));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      "El enlace para darse de baja no es válido.",
    );
  });
});
