import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShippingSettingsInput } from "../../domain/schemas/shipping.ts";
import { INTERIOR_DEPARTMENTS, NO_WEIGHT_NOTICE } from "../../domain/shipping.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, postJson } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Interior shipping by carrier (issue 45 part 2): Ajustes > Envíos checked by the server, the parcel priced by the
// server from the owner's table (the client never sends a cost), refusals, and the fallback without weights.

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const put = (body: unknown) =>
  shop.request("/api/admin/shipping", {
    method: "PUT",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** DAC to agencies, UES to addresses; Salto $ 250 up to 1 kg, $ 400 up to 5 kg, $ 600 beyond; Artigas not served. */
const settings = (over: Partial<ShippingSettingsInput> = {}): ShippingSettingsInput => ({
  carriers: [
    { id: "dac", modes: "agency", trackingPattern: "https://www.dac.com.uy/envios/rastreo?guia={numero}" },
    { id: "ues", modes: "address", trackingPattern: "" },
  ],
  cost: "table",
  table: {
    bands: [1000, 5000],
    rows: INTERIOR_DEPARTMENTS.map((department) => ({
      department,
      prices: department === "Salto" ? [250, 400] : [300, 500],
      fallback: department === "Salto" ? 600 : 700,
      served: department !== "Artigas",
    })),
  },
  ...over,
});

async function interiorOrder(extra: Record<string, unknown>, quantity = 1, variantId?: number, productId?: number) {
  const variant = await pickVariant(shop, { minStock: 10, minPrice: 2000 });
  return postJson(shop, "/api/orders", {
    ...customer({
      deliveryMethod: "delivery",
      streetAddress: "Uruguay 1200",
      town: "Salto",
      zip: "50000",
      paymentMethod: "mercadopago",
    }),
    items: [{ productId: productId ?? variant.productId, variantId: variantId ?? variant.variantId, quantity }],
    idempotencyKey: `ship-${crypto.randomUUID()}`,
    ...extra,
  });
}

describe("Ajustes > Envíos", () => {
  it("starts as 'paga el destinatario' with no carriers, and saves the owner's carriers and table", async () => {
    const before = await (await shop.request("/api/admin/shipping", { headers: admin })).json();
    expect(before.shipping).toMatchObject({ carriers: [], cost: "receiver" });
    const res = await put(settings());
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()).shipping;
    expect(saved.carriers.map((c: { id: string }) => c.id)).toEqual(["dac", "ues"]);
    expect(saved.table.rows).toHaveLength(18);
    // The storefront sees the carriers and who pays, never the owner's whole table.
    const open = await (await shop.request("/api/shipping")).json();
    expect(open).toMatchObject({ cost: "table", notServed: ["Artigas"] });
    expect(open.table).toBeUndefined();
  });

  it("refuses bad settings with a Spanish message, and keeps what was saved", async () => {
    const cases: [unknown, string][] = [
      [
        settings({ carriers: [{ id: "dac", modes: "agency", trackingPattern: "http://dac.com.uy/?g={numero}" }] }),
        "El enlace de seguimiento debe empezar con https:// y tener una sola vez {numero} donde va el número.",
      ],
      [
        settings({ carriers: [{ id: "dac", modes: "agency", trackingPattern: "https://dac.com.uy/rastreo" }] }),
        "El enlace de seguimiento debe empezar con https:// y tener una sola vez {numero} donde va el número.",
      ],
      [settings({ carriers: [{ id: "otra", modes: "both", name: " " }] }), "Escriba el nombre de la empresa de envío."],
      [settings({ carriers: [{ id: "fedex", modes: "both" }] } as never), "Elija una empresa de envío de la lista."],
      [
        settings({ table: { ...settings().table, bands: [5000, 1000] } }),
        "Cada franja debe pesar más que la anterior.",
      ],
      [
        settings({
          table: {
            bands: [1000, 5000],
            rows: settings().table.rows.map((r) => (r.department === "Salto" ? { ...r, prices: [400, 250] } : r)),
          },
        }),
        "Salto: un paquete más pesado no puede costar menos que uno más liviano.",
      ],
      [
        settings({ table: { ...settings().table, rows: settings().table.rows.slice(1) } }),
        "Indique una fila por cada departamento del interior.",
      ],
      [
        settings({
          table: {
            bands: [1000, 5000],
            rows: settings().table.rows.map((r) => ({ ...r, fallback: 700.5 })),
          },
        }),
        "Escriba el costo por defecto en pesos enteros, sin decimales.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: "invalid_input", message });
    }
    const now = await (await shop.request("/api/admin/shipping", { headers: admin })).json();
    expect(now.shipping.carriers.map((c: { id: string }) => c.id)).toEqual(["dac", "ues"]);
    // Only an admin changes them.
    const anonymous = await shop.request("/api/admin/shipping", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(settings()),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("an interior order", () => {
  it("is charged the table's cost for its weight, computed by the server, and keeps carrier and agency", async () => {
    expect((await put(settings())).status).toBe(200);
    const variant = await pickVariant(shop, { minStock: 10, minPrice: 2000 });
    await shop.pg.query("update product_variants set shipping_grams = 700 where id = $1", [variant.variantId]);
    const quote = await postJson(shop, "/api/shipping/quote", {
      town: "Salto",
      items: [{ variantId: variant.variantId, quantity: 2 }],
    });
    expect(await quote.json()).toEqual({ fee: 400, paidByReceiver: false });
    const res = await interiorOrder(
      { shippingCarrier: "dac", shippingMode: "agency", agency: "DAC Salto Centro" },
      2,
      variant.variantId,
      variant.productId,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()).order;
    expect(order.deliveryFee).toBe(400); // 1400 g: the band up to 5 kg
    expect(order.deliveryPaidByReceiver).toBe(false);
    expect(order.total).toBe(order.subtotal + 400);
    expect(order.shipping).toEqual({ carrierName: "DAC", mode: "agency", agency: "DAC Salto Centro", grams: 1400 });
    const { rows } = await shop.pg.query<{ shipping: Record<string, unknown> }>(
      "select shipping from orders where id = $1",
      [order.id],
    );
    expect(rows[0]!.shipping).toMatchObject({ carrier: "dac", fee: 400, grams: 1400, notice: null });
  });

  it("refuses a carrier, a mode or a department that is not enabled, a missing agency, and a cost sent by the client", async () => {
    expect((await put(settings())).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { shippingCarrier: "correo", shippingMode: "agency", agency: "X" },
        "carrier_not_enabled",
        "La empresa de envío elegida no está disponible.",
      ],
      [{ shippingMode: "agency", agency: "X" }, "carrier_required", "Elija la empresa de envío."],
      [
        { shippingCarrier: "ues", shippingMode: "agency", agency: "X" },
        "carrier_mode",
        "UES no entrega a una agencia.",
      ],
      [
        { shippingCarrier: "dac", shippingMode: "agency" },
        "agency_required",
        "Escriba la agencia donde retirará el paquete (nombre y localidad).",
      ],
      [
        { shippingCarrier: "dac", shippingMode: "agency", agency: "X", town: "Artigas" },
        "department_not_enabled",
        "Por ahora no hacemos envíos a Artigas.",
      ],
      [
        { shippingCarrier: "dac", shippingMode: "agency", agency: "X", shippingCost: 0 },
        "invalid_input",
        "El costo del envío lo calcula la tienda: no se acepta en el pedido.",
      ],
      [
        { shippingCarrier: "dac", shippingMode: "agency", agency: "X", deliveryFee: 1 },
        "invalid_input",
        "El costo del envío lo calcula la tienda: no se acepta en el pedido.",
      ],
    ];
    const ordersBefore = (await shop.pg.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n;
    for (const [extra, code, message] of cases) {
      const res = await interiorOrder(extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect((await res.json()).error, JSON.stringify(extra)).toMatchObject({ code, message });
    }
    const ordersAfter = (await shop.pg.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n;
    expect(ordersAfter).toBe(ordersBefore);
  });

  it("without a size's weight falls back to 'paga el destinatario', telling the owner and not the shopper", async () => {
    expect((await put(settings())).status).toBe(200);
    const variant = await pickVariant(shop, { minStock: 10, minPrice: 2000 });
    await shop.pg.query("update product_variants set shipping_grams = null where id = $1", [variant.variantId]);
    const quote = await postJson(shop, "/api/shipping/quote", {
      town: "Salto",
      items: [{ variantId: variant.variantId, quantity: 1 }],
    });
    expect(await quote.json()).toEqual({ fee: 0, paidByReceiver: true });
    const res = await interiorOrder(
      { shippingCarrier: "ues", shippingMode: "address" },
      1,
      variant.variantId,
      variant.productId,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()).order;
    expect(order).toMatchObject({ deliveryFee: 0, deliveryPaidByReceiver: true });
    expect(JSON.stringify(order)).not.toContain(NO_WEIGHT_NOTICE);
    const { rows } = await shop.pg.query<{ shipping: Record<string, unknown> }>(
      "select shipping from orders where id = $1",
      [order.id],
    );
    expect(rows[0]!.shipping).toMatchObject({ carrier: "ues", mode: "address", notice: NO_WEIGHT_NOTICE, fee: 0 });
    await shop.pg.query("update product_variants set shipping_grams = 500 where id = $1", [variant.variantId]);
  });

  it("'paga el destinatario' charges nothing for the parcel, as before", async () => {
    expect((await put(settings({ cost: "receiver" }))).status).toBe(200);
    const res = await interiorOrder({ shippingCarrier: "dac", shippingMode: "agency", agency: "DAC Salto" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).order).toMatchObject({ deliveryFee: 0, deliveryPaidByReceiver: true });
  });

  it("shows carrier and agency in the mail, the desk, the CSV; ships with a link from the carrier's pattern", async () => {
    expect((await put(settings())).status).toBe(200);
    const res = await interiorOrder({
      shippingCarrier: "dac",
      shippingMode: "agency",
      agency: "DAC Salto Centro",
      paymentMethod: "bank",
      lastName: "Agencia",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()).order;
    const { rows: mails } = await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where order_id = $1 and kind = 'order_confirmation'",
      [order.id],
    );
    expect(mails[0]!.text_body).toContain(
      "envío por DAC a la agencia DAC Salto Centro de Salto (el envío está incluido en el total)",
    );
    const detail = await (await shop.request(`/api/admin/orders/${order.id}`, { headers: admin })).json();
    expect(detail.order.shipping).toMatchObject({ carrierName: "DAC", agency: "DAC Salto Centro" });
    expect(detail.order.shippingNotice).toBeNull();
    const csv = await (await shop.request("/api/admin/orders/export.csv?q=Agencia", { headers: admin })).text();
    expect(csv).toMatch(new RegExp(`\\r\\n${order.id};Ana Agencia;.*;DAC;;DAC Salto Centro\\r\\n`));

    const move = (body: unknown) =>
      shop.request(`/api/admin/orders/${order.id}/moves`, {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await move({ event: "approve" })).status).toBe(200);
    const shipped = await move({
      event: "ship",
      shipment: { carrier: "dac", trackingNumber: "UY 123", agency: "DAC Salto Centro" },
    });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect((await shipped.json()).order.shipment).toMatchObject({
      trackingUrl: "https://www.dac.com.uy/envios/rastreo?guia=UY%20123",
    });
  });

  it("tells the owner, in the desk, that a size had no weight", async () => {
    expect((await put(settings())).status).toBe(200);
    const variant = await pickVariant(shop, { minStock: 10, minPrice: 2000 });
    await shop.pg.query("update product_variants set shipping_grams = null where id = $1", [variant.variantId]);
    const res = await interiorOrder(
      { shippingCarrier: "ues", shippingMode: "address" },
      1,
      variant.variantId,
      variant.productId,
    );
    await shop.pg.query("update product_variants set shipping_grams = 500 where id = $1", [variant.variantId]);
    const order = (await res.json()).order;
    const detail = await (await shop.request(`/api/admin/orders/${order.id}`, { headers: admin })).json();
    expect(detail.order.shippingNotice).toBe(NO_WEIGHT_NOTICE);
    // The shopper's own page says nothing of it.
    const mine = await shop.request(`/api/orders/${order.id}?token=${order.accessToken}`);
    expect(JSON.stringify(await mine.json())).not.toContain("peso de envío");
  });
});
