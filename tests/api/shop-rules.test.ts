import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUYU } from "../../domain/money.ts";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import type { ShopRules } from "../../domain/shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, postJson } from "../support/orders.ts";
import { loadRenderer } from "../support/renderer.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The shop's rules in the owner's hands (issue 24): Ajustes changes the Montevideo fee, the discount, the minimum,
// the dates...; a new order is priced with the rules of its moment and keeps them; an older order keeps its own
// (amounts, mails, order page, CSV).

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const put = (body: unknown, headers: Record<string, string> = admin) =>
  shop.request("/api/admin/settings", {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const withRules = (rules: Partial<ShopRules>): ShopSettings => {
  const all = { ...DEFAULT_SHOP_SETTINGS.rules, ...rules };
  return { ...DEFAULT_SHOP_SETTINGS, rules: { ...all, nonWorkingDays: [...all.nonWorkingDays] } };
};
const publicRules = async (): Promise<ShopRules> => (await (await shop.request("/api/settings")).json()).settings.rules;

/** A Montevideo delivery of one product whose subtotal is between the minimum and the free-delivery threshold. */
async function placeMontevideoOrder(tag: string) {
  const variant = await pickVariant(shop, { minStock: 5, minPrice: 500 });
  const quantity = Math.ceil(2000 / variant.finalPrice);
  expect(variant.finalPrice * quantity).toBeLessThan(4000);
  const res = await postJson(shop, "/api/orders", {
    ...customer({
      deliveryMethod: "delivery",
      streetAddress: "Av. Brasil 2500",
      apartment: "Apto 3",
      town: "Montevideo",
      zip: "11300",
      lastName: `Reglas ${tag}`,
    }),
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
    idempotencyKey: `rules-${tag}-${crypto.randomUUID()}`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).order as { id: number; accessToken: string; deliveryFee: number; subtotal: number };
}

const confirmation = async (orderId: number) =>
  (
    await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where order_id = $1 and kind = 'order_confirmation'",
      [orderId],
    )
  ).rows[0]!.text_body;

describe("the shop's rules", () => {
  it("start with today's values, in the public settings answer", async () => {
    expect(await publicRules()).toEqual(DEFAULT_SHOP_SETTINGS.rules);
    expect(DEFAULT_SHOP_RULES.nonWorkingDays.some((d) => d.date === "2027-02-08")).toBe(true); // Carnival 2027
  });

  it("a new order is priced with the rules of its moment; an older order keeps its own (page, mail, CSV)", async () => {
    const before = await placeMontevideoOrder("antes");
    expect(before.deliveryFee).toBe(350);

    const res = await put(withRules({ montevideoDeliveryFee: 400, transferDiscountPercent: 10 }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).settings.rules.montevideoDeliveryFee).toBe(400);
    expect((await publicRules()).montevideoDeliveryFee).toBe(400); // the cached answer was cleared

    const after = await placeMontevideoOrder("despues");
    expect(after.deliveryFee).toBe(400);
    expect(await confirmation(after.id)).toContain(`Envío: ${formatUYU(400)}`);
    expect(await confirmation(after.id)).toContain("Descuento por transferencia (10\u00a0%)");
    const stored = await shop.pg.query<{ pricing_rules: ShopRules }>("select pricing_rules from orders where id = $1", [
      after.id,
    ]);
    expect(stored.rows[0]!.pricing_rules).toMatchObject({ montevideoDeliveryFee: 400, transferDiscountPercent: 10 });

    // The older order: its amounts, its page, its mail and the desk's CSV still say $ 350 and 5 %.
    const page = await (await shop.request(`/api/orders/${before.id}?token=${before.accessToken}`)).json();
    expect(page.order.deliveryFee).toBe(350);
    expect(page.order.transferDiscountPercent).toBe(5);
    expect(await confirmation(before.id)).toContain(`Envío: ${formatUYU(350)}`);
    expect(await confirmation(before.id)).toContain("Descuento por transferencia (5\u00a0%)");
    const csv = await (await shop.request("/api/admin/orders/export.csv?q=Reglas%20antes", { headers: admin })).text();
    const row = csv.split("\n").find((line) => line.includes(String(before.id)));
    expect(row).toContain("350");
    expect(row).not.toContain("400");
  });

  it("refuses delivery below the owner's minimum, in Spanish", async () => {
    expect((await put(withRules({ deliveryMinimum: 3900, freeDeliveryFrom: 4000 }))).status).toBe(200);
    const variant = await pickVariant(shop, { minStock: 5, minPrice: 500 });
    const res = await postJson(shop, "/api/orders", {
      ...customer({
        deliveryMethod: "delivery",
        streetAddress: "Av. Brasil 2500",
        apartment: "Apto 3",
        town: "Montevideo",
        zip: "11300",
      }),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: `rules-min-${crypto.randomUUID()}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "delivery_minimum",
      message: `El envío a domicilio requiere una compra mínima de ${formatUYU(3900)}.`,
    });
  });

  it.each([
    [{ montevideoDeliveryFee: -1 }, "El costo del delivery no puede ser menor que 0."],
    [{ montevideoDeliveryFee: 10.5 }, "Escriba el costo del delivery sin decimales."],
    [{ freeDeliveryFrom: 1000 }, "El envío gratis no puede empezar por debajo de la compra mínima para envío."],
    [{ transferDiscountPercent: 51 }, "El descuento por transferencia no puede ser mayor que 50."],
    [{ cutoffHour: 24 }, "La hora de corte no puede ser mayor que 23."],
    [{ storeHours: "  " }, "Escriba el horario del local."],
    [
      { nonWorkingDays: [{ date: "2026-02-30", name: "Nunca" }] },
      "Escriba la fecha como dd/mm/aaaa, por ejemplo 25/12/2026.",
    ],
    [
      {
        nonWorkingDays: [
          { date: "2026-12-25", name: "Navidad" },
          { date: "25/12/2026", name: "Otra vez" },
        ],
      },
      "La fecha 25/12/2026 está repetida.",
    ],
  ])("refuses bad rules (%#) with a Spanish message and keeps the saved ones", async (rules, message) => {
    const saved = await publicRules();
    const res = await put(withRules({ ...saved, ...(rules as Partial<ShopRules>) }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect(await publicRules()).toEqual(saved);
  });

  it("come with every page the Worker sends, inlined as the first answer of /api/settings", async () => {
    const shell = `<!doctype html><html lang="es"><head><title>Shell</title></head>
<body><div id="root"></div><template id="first-view" data-assets="{}"><main><!--first-view--></main></template></body></html>`;
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), {
      loadShell: async () => shell,
    });
    const env = { ASSETS: { fetch: async () => new Response("file") }, RENDERER: await loadRenderer() };
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
    const saved = await publicRules();
    for (const path of ["/", "/shop", "/shop/cart", "/shop/checkout", "/information", "/no-existe"]) {
      const html = await (await app.request(path, {}, env, ctx)).text();
      const scripts = html.match(/<script type="application\/json" id="api-data">/g) ?? [];
      expect(scripts, path).toHaveLength(1);
      const data = JSON.parse(/<script type="application\/json" id="api-data">(.*?)<\/script>/s.exec(html)![1]!);
      expect(data["/settings"].settings.rules, path).toEqual(saved);
      if (path === "/") expect(Object.keys(data), path).toContain("/categories"); // the page's own answers stay
    }
  });

  it("only an admin changes them", async () => {
    expect((await put(withRules({ montevideoDeliveryFee: 1 }), {})).status).toBe(401);
    expect((await put(withRules({ montevideoDeliveryFee: 1 }), await bearer({ appRole: null }))).status).toBe(403);
    expect((await publicRules()).montevideoDeliveryFee).not.toBe(1);
  });

  it("the database refuses rules that break its check", async () => {
    await expect(
      shop.pg.query(`update shop_settings set rules = jsonb_set(rules, '{transferDiscountPercent}', '80')`),
    ).rejects.toThrow();
    for (const [key, value] of [
      ["cutoffHour", '"15"'],
      ["montevideoDeliveryFee", "3.5"],
      ["deliveryMinimum", "5000"], // above the free-delivery threshold
    ]) {
      await expect(
        shop.pg.query(`update shop_settings set rules = jsonb_set(rules, '{${key}}', '${value}')`),
        key,
      ).rejects.toThrow(/shop_settings_rules_check/);
    }
    await expect(
      shop.pg.query(
        `update orders set pricing_rules = pricing_rules - 'cutoffHour' where id = (select min(id) from orders)`,
      ),
    ).rejects.toThrow(/pricing_rules_check/);
  });

  it("the non-working days move the estimate: a closed tomorrow pushes a pickup a day later", async () => {
    const saved = await publicRules();
    const variant = await pickVariant(shop, { minStock: 5 });
    const place = async () => {
      const res = await postJson(shop, "/api/orders", {
        ...customer(),
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
        idempotencyKey: `rules-days-${crypto.randomUUID()}`,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()).order.estimatedDate as string;
    };
    const usual = await place();
    const closed = [...saved.nonWorkingDays.filter((d) => d.date !== usual), { date: usual, name: "Inventario" }];
    expect((await put(withRules({ ...saved, nonWorkingDays: closed }))).status).toBe(200);
    const later = await place();
    expect(later > usual).toBe(true);
  });
});
