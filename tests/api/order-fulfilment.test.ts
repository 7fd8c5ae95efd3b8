import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, stockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// Fulfilment after approval (DESIGN.md section 6): the desk's moves through POST /api/admin/orders/:id/moves,
// bulk moves, releasing a Mercado Pago reservation, internal notes, and what the customer's page shows.

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;
const mp = fakePayments();
const config = parseConfig({ ENVIRONMENT: "test" });

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 200, minPrice: 300 });
  admin = await bearer({ email: "encargada@quimica.test" });
});
afterAll(() => shop.close());

const request = (path: string, init: RequestInit = {}) =>
  requestSettled(
    createApp(() => ({ ...buildDeps(config, shop.db), payments: mp.port })),
    path,
    init,
  );

const post = (path: string, body: unknown, headers: Record<string, string> = admin) =>
  request(path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function place(overrides: Record<string, unknown> = {}) {
  const res = await post(
    "/api/orders",
    customer({
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    }),
    {},
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; accessToken: string; total: number } };
  return order;
}

/** A Montevideo delivery (8 × at least $ 300: above the $ 2,000 minimum for delivery). */
const delivery = () => ({
  deliveryMethod: "delivery",
  streetAddress: "Av. Italia 2345",
  apartment: "301",
  town: "Montevideo",
  zip: "11300",
  items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 8 }],
});

async function approved(overrides: Record<string, unknown> = {}) {
  const order = await place(overrides);
  await move(order.id, { event: "approve" });
  return order;
}

async function move(id: number, body: Record<string, unknown>, expected = 200) {
  const res = await post(`/api/admin/orders/${id}/moves`, body);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(expected);
  return json;
}

const mailsOf = async (id: number) =>
  (
    await shop.pg.query<{ kind: string; subject: string; text_body: string }>(
      "select kind, subject, text_body from mail_outbox where order_id = $1 order by id",
      [id],
    )
  ).rows;
const kindsOf = async (id: number) => (await mailsOf(id)).map((m) => m.kind);

const customerView = async (order: { id: number; accessToken: string }) => {
  const res = await request(`/api/orders/${order.id}?token=${order.accessToken}`);
  expect(res.status).toBe(200);
  return (await res.json()).order;
};

describe("fulfilment of a pickup order", () => {
  it("goes preparing -> ready -> collected, each with its history line, its mail and the customer's timeline", async () => {
    const order = await approved({ email: "retira@example.com" });
    const preparing = await move(order.id, { event: "prepare" });
    expect(preparing.order).toMatchObject({
      status: "approved",
      fulfilment: "preparing",
      statusLabel: "En preparación",
    });
    const ready = await move(order.id, { event: "ready", note: "Estante B" });
    expect(ready.order.fulfilment).toBe("ready");
    expect(ready.order.history.at(-1)).toMatchObject({
      event: "ready",
      fromFulfilmentLabel: "En preparación",
      toFulfilmentLabel: "Listo para retirar",
      actor: "admin",
      adminEmail: "encargada@quimica.test",
      note: "Estante B",
    });

    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.kind)).toEqual([
      "order_confirmation",
      "order_notice",
      "order_approved",
      "order_preparing",
      "order_ready",
    ]);
    const readyMail = mails.at(-1)!;
    expect(readyMail.subject).toBe(`Su pedido N.º ${order.id} está listo para retirar — Química Oriental`);
    expect(readyMail.text_body).toContain("Av. General Flores 2415");
    expect(readyMail.text_body).toContain("Lunes a viernes");

    const page = await customerView(order);
    expect(page.statusLabel).toBe("Listo para retirar");
    expect(page.timeline.map((s: { label: string; done: boolean }) => [s.label, s.done])).toEqual([
      ["Pedido recibido", true],
      ["Pedido aprobado", true],
      ["En preparación", true],
      ["Listo para retirar", true],
      ["Retirado", false],
    ]);
    expect(page.timeline.every((s: { at: string | null; done: boolean }) => (s.at !== null) === s.done)).toBe(true);

    await move(order.id, { event: "collect", notify: false });
    expect((await customerView(order)).timeline.at(-1)).toMatchObject({ label: "Retirado", done: true });
    expect(await kindsOf(order.id)).not.toContain("order_collected");
  });

  it("refuses, in Spanish, what the table does not allow", async () => {
    const pending = await place();
    expect((await move(pending.id, { event: "prepare" }, 409)).error).toEqual({
      code: "move_refused",
      message: "Solo se puede preparar, enviar o entregar un pedido aprobado.",
    });
    const order = await approved();
    const ship = await move(order.id, { event: "ship", shipment: { carrier: "DAC" } }, 409);
    expect(ship.error.message).toMatch(/retirar en el local/);
    await move(order.id, { event: "ready" });
    expect((await move(order.id, { event: "prepare" }, 409)).error.message).toBe(
      "El pedido ya está 'Listo para retirar': no puede volver a 'En preparación'.",
    );
    expect((await move(order.id, { event: "reject" }, 409)).error.message).toBe(
      "No se puede cancelar una compra que ya fue aprobada.",
    );
    expect((await move(order.id, { event: "ship" }, 400)).error.code).toBe("invalid_input");
    expect((await move(order.id, { event: "fly" }, 400)).error.code).toBe("invalid_input");
  });
});

