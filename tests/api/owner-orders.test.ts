import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerOrderAnswer, OwnerOrderPreview } from "../../domain/api/owner-orders.ts";
import { orderTotals } from "../../domain/pricing.ts";
import { INTERIOR_DEPARTMENTS } from "../../domain/shipping.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { anonymiseAddress } from "../../worker/db/my-data.ts";
import { bearer } from "../support/admin-session.ts";
import { countRows, pickVariant, type SaleVariant, variantStockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 45, part 1: 'Nuevo pedido', the owner's orders by phone, WhatsApp or at the counter (decision 035). Priced
// by the server with section 9's rules on the prices the owner charges, placed by the one order service.

let shop: TestShop;
let admin: Record<string, string>;
let a: SaleVariant;
let b: SaleVariant;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  a = await pickVariant(shop, { minStock: 20, minPrice: 300 });
  b = await pickVariant(shop, { minStock: 20, minPrice: 200, skip: [a.productId] });
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown) =>
  shop.request(path, {
    method,
    headers: { ...admin, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const line = (v: SaleVariant, quantity: number, change: Record<string, unknown> = {}) => ({
  productId: v.productId,
  variantId: v.variantId,
  quantity,
  ...change,
});

function ownerOrder(overrides: Record<string, unknown> = {}) {
  return {
    channel: "telefono",
    items: [line(a, 2, { unitPrice: a.finalPrice - 50, reason: "cliente frecuente" }), line(b, 3)],
    customer: { email: "marta.silva@example.com", firstName: "Marta", lastName: "Silva", phone: "099 555 111" },
    deliveryMethod: "pickup",
    payment: "bank",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

async function orderFacts(id: number) {
  const q = async <T>(sql: string) => (await shop.pg.query<T>(sql, [id])).rows;
  const [order] = await q<Record<string, unknown>>("select * from orders where id = $1");
  return {
    order: order!,
    items: await q<{
      variant_id: number;
      list_price: number | null;
      unit_price: number;
      price_reason: string | null;
      price_changed_by_email: string | null;
      price_changed_by: string | null;
      line_total: number;
    }>(
      "select variant_id::int, list_price, unit_price, price_reason, price_changed_by_email, price_changed_by, line_total from order_items where order_id = $1 order by id",
    ),
    history: await q<{
      event: string;
      to_status: string;
      actor: string;
      actor_email: string | null;
      note: string | null;
    }>("select event, to_status, actor, actor_email, note from order_status_history where order_id = $1 order by id"),
    invoices: await q<{ kind: string }>("select kind from invoices where order_id = $1"),
    mails: await q<{ kind: string; to_address: string; text_body: string }>(
      "select kind, to_address, text_body from mail_outbox where order_id = $1 order by id",
    ),
  };
}

describe("POST /api/admin/orders", () => {
  it("refuses without an admin", async () => {
    const res = await shop.request("/api/admin/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ownerOrder()),
    });
    expect(res.status).toBe(401);
  });

  it("prices the owner's changes on the server and stores list price, price charged, reason and admin", async () => {
    const stockA = await variantStockOf(shop, a.variantId);
    const body = ownerOrder({
      items: [
        line(a, 2, { unitPrice: a.finalPrice - 50, reason: "cliente frecuente" }),
        line(b, 3, { discount: 20, reason: "  compra grande " }),
      ],
      // Tampered figures are ignored: the server prices the order.
      total: 1,
    });
    const res = await send("POST", "/api/admin/orders", body);
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as OwnerOrderAnswer;
    const charged = [
      { unitPrice: a.finalPrice - 50, quantity: 2 },
      { unitPrice: b.finalPrice - 20, quantity: 3 },
    ];
    const { rows } = await shop.pg.query<{ pricing_rules: never }>("select pricing_rules from orders where id = $1", [
      answer.order.id,
    ]);
    const expected = orderTotals({
      lines: charged,
      deliveryMethod: "pickup",
      town: "",
      paymentMethod: "bank",
      rules: rows[0]!.pricing_rules,
    });
    expect(expected.transferDiscount).toBeGreaterThanOrEqual(0);
    expect(answer.order.total).toBe(expected.total);
    expect(answer.order.subtotal).toBe(expected.subtotal);
    expect(answer.order.transferDiscount).toBe(expected.transferDiscount);

    const facts = await orderFacts(answer.order.id);
    expect(facts.order.channel).toBe("telefono");
    expect(facts.order.status).toBe("pending");
    expect(facts.items).toEqual([
      expect.objectContaining({
        variant_id: a.variantId,
        list_price: a.finalPrice,
        unit_price: a.finalPrice - 50,
        price_reason: "cliente frecuente",
        price_changed_by_email: "admin@quimica.test",
        price_changed_by: "7c2b5a43-0e54-4c36-9a8d-3b1c2a6e1f00",
      }),
      expect.objectContaining({
        variant_id: b.variantId,
        list_price: b.finalPrice,
        unit_price: b.finalPrice - 20,
        price_reason: "compra grande",
      }),
    ]);
    expect(facts.history[0]).toMatchObject({
      event: "placed",
      actor: "admin",
      actor_email: "admin@quimica.test",
      note: expect.stringContaining("teléfono"),
    });
    // Stock taken as for any order; a transfer order mails the transfer details and the order page.
    expect(await variantStockOf(shop, a.variantId)).toBe(stockA - 2);
    expect(facts.mails.map((m) => m.kind)).toContain("order_confirmation");
    const toCustomer = facts.mails.find((m) => m.to_address === "marta.silva@example.com")!;
    expect(toCustomer.text_body).toContain(answer.link);
    // The WhatsApp text: the order, the total and the link.
    expect(answer.whatsapp).toContain(`N.º ${answer.order.id}`);
    expect(answer.whatsapp).toContain(answer.link);
    expect(answer.whatsapp).toMatch(/Total: \$\s[\d.]+/);
  });

  it("leaves a line at its list price without a change, and records no change", async () => {
    const res = await send("POST", "/api/admin/orders", ownerOrder({ items: [line(b, 1)], channel: "whatsapp" }));
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as OwnerOrderAnswer;
    const facts = await orderFacts(order.id);
    expect(facts.order.channel).toBe("whatsapp");
    expect(facts.items[0]).toMatchObject({ list_price: null, unit_price: b.finalPrice, price_reason: null });
  });

  it.each([
    ["a price of zero", { unitPrice: 0, reason: "regalo" }, "price_not_positive", "mayor que $ 0"],
    ["a negative price", { unitPrice: -10, reason: "error" }, "price_not_positive", "mayor que $ 0"],
    ["a discount over the line", { discount: 100_000, reason: "promo" }, "discount_over_line", "no puede superar"],
    ["a negative discount", { discount: -1, reason: "promo" }, "invalid_input", "Descuento no válido"],
    ["a price change without reason", { unitPrice: 10 }, "price_reason_required", "motivo"],
  ])("refuses %s with a Spanish 400 and stores nothing", async (_name, change, code, message) => {
    const before = await countRows(shop, "orders");
    const res = await send("POST", "/api/admin/orders", ownerOrder({ items: [line(a, 1, change)] }));
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(await countRows(shop, "orders")).toBe(before);
  });

  it("refuses a discount equal to the price (a line at $ 0)", async () => {
    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({ items: [line(a, 1, { discount: a.finalPrice, reason: "x" })] }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("price_not_positive");
  });

  it("refuses a pay link for a customer without e-mail", async () => {
    for (const payment of ["mercadopago", "bank"]) {
      const res = await send(
        "POST",
        "/api/admin/orders",
        ownerOrder({ payment, customer: { firstName: "Sin", lastName: "Correo", phone: "099 000 000" } }),
      );
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error).toMatchObject({ code: "email_required", message: expect.stringContaining("correo electrónico") });
    }
  });

  it("refuses a counter sale with home delivery", async () => {
    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({
        payment: "counter",
        counterKind: "EFECTIVO",
        deliveryMethod: "delivery",
        streetAddress: "Av. Italia 1234",
        town: "Montevideo",
        zip: "11300",
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("counter_needs_pickup");
  });

  it("refuses stock short with checkout's 409 and takes nothing", async () => {
    const stock = await variantStockOf(shop, a.variantId);
    const before = await countRows(shop, "orders");
    const res = await send("POST", "/api/admin/orders", ownerOrder({ items: [line(a, stock + 1)] }));
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("out_of_stock");
    expect(error.message).toContain("No hay stock suficiente");
    expect(await variantStockOf(shop, a.variantId)).toBe(stock);
    expect(await countRows(shop, "orders")).toBe(before);
  });

  it("approves a counter sale at once, records cash or POS and queues its CFE", async () => {
    const stock = await variantStockOf(shop, b.variantId);
    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({
        channel: "local",
        payment: "counter",
        counterKind: "POS",
        items: [line(b, 2)],
        customer: { firstName: "Consumidor", lastName: "Final" },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { order, whatsapp } = (await res.json()) as OwnerOrderAnswer;
    expect(order.status).toBe("approved");
    expect(whatsapp).toContain("Pagado en el local");
    const facts = await orderFacts(order.id);
    expect(facts.order).toMatchObject({
      payment_method: "counter",
      payment_type: "POS",
      channel: "local",
      transfer_discount: 0,
    });
    expect(facts.history.map((h) => [h.event, h.to_status, h.actor])).toEqual([
      ["placed", "pending", "admin"],
      ["approve", "approved", "admin"],
    ]);
    expect(facts.history[1]!.note).toContain("Pagado en el local (pos)");
    expect(facts.invoices.map((i) => i.kind)).toEqual(["cfe"]);
    expect(await variantStockOf(shop, b.variantId)).toBe(stock - 2);
    // Without the customer's e-mail, the confirmation (with the CFE link) goes to the shop.
    expect(facts.order.email).toBe("ventas@example.com");
  });

  it("mails the customer the pay link of a Mercado Pago order (the order page, where Mercado Pago is)", async () => {
    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({
        payment: "mercadopago",
        customer: { email: "pago.link@example.com", firstName: "Lucía", lastName: "Gómez", phone: "098 111 222" },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as OwnerOrderAnswer;
    expect(answer.order.status).toBe("mercado");
    expect(answer.order.checkoutUrl).toBeTruthy();
    expect(answer.whatsapp).toContain("Mercado Pago");
    expect(answer.whatsapp).toContain(answer.link);
    const list = await shop.request("/dev/mail.json?to=pago.link@example.com");
    const { items } = (await list.json()) as { items: { subject: string; url: string }[] };
    expect(items.map((m) => m.subject)).toEqual([
      expect.stringContaining(`Pedido N.º ${answer.order.id}: pague con Mercado Pago`),
    ]);
    const facts = await orderFacts(answer.order.id);
    const mail = facts.mails.find((m) => m.kind === "order_pay_link")!;
    expect(mail.to_address).toBe("pago.link@example.com");
    expect(mail.text_body).toContain(answer.link);
  });

  it("takes the customer from Clientes by id", async () => {
    const { rows } = await shop.pg.query<{ id: number; email: string }>(
      "select id::int, email from customers where email = 'marta.silva@example.com'",
    );
    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({ customer: undefined, customerId: rows[0]!.id, items: [line(b, 1)] }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as OwnerOrderAnswer;
    expect(order.customer).toMatchObject({ email: "marta.silva@example.com", firstName: "Marta", lastName: "Silva" });
    const unknown = await send("POST", "/api/admin/orders", ownerOrder({ customer: undefined, customerId: 999_999 }));
    expect(unknown.status).toBe(400);
  });

  it("previews the server's totals without storing an order or taking stock", async () => {
    const stock = await variantStockOf(shop, a.variantId);
    const before = await countRows(shop, "orders");
    const res = await send("POST", "/api/admin/orders", ownerOrder({ preview: true }));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as OwnerOrderPreview;
    expect(preview.lines[0]).toMatchObject({
      listPrice: a.finalPrice,
      unitPrice: a.finalPrice - 50,
      lineTotal: (a.finalPrice - 50) * 2,
    });
    expect(preview.totals.subtotal).toBe((a.finalPrice - 50) * 2 + b.finalPrice * 3);
    expect(await countRows(shop, "orders")).toBe(before);
    expect(await variantStockOf(shop, a.variantId)).toBe(stock);
  });
});

describe("/api/admin/order-drafts", () => {
  it("saves, lists, changes and places a draft, holding no stock until placed", async () => {
    const stock = await variantStockOf(shop, a.variantId);
    const orders = await countRows(shop, "orders");
    const { idempotencyKey: _key, ...state } = ownerOrder();
    const saved = await send("POST", "/api/admin/order-drafts", { label: "Marta, por teléfono", body: state });
    expect(saved.status).toBe(201);
    const { draft } = (await saved.json()) as { draft: { id: number } };
    expect(await variantStockOf(shop, a.variantId)).toBe(stock);
    expect(await countRows(shop, "orders")).toBe(orders);

    const listed = (await (await send("GET", "/api/admin/order-drafts")).json()) as {
      drafts: { id: number; label: string }[];
    };
    expect(listed.drafts).toContainEqual(expect.objectContaining({ id: draft.id, label: "Marta, por teléfono" }));

    const changed = await send("PUT", `/api/admin/order-drafts/${draft.id}`, {
      label: "Marta",
      body: { ...state, items: [line(a, 1)] },
    });
    expect(changed.status).toBe(200);
    const reopened = (await (await send("GET", `/api/admin/order-drafts/${draft.id}`)).json()) as {
      draft: { body: { items: unknown[] } };
    };
    expect(reopened.draft.body.items).toHaveLength(1);

    const placed = await send("POST", `/api/admin/order-drafts/${draft.id}/place`);
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await variantStockOf(shop, a.variantId)).toBe(stock - 1);
    expect((await send("GET", `/api/admin/order-drafts/${draft.id}`)).status).toBe(404);
  });

  it("validates a draft again when it is placed, and deletes one", async () => {
    const saved = await send("POST", "/api/admin/order-drafts", {
      body: { ...ownerOrder(), items: [line(a, 1, { unitPrice: 10 })] },
    });
    const { draft } = (await saved.json()) as { draft: { id: number } };
    const placed = await send("POST", `/api/admin/order-drafts/${draft.id}/place`);
    expect(placed.status).toBe(400);
    expect(((await placed.json()) as { error: { code: string } }).error.code).toBe("price_reason_required");
    expect((await send("DELETE", `/api/admin/order-drafts/${draft.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/order-drafts/${draft.id}`)).status).toBe(404);
  });
});

describe("the desk, its CSV and the dashboard by channel", () => {
  const counterSale = (channel: string) =>
    send(
      "POST",
      "/api/admin/orders",
      ownerOrder({ channel, payment: "counter", counterKind: "EFECTIVO", items: [line(b, 1)] }),
    );

  it("lists the channel, filters by it and refuses an unknown one", async () => {
    const res = await counterSale("whatsapp");
    const { order } = (await res.json()) as OwnerOrderAnswer;
    const list = await send("GET", "/api/admin/orders?channel=whatsapp&pageSize=100");
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: number; channel: string }[] };
    expect(items.map((i) => i.id)).toContain(order.id);
    expect(new Set(items.map((i) => i.channel))).toEqual(new Set(["whatsapp"]));
    const web = (await (await send("GET", "/api/admin/orders?channel=web&pageSize=100")).json()) as {
      items: { id: number; channel: string }[];
    };
    expect(web.items.map((i) => i.id)).not.toContain(order.id);
    expect(web.items.every((i) => i.channel === "web")).toBe(true);
    const bad = await send("GET", "/api/admin/orders?channel=fax");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Canal no válido.");
  });

  it("carries 'Canal' in the orders CSV", async () => {
    const res = await send("GET", "/api/admin/orders/export.csv?channel=local");
    expect(res.status).toBe(200);
    const [header, ...rows] = new TextDecoder()
      .decode(new Uint8Array(await res.arrayBuffer()).slice(3))
      .split("\r\n")
      .filter(Boolean);
    const columns = header!.split(";");
    const canal = columns.indexOf("Canal");
    expect(canal).toBe(columns.indexOf("Forma de pago") + 1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.split(";")[canal]).toBe("Local");
      expect(row.split(";")[canal - 1]).toBe("Pagado en el local");
    }
  });

  it("splits the month's sales by channel on the dashboard", async () => {
    type Split = { channel: string; label: string; orders: number; total: number }[];
    const read = async () =>
      ((await (await send("GET", "/api/admin/dashboard")).json()) as { salesByChannel: Split }).salesByChannel;
    const before = await read();
    expect(before.map((c) => c.label)).toEqual(["Web", "Teléfono", "WhatsApp", "Local"]);
    const { order } = (await (await counterSale("local")).json()) as OwnerOrderAnswer;
    const after = await read();
    const local = (split: Split) => split.find((c) => c.channel === "local")!;
    expect(local(after).orders).toBe(local(before).orders + 1);
    expect(local(after).total).toBe(local(before).total + order.total);
    expect(after.filter((c) => c.channel !== "local")).toEqual(before.filter((c) => c.channel !== "local"));
  });
});

describe("a privacy deletion (decision 031)", () => {
  it("deletes the drafts that name the address, and only those", async () => {
    const body = (email: string) => ({ ...ownerOrder(), customer: { firstName: "Borrador", email } });
    const mine = await send("POST", "/api/admin/order-drafts", { body: body("borrar.me@example.com") });
    const other = await send("POST", "/api/admin/order-drafts", { body: body("quedarse@example.com") });
    const [a1, a2] = [
      (await mine.json()) as { draft: { id: number } },
      (await other.json()) as { draft: { id: number } },
    ];
    await shop.db.run(serviceRole, (tx) => anonymiseAddress(tx, "BORRAR.ME@example.com", "borrar\\.me@example\\.com"));
    expect((await send("GET", `/api/admin/order-drafts/${a1.draft.id}`)).status).toBe(404);
    expect((await send("GET", `/api/admin/order-drafts/${a2.draft.id}`)).status).toBe(200);
  });
});

describe("'Nuevo pedido' to the interior (issue 45: the owner's order and the carriers of Ajustes > Envíos)", () => {
  it("asks the carrier and agency as checkout does, and charges the owner's table for the parcel", async () => {
    const put = await send("PUT", "/api/admin/shipping", {
      carriers: [{ id: "dac", modes: "agency", trackingPattern: "" }],
      cost: "table",
      table: {
        bands: [100_000],
        rows: INTERIOR_DEPARTMENTS.map((department) => ({ department, prices: [280], fallback: 280, served: true })),
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const interior = {
      // Above the delivery minimum ($ 2000).
      items: [line(a, 8), line(b, 8)],
      deliveryMethod: "delivery",
      streetAddress: "Uruguay 555",
      town: "Salto",
      zip: "50000",
    };
    const without = await send("POST", "/api/admin/orders", ownerOrder(interior));
    expect(without.status).toBe(400);
    expect(((await without.json()) as { error: { message: string } }).error.message).toBe("Elija la empresa de envío.");

    const res = await send(
      "POST",
      "/api/admin/orders",
      ownerOrder({ ...interior, shippingCarrier: "dac", agency: "DAC Salto Centro" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as { order: { id: number } };
    const { order: row } = await orderFacts(order.id);
    expect(row.delivery_fee).toBe(280);
    expect(row.shipping).toMatchObject({ carrier: "dac", mode: "agency", agency: "DAC Salto Centro", fee: 280 });
    await send("PUT", "/api/admin/shipping", { carriers: [], cost: "receiver", table: null });
  });
});
