import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, postJson } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const save = (body: unknown) =>
  shop.request("/api/admin/settings", {
    method: "PUT",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const publicSettings = async (): Promise<ShopSettings> => (await (await shop.request("/api/settings")).json()).settings;

const changed: ShopSettings = {
  bankAccounts: [
    { bank: "Santander", accountType: "Cuenta corriente", currency: "USD", number: "0099-1234567", holder: "QO S.A." },
  ],
  videoUrl: "https://youtu.be/abcdefghijk",
  socialUrl: "https://www.instagram.com/otra.cuenta/",
  socialHandle: "@otra.cuenta",
  contact: DEFAULT_SHOP_SETTINGS.contact, // the contact has its own tests (shop-contact.test.ts)
  rules: DEFAULT_SHOP_SETTINGS.rules, // the shop's rules have their own tests (shop-rules.test.ts)
  reminders: DEFAULT_SHOP_SETTINGS.reminders, // the reminders have their own tests (kept-carts-reminders.test.ts)
};

describe("shop settings", () => {
  it("starts with the seeded defaults, public to anyone", async () => {
    const res = await shop.request("/api/settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    expect((await res.json()).settings).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it("an admin saves them; the storefront's cached read shows them at once", async () => {
    expect(await publicSettings()).toEqual(DEFAULT_SHOP_SETTINGS); // now in the cache
    const res = await save(changed);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).settings).toEqual(changed);
    expect(await publicSettings()).toEqual(changed);
    const read = await shop.request("/api/admin/settings", { headers: admin });
    expect((await read.json()).settings).toEqual(changed);
  });

  it.each([
    [{ ...changed, bankAccounts: [] }, "Indique al menos una cuenta bancaria."],
    [
      { ...changed, bankAccounts: [...DEFAULT_SHOP_SETTINGS.bankAccounts, changed.bankAccounts[0]] },
      "Hasta dos cuentas bancarias.",
    ],
    [{ ...changed, bankAccounts: [{ ...changed.bankAccounts[0], number: "" }] }, "Escriba el número de cuenta."],
    [{ ...changed, bankAccounts: [{ ...changed.bankAccounts[0], currency: "EUR" }] }, "Elija la moneda."],
    [{ ...changed, videoUrl: "https://vimeo.com/1" }, "El video debe ser un enlace de YouTube."],
    [{ ...changed, socialUrl: "http://www.instagram.com/x" }, "El enlace debe empezar con https://"],
    [{ ...changed, socialHandle: "otra" }, "El nombre del perfil empieza con @ (por ejemplo @quimicaoriental)."],
  ])("refuses invalid settings (%#) with a Spanish message and keeps the saved ones", async (body, message) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect(await publicSettings()).toEqual(changed);
  });

  it("a bank-transfer order's mail carries the accounts of the moment of the order", async () => {
    const variant = await pickVariant(shop, { minStock: 5 });
    const res = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: `settings-${Date.now()}`,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    expect((await save(DEFAULT_SHOP_SETTINGS)).status).toBe(200);
    const { rows } = await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where order_id = $1 and kind = 'order_confirmation'",
      [order.id],
    );
    expect(rows[0]!.text_body).toContain("Santander: Cuenta corriente en dólares N.º 0099-1234567 a nombre de QO S.A.");
    expect(rows[0]!.text_body).not.toContain("BROU");
  });

  it("the database refuses writes from anyone but an admin (RLS), and a second row", async () => {
    await expect(
      shop.pg.query(
        "insert into shop_settings (id, bank_accounts, video_url, social_url, social_handle) values (false, '[]', 'https://a', 'https://b', '@c')",
      ),
    ).rejects.toThrow();
    const res = await shop.request("/api/admin/settings", {
      method: "PUT",
      headers: { ...(await bearer({ appRole: null })), "content-type": "application/json" },
      body: JSON.stringify(changed),
    });
    expect(res.status).toBe(403);
  });
});

// Issue 41, item 3: Ajustes in sections, each saved alone (PATCH): the parts sent, checked as in PUT; the rest kept.
describe("a section of Ajustes saved alone", () => {
  const patch = (body: unknown, headers: Record<string, string> = admin) =>
    shop.request("/api/admin/settings", {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const stored = async (): Promise<ShopSettings> =>
    (await (await shop.request("/api/admin/settings", { headers: admin })).json()).settings;

  it("'Tienda' writes the video and the profile only: the accounts and the rules stay as the database has them", async () => {
    const before = await stored();
    // Another admin changed the accounts after this one opened Ajustes: saving 'Tienda' does not write them back.
    const accounts = [{ ...changed.bankAccounts[0]!, number: "0099-7654321" }];
    expect((await patch({ bankAccounts: accounts })).status).toBe(200);
    const tienda = {
      videoUrl: "https://www.youtube.com/watch?v=zyxwvutsrqp",
      socialUrl: "https://www.instagram.com/quimica.oriental.uy/",
      socialHandle: "@quimica.oriental.uy",
    };
    const res = await patch(tienda);
    expect(res.status, await res.clone().text()).toBe(200);
    const expected = { ...before, bankAccounts: accounts, ...tienda };
    expect((await res.json()).settings).toEqual(expected);
    expect(await stored()).toEqual(expected);
    expect(await publicSettings()).toEqual(expected); // the storefront's cache was cleared
  });

  it("refuses what PUT refuses, in Spanish, and writes nothing; an empty body names what is missing", async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{}, "Indique qué ajustes guardar."],
      [{ bankAccounts: [] }, "Indique al menos una cuenta bancaria."],
      [{ socialHandle: "quimica" }, "El nombre del perfil empieza con @ (por ejemplo @quimicaoriental)."],
      [
        { rules: { ...before.rules, transferDiscountPercent: 60 } },
        "El descuento por transferencia no puede ser mayor que 50.",
      ],
      [
        { rules: { ...before.rules, nonWorkingDays: [{ date: "31/02/2027", name: "Nunca" }] } },
        "Escriba la fecha como dd/mm/aaaa, por ejemplo 25/12/2026.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe("invalid_input");
      expect(answer.error.message, JSON.stringify(body)).toContain(message);
    }
    expect(await stored()).toEqual(before);
    expect((await patch({ socialHandle: "@alguien" }, await bearer({ appRole: null }))).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("'Días no laborables' sends the rules with its days: stored sorted, the other rules unchanged", async () => {
    const before = await stored();
    const days = [
      { date: "25/12/2027", name: "Navidad" },
      { date: "2027-01-01", name: "Año Nuevo" },
    ];
    const res = await patch({ rules: { ...before.rules, nonWorkingDays: days } });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await stored();
    expect(after.rules).toEqual({
      ...before.rules,
      nonWorkingDays: [
        { date: "2027-01-01", name: "Año Nuevo" },
        { date: "2027-12-25", name: "Navidad" },
      ],
    });
    expect(after.bankAccounts).toEqual(before.bankAccounts);
  });
});