describe("fulfilment of a delivery order", () => {
  it("is shipped with carrier and tracking, which the mail and the customer's page show; a correction mails only if asked", async () => {
    const order = await approved({ ...delivery(), email: "envio@example.com" });
    expect((await move(order.id, { event: "ready" }, 409)).error.message).toMatch(/es con envío/);
    const shipment = {
      carrier: "DAC",
      trackingNumber: "UY123456789",
      trackingUrl: "https://www.dac.com.uy/seguimiento?codigo=UY123456789",
    };
    const shipped = await move(order.id, { event: "ship", shipment });
    expect(shipped.order.shipment).toEqual({ ...shipment, agency: null });
    const mail = (await mailsOf(order.id)).at(-1)!;
    expect(mail.kind).toBe("order_shipped");
    expect(mail.text_body).toContain("Empresa de envío: DAC.");
    expect(mail.text_body).toContain("Número de seguimiento: UY123456789.");
    expect(mail.text_body).toContain(shipment.trackingUrl);

    const page = await customerView(order);
    expect(page).toMatchObject({ statusLabel: "Enviado", shipment: { carrier: "DAC", trackingNumber: "UY123456789" } });

    const before = (await mailsOf(order.id)).length;
    const corrected = await move(order.id, {
      event: "update_tracking",
      shipment: { ...shipment, trackingNumber: "UY987654321" },
    });
    expect(corrected.order.shipment.trackingNumber).toBe("UY987654321");
    expect(corrected.order.history.at(-1)).toMatchObject({ event: "update_tracking", toFulfilmentLabel: "Enviado" });
    expect(await mailsOf(order.id)).toHaveLength(before);
    await move(order.id, { event: "update_tracking", notify: true, shipment: { ...shipment, trackingNumber: "UY5" } });
    expect((await mailsOf(order.id)).at(-1)!.text_body).toContain("Número de seguimiento: UY5.");

    expect((await move(order.id, { event: "reject" }, 409)).error.message).toBe(
      "No se puede cancelar un pedido que ya fue enviado.",
    );
    await move(order.id, { event: "deliver" });
    expect((await customerView(order)).timeline.map((s: { label: string }) => s.label)).toEqual([
      "Pedido recibido",
      "Pedido aprobado",
      "En preparación",
      "Enviado",
      "Entregado",
    ]);
    expect(await kindsOf(order.id)).toContain("order_delivered");
  });

  it("refuses a tracking link that is not a web address, and a shipment without a carrier", async () => {
    const order = await approved(delivery());
    const bad = await move(
      order.id,
      { event: "ship", shipment: { carrier: "DAC", trackingUrl: "javascript:alert(1)" } },
      400,
    );
    expect(bad.error.message).toContain("El enlace debe empezar con https://");
    expect((await move(order.id, { event: "ship", shipment: { carrier: " " } }, 400)).error.code).toBe("invalid_input");
  });
});

describe("bulk moves", () => {
  it("marks several orders, each its own move with its own mail, and says which were refused", async () => {
    const orders = [await approved(), await approved(), await approved()];
    const pending = await place();
    const res = await post("/api/admin/orders/bulk", {
      event: "prepare",
      orders: [...orders, pending].map((o) => ({ id: o.id })),
    });
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results.slice(0, 3)).toEqual(
      orders.map((o) => ({
        id: o.id,
        ok: true,
        status: "approved",
        statusLabel: "En preparación",
        fulfilment: "preparing",
      })),
    );
    expect(results[3]).toEqual({
      id: pending.id,
      ok: false,
      message: "Solo se puede preparar, enviar o entregar un pedido aprobado.",
    });
    for (const o of orders) expect((await kindsOf(o.id)).filter((k) => k === "order_preparing")).toHaveLength(1);

    const shipped = [await approved(delivery()), await approved(delivery())];
    const ship = await post("/api/admin/orders/bulk", {
      event: "ship",
      notify: false,
      orders: shipped.map((o, i) => ({ id: o.id, shipment: { carrier: "UES", trackingNumber: `UES-${i}` } })),
    });
    expect((await ship.json()).results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect(await kindsOf(shipped[1]!.id)).not.toContain("order_shipped");
    const { rows } = await shop.pg.query<{ tracking_number: string }>(
      "select tracking_number from orders where id = $1",
      [shipped[1]!.id],
    );
    expect(rows[0]!.tracking_number).toBe("UES-1");

    const invalid = await post("/api/admin/orders/bulk", { event: "ship", orders: [{ id: orders[0]!.id }] });
    expect(invalid.status).toBe(400);
  });
});

describe("'Pago en curso': Mercado Pago orders the buyer has not paid", () => {
  it("are listed under their own filter with the time left, and the owner can release one", async () => {
    const before = await stockOf(shop, variant.productId);
    const order = await place({ paymentMethod: "mercadopago" });
    expect(await stockOf(shop, variant.productId)).toBe(before - 1);

    const list = await (await request("/api/admin/orders?status=mercado&pageSize=100", { headers: admin })).json();
    const row = list.items.find((r: { id: number }) => r.id === order.id);
    expect(row.statusLabel).toBe("Pago en curso");
    const left = Date.parse(row.reservationExpiresAt) - Date.now();
    expect(left).toBeGreaterThan(50 * 60 * 1000);
    expect(left).toBeLessThanOrEqual(60 * 60 * 1000);
    const others = await (await request("/api/admin/orders?pageSize=100", { headers: admin })).json();
    expect(others.items.map((r: { id: number }) => r.id)).not.toContain(order.id);

    const released = await move(order.id, { event: "release" });
    expect(released.order.status).toBe("cancel");
    expect(released.order.history.at(-1)).toMatchObject({ event: "release", actor: "admin", toLabel: "Rechazado" });
    expect(await stockOf(shop, variant.productId)).toBe(before);
    expect(await kindsOf(order.id)).toEqual([]);
    expect((await move(order.id, { event: "release" }, 409)).error.message).toBe(
      "Solo se puede liberar la reserva de un pedido con el pago en curso.",
    );
  });

  it("are not released when Mercado Pago has a payment for them: the payment is applied instead", async () => {
    const order = await place({ paymentMethod: "mercadopago" });
    mp.pay(order.id, order.total, "approved");
    const refused = await move(order.id, { event: "release" }, 409);
    expect(refused.error.code).toBe("payment_found");
    expect(refused.error.message).toContain("la reserva no se liberó");
    const { rows } = await shop.pg.query<{ status: string }>("select status from orders where id = $1", [order.id]);
    expect(rows[0]!.status).toBe("approved");
    expect(await kindsOf(order.id)).toEqual(["order_paid", "order_paid_notice"]);
  });
});

describe("internal notes", () => {
  it("are kept with author and date for admins only, never mailed or shown to the customer", async () => {
    const order = await place();
    const res = await post(`/api/admin/orders/${order.id}/notes`, {
      body: "Cliente pidió factura a nombre de la empresa",
    });
    expect(res.status).toBe(201);
    const { order: detail } = await res.json();
    expect(detail.notes).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        authorEmail: "encargada@quimica.test",
        body: "Cliente pidió factura a nombre de la empresa",
      },
    ]);
    expect(JSON.stringify(await customerView(order))).not.toContain("factura a nombre");
    expect(await kindsOf(order.id)).toEqual(["order_confirmation", "order_notice"]);
    expect((await post(`/api/admin/orders/${order.id}/notes`, { body: "  " })).status).toBe(400);
    expect((await post("/api/admin/orders/99999999/notes", { body: "x" })).status).toBe(404);
  });
});

describe("the desk's fulfilment filter, dashboard and CSV", () => {
  it("list orders by fulfilment, count them on the dashboard, and export the state and tracking", async () => {
    const order = await approved(delivery());
    await move(order.id, { event: "ship", shipment: { carrier: "Mirtrans", trackingNumber: "MT-77" } });
    const ids = async (query: string) =>
      (await (await request(`/api/admin/orders?${query}&pageSize=100`, { headers: admin })).json()).items.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids("fulfilment=shipped")).toContain(order.id);
    expect(await ids("fulfilment=to_prepare")).not.toContain(order.id);
    const toPrepare = await approved();
    expect(await ids("fulfilment=to_prepare")).toContain(toPrepare.id);

    const dashboard = await (await request("/api/admin/dashboard", { headers: admin })).json();
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from orders where status = 'approved' and (fulfilment is null or fulfilment = 'preparing')",
    );
    expect(dashboard.fulfilment.toPrepare).toBe(rows[0]!.n);
    expect(dashboard.fulfilment.shipped).toBeGreaterThanOrEqual(1);

    const csv = await (await request(`/api/admin/orders/export.csv?fulfilment=shipped`, { headers: admin })).text();
    expect(csv.split("\r\n").find((l) => l.includes("MT-77"))).toMatch(/;Aprobado;Enviado;Mirtrans;MT-77;$/);
  });
});
