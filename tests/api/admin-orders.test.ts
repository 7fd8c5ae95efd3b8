import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MOVE_MESSAGES } from "../../domain/order-status.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { buildDeps } from "../../worker/deps.ts";
import { accessToken, bearer } from "../support/admin-session.ts";
import { pickVariant, type SaleVariant, stockOf, tinyPng, variantStockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;
const ADMIN_ID = "7c2b5a43-0e54-4c36-9a8d-3b1c2a6e1f00";

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 200 });
  admin = await bearer();
});
afterAll(() => shop.close());

let seq = 0;
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => {}), passThroughOnException() {}, props: {} };

interface OrderSeed {
  status?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  deliveryMethod?: "pickup" | "delivery";
  paymentMethod?: "bank" | "mercadopago";
  createdAt?: string;
  total?: number;
  quantity?: number;
  productId?: number;
  receipt?: boolean;
  street?: string;
}

/**
 * An order written straight into the database, holding its stock as a placed order does (taken from
 * the product unless the order is cancelled, which has given it back).
 */
async function seedOrder(seed: OrderSeed = {}): Promise<number> {
  const status = seed.status ?? "pending";
  const quantity = seed.quantity ?? 1;
  const productId = seed.productId ?? variant.productId;
  let receiptId: string | null = null;
  if (seed.receipt) {
    const { rows } = await shop.pg.query<{ id: string }>(
      `insert into stored_files (bucket, path, content_type, size_bytes, data)
       values ('receipts', $1, 'image/png', $2, $3) returning id`,
      [`test/${crypto.randomUUID()}.png`, tinyPng.byteLength, tinyPng],
    );
    receiptId = rows[0]!.id;
  }
  const delivery = seed.deliveryMethod ?? "pickup";
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (access_token, status, email, first_name, last_name, phone, street, town, zip,
                         delivery_method, payment_method, subtotal, total, estimated_date, created_at,
                         receipt_file_id, stock_released)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, '2026-03-12', $13, $14, $15)
     returning id::int`,
    [
      `token-${crypto.randomUUID()}-${seq++}`,
      status,
      seed.email ?? `cliente${seq}@example.com`,
      seed.firstName ?? "Ana",
      seed.lastName ?? "Pérez",
      seed.phone ?? "099 000 000",
      delivery === "delivery" ? (seed.street ?? "Av. Italia 1234") : null,
      delivery === "delivery" ? "Montevideo" : null,
      delivery === "delivery" ? "11300" : null,
      delivery,
      seed.paymentMethod ?? "bank",
      seed.total ?? 1000,
      seed.createdAt ?? new Date().toISOString(),
      receiptId,
      status === "cancel",
    ],
  );
  const id = rows[0]!.id;
  await shop.pg.query(
    `insert into order_items (order_id, product_id, variant_id, product_name, product_slug, size, unit, unit_price,
                              quantity, line_total, stock_source, stock_amount)
     select $1, p.id, v.id, p.name, p.slug, v.size, p.unit, 100, $2, 100 * $2, 'size', $2
       from products p join product_variants v on v.product_id = p.id where p.id = $3 order by v.id limit 1`,
    [id, quantity, productId],
  );
  if (status !== "cancel") {
    // The seeded products count their stock by size: the line took its units of its size.
    await shop.pg.query(
      "update product_variants set stock = stock - $1 where id = (select variant_id from order_items where order_id = $2)",
      [quantity, id],
    );
  }
  return id;
}

const statusOf = async (id: number) =>
  (await shop.pg.query<{ status: string }>("select status from orders where id = $1", [id])).rows[0]!.status;

const mailsOf = async (id: number) =>
  (
    await shop.pg.query<{ kind: string; to_address: string; subject: string }>(
      "select kind, to_address, subject from mail_outbox where order_id = $1 order by id",
      [id],
    )
  ).rows;

const EVENT_OF: Record<string, string> = { approved: "approve", cancel: "reject", pending: "reopen" };

/** A move of the order, as the desk sends it; `{status}` is the old form's wording of the same moves. */
const changeStatus = (id: number, body: Record<string, unknown>, headers: Record<string, string> = admin) => {
  const { status, ...rest } = body;
  const event = typeof status === "string" ? (EVENT_OF[status] ?? status) : rest.event;
  return shop.request(`/api/admin/orders/${id}/moves`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ ...rest, event }),
  });
};

const getJson = async (path: string, headers: Record<string, string> = admin) => {
  const res = await shop.request(path, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

describe("who may use the orders desk", () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await seedOrder({ receipt: true });
  });

  const routes = () => [
    { name: "GET /orders", path: "/api/admin/orders" },
    { name: "GET /orders/export.csv", path: "/api/admin/orders/export.csv" },
    { name: "GET /orders/:id", path: `/api/admin/orders/${orderId}` },
    { name: "GET /orders/:id/receipt", path: `/api/admin/orders/${orderId}/receipt` },
    {
      name: "POST /orders/:id/moves",
      path: `/api/admin/orders/${orderId}/moves`,
      method: "POST",
      body: JSON.stringify({ event: "approve" }),
    },
    {
      name: "POST /orders/bulk",
      path: "/api/admin/orders/bulk",
      method: "POST",
      body: JSON.stringify({ event: "prepare", orders: [{ id: orderId }] }),
    },
    {
      name: "POST /orders/:id/notes",
      path: `/api/admin/orders/${orderId}/notes`,
      method: "POST",
      body: JSON.stringify({ body: "Llamar antes de enviar" }),
    },
  ];

  it("answers 401 without a token and 403 to a signed-in non-admin, and changes nothing", async () => {
    const shopper = { authorization: `Bearer ${await accessToken({ appRole: null })}` };
    const user = { authorization: `Bearer ${await accessToken({ appRole: null, userMetadata: { role: "admin" } })}` };
    for (const route of routes()) {
      for (const [headers, status] of [
        [{}, 401],
        [shopper, 403],
        [user, 403],
      ] as const) {
        const res = await shop.request(route.path, {
          method: route.method ?? "GET",
          headers: { ...headers, "content-type": "application/json" },
          body: route.body,
        });
        expect(res.status, `${route.name} with ${JSON.stringify(headers).slice(0, 30)}`).toBe(status);
        expect(res.headers.get("content-type")).toContain("application/json");
      }
    }
    expect(await statusOf(orderId)).toBe("pending");
    expect(await mailsOf(orderId)).toEqual([]);
  });

  it("lets an admin use every route", async () => {
    for (const route of routes()) {
      const res = await shop.request(route.path, {
        method: route.method ?? "GET",
        headers: { ...admin, "content-type": "application/json" },
        body: route.body,
      });
      expect(res.status, `${route.name}: ${await res.clone().text()}`).toBe(route.name.includes("notes") ? 201 : 200);
    }
    expect(await statusOf(orderId)).toBe("approved");
  });
});

describe("the receipt", () => {
  it("is served to admins with the stored-file headers", async () => {
    const id = await seedOrder({ receipt: true });
    const res = await shop.request(`/api/admin/orders/${id}/receipt`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^inline; filename="comprobante-pedido-${id}-`));
    expect(Buffer.from(await res.arrayBuffer()).equals(tinyPng)).toBe(true);
    const detail = await getJson(`/api/admin/orders/${id}`);
    expect(detail.order.receiptUrl).toBe(`/api/admin/orders/${id}/receipt`);
  });

  it("is read from the private Supabase bucket when the bytes are not in the row", async () => {
    const id = await seedOrder({ receipt: true });
    const { rows } = await shop.pg.query<{ path: string }>(
      "update stored_files f set data = null from orders o where o.id = $1 and f.id = o.receipt_file_id returning f.path",
      [id],
    );
    const calls: { url: string; auth: string | null }[] = [];
    vi.stubGlobal("fetch", async (url: string | URL, init: RequestInit = {}) => {
      calls.push({ url: String(url), auth: new Headers(init.headers).get("authorization") });
      return new Response(tinyPng, { status: 200, headers: { "content-type": "application/octet-stream" } });
    });
    try {
      const config = parseConfig({
        ENVIRONMENT: "test",
        SUPABASE_URL: "https://proyecto.supabase.co",
        SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests-0123456789",
      });
      const app = createApp(() => ({
        ...buildDeps(config, shop.db),
        auth: buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db).auth,
      }));
      const res = await app.request(`/api/admin/orders/${id}/receipt`, { headers: admin }, {}, ctx as never);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await res.arrayBuffer()).equals(tinyPng)).toBe(true);
      expect(calls).toEqual([
        {
          url: `https://proyecto.supabase.co/storage/v1/object/receipts/${rows[0]!.path}`,
          auth: "Bearer service-role-key-for-tests-0123456789",
        },
      ]);
      vi.stubGlobal("fetch", async () => new Response('{"error":"not_found"}', { status: 400 }));
      const gone = await app.request(`/api/admin/orders/${id}/receipt`, { headers: admin }, {}, ctx as never);
      expect(gone.status).toBe(404);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("is 404 when the order has none, and refused to non-admins", async () => {
    const id = await seedOrder();
    expect((await shop.request(`/api/admin/orders/${id}/receipt`, { headers: admin })).status).toBe(404);
    expect((await getJson(`/api/admin/orders/${id}`)).order.receiptUrl).toBeNull();
    const withReceipt = await seedOrder({ receipt: true });
    const shopper = { authorization: `Bearer ${await accessToken({ appRole: null })}` };
    const res = await shop.request(`/api/admin/orders/${withReceipt}/receipt`, { headers: shopper });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).not.toContain("image");
  });
});

describe("status changes", () => {
  it("refuses to cancel or reopen an approved order with the SPEC messages", async () => {
    const id = await seedOrder({ status: "approved" });
    for (const [to, message] of [
      ["cancel", MOVE_MESSAGES.cancelApproved],
      ["pending", MOVE_MESSAGES.pendingApproved],
    ] as const) {
      const res = await changeStatus(id, { status: to });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: "move_refused", message } });
    }
    expect(await statusOf(id)).toBe("approved");
  });

  it("refuses to move a 'mercado' order and to set 'mercado'", async () => {
    const id = await seedOrder({ status: "mercado", paymentMethod: "mercadopago" });
    const res = await changeStatus(id, { status: "approved" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "move_refused", message: MOVE_MESSAGES.mercado } });
    expect(await statusOf(id)).toBe("mercado");
    const pending = await seedOrder();
    expect((await changeStatus(pending, { status: "mercado" })).status).toBe(400);
    expect((await changeStatus(pending, { event: "ship" })).status).toBe(400);
    expect((await changeStatus(pending, {})).status).toBe(400);
    expect((await changeStatus(999999999, { status: "approved" })).status).toBe(404);
  });

  it("approving queues the confirmation mail and records who did it, with the note", async () => {
    const id = await seedOrder({ email: "aprobar@example.com" });
    const res = await changeStatus(id, { status: "approved", note: "Transferencia recibida" });
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.status).toBe("approved");
    expect(order.statusLabel).toBe("Aprobado");
    const mails = await mailsOf(id);
    expect(mails).toEqual([
      {
        kind: "order_approved",
        to_address: "aprobar@example.com",
        subject: expect.stringContaining(`Pedido N.º ${id} aprobado`),
      },
    ]);
    const last = order.history.at(-1);
    expect(last).toMatchObject({ from: "pending", to: "approved", fromLabel: "Pendiente", toLabel: "Aprobado" });
    expect(last).toMatchObject({ actor: "admin", note: "Transferencia recibida" });
    const { rows } = await shop.pg.query<{ changed_by: string }>(
      "select changed_by::text from order_status_history where order_id = $1 and actor = 'admin'",
      [id],
    );
    expect(rows).toEqual([{ changed_by: ADMIN_ID }]);
  });

  it("names the admin who moved the order in its history (admin_profiles)", async () => {
    const { rows } = await shop.pg.query<{ id: string }>(UPSERT_ADMIN_SQL, [
      "encargada@quimica.test",
      "not-a-real-hash",
    ]);
    const headers = await bearer({ sub: rows[0]!.id, email: "encargada@quimica.test" });
    const id = await seedOrder();
    const res = await changeStatus(id, { status: "approved" }, headers);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.history.at(-1)).toMatchObject({ actor: "admin", adminEmail: "encargada@quimica.test", note: null });
    expect(order.history).toHaveLength(1);
  });

  it("rejecting gives the stock back once, even when asked twice at the same time", async () => {
    const id = await seedOrder({ quantity: 3 });
    const before = await stockOf(shop, variant.productId);
    const [a, b] = await Promise.all([changeStatus(id, { status: "cancel" }), changeStatus(id, { status: "cancel" })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stockOf(shop, variant.productId)).toBe(before + 3);
    expect((await mailsOf(id)).map((m) => m.kind)).toEqual(["order_cancelled"]);
    expect(await statusOf(id)).toBe("cancel");
  });

  it("reopening a rejected order takes the stock again", async () => {
    const id = await seedOrder({ quantity: 2 });
    expect((await changeStatus(id, { status: "cancel" })).status).toBe(200);
    const before = await stockOf(shop, variant.productId);
    const res = await changeStatus(id, { status: "pending" });
    expect(res.status).toBe(200);
    expect(await stockOf(shop, variant.productId)).toBe(before - 2);
    // Rejected again: released again (the flag was reset by the retake).
    expect((await changeStatus(id, { status: "cancel" })).status).toBe(200);
    expect(await stockOf(shop, variant.productId)).toBe(before);
  });

  it("reopening is refused, naming the product, when its stock is short", async () => {
    const scarce = await pickVariant(shop, { minStock: 5, skip: [variant.productId] });
    const id = await seedOrder({ status: "cancel", productId: scarce.productId, quantity: 3 });
    await shop.pg.query(
      "update product_variants set stock = 2 where id = (select variant_id from order_items where order_id = $1)",
      [id],
    );
    const { rows } = await shop.pg.query<{ size: number; unit: string; variantId: number }>(
      `select size, unit, variant_id::int as "variantId" from order_items where order_id = $1`,
      [id],
    );
    const res = await changeStatus(id, { status: "approved" });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("stock_short");
    expect(body.error.message).toBe(
      `No hay stock suficiente de: ${scarce.name} ${rows[0]!.size} ${rows[0]!.unit} (quedan 2)`,
    );
    expect(await statusOf(id)).toBe("cancel");
    expect(await variantStockOf(shop, rows[0]!.variantId)).toBe(2);
    expect(await mailsOf(id)).toEqual([]);
  });
});

describe("the list", () => {
  const marker = "Qwzk";
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.jose = await seedOrder({
      firstName: "José",
      lastName: `Núñez ${marker}`,
      email: "jose.nunez@example.com",
      phone: "099 765 432",
      createdAt: "2026-03-10T02:30:00Z", // 9 March, 23:30 in Montevideo
      deliveryMethod: "delivery",
      street: "Bv. Artigas 1000",
    });
    ids.maria = await seedOrder({
      firstName: "María",
      lastName: `Gómez ${marker}`,
      status: "approved",
      paymentMethod: "mercadopago",
      createdAt: "2026-03-10T12:00:00Z",
    });
    ids.hidden = await seedOrder({
      firstName: "Oculta",
      lastName: marker,
      status: "mercado",
      paymentMethod: "mercadopago",
      createdAt: "2026-03-11T12:00:00Z",
    });
    ids.formula = await seedOrder({
      firstName: '=HYPERLINK("http://x";"y")',
      lastName: marker,
      phone: "+598 99 111 222",
      createdAt: "2026-03-08T12:00:00Z",
      total: 12500,
    });
  });

  const list = (query: string) => getJson(`/api/admin/orders?${query}`);

  it("pages newest first, without 'mercado' orders", async () => {
    const page = await list(`q=${marker}`);
    expect(page.items.map((o: { id: number }) => o.id)).toEqual([ids.maria, ids.jose, ids.formula]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const second = await list(`q=${marker}&page=2&pageSize=2`);
    expect(second.items.map((o: { id: number }) => o.id)).toEqual([ids.formula]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const row = page.items[1];
    expect(row).toMatchObject({
      id: ids.jose,
      customerName: `José Núñez ${marker}`,
      deliveryMethod: "delivery",
      paymentMethod: "bank",
      address: "Bv. Artigas 1000",
      town: "Montevideo",
      zip: "11300",
      phone: "099 765 432",
      email: "jose.nunez@example.com",
      total: 1000,
      status: "pending",
      statusLabel: "Pendiente",
      estimatedDate: "2026-03-12",
      createdAt: "2026-03-10T02:30:00.000Z",
      hasReceipt: false,
      refundNeeded: false,
    });
  });

  it("searches name, e-mail, phone and order number, ignoring accents and case", async () => {
    const idsOf = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((o: { id: number }) => o.id);
    expect(await idsOf(`NUNEZ ${marker}`)).toEqual([ids.jose]);
    expect(await idsOf("josé núñez")).toContain(ids.jose);
    expect(await idsOf("JOSE.NUNEZ@EXAMPLE")).toEqual([ids.jose]);
    expect(await idsOf("099765432")).toEqual([ids.jose]);
    expect(await idsOf("099 765 432")).toEqual([ids.jose]);
    expect(await idsOf(String(ids.maria))).toContain(ids.maria);
    expect(await idsOf(`gomez ${marker.toUpperCase()}`)).toEqual([ids.maria]);
    expect(await idsOf("100%_ nadie")).toEqual([]);
  });

  it("also searches the RUT, the street, the discount code and the tracking number (issue 38, item 11)", async () => {
    const id = await seedOrder({ deliveryMethod: "delivery", street: "Gral. Flores 2145", firstName: "Rosa" });
    await shop.pg.query(
      `update orders set rut = '21.234.567-0018', discount_code = 'PRIMAVERA15', carrier = 'DAC',
                         tracking_number = 'DAC-88123456' where id = $1`,
      [id],
    );
    const idsOf = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((o: { id: number }) => o.id);
    expect(await idsOf("212345670018")).toEqual([id]);
    expect(await idsOf("21.234.567-0018")).toEqual([id]);
    expect(await idsOf("gral. flores 2145")).toEqual([id]);
    expect(await idsOf("primavera15")).toEqual([id]);
    expect(await idsOf("dac-88123456")).toEqual([id]);
    expect(await idsOf("88123456")).toEqual([id]);
  });

  it("filters by status, payment, delivery and Montevideo calendar days", async () => {
    const idsOf = async (q: string) => (await list(`q=${marker}&${q}`)).items.map((o: { id: number }) => o.id);
    expect(await idsOf("status=approved")).toEqual([ids.maria]);
    expect(await idsOf("payment=bank")).toEqual([ids.jose, ids.formula]);
    expect(await idsOf("delivery=delivery")).toEqual([ids.jose]);
    expect(await idsOf("from=2026-03-09&to=2026-03-09")).toEqual([ids.jose]);
    expect(await idsOf("from=2026-03-10")).toEqual([ids.maria]);
    expect(await idsOf("to=2026-03-08")).toEqual([ids.formula]);
    expect(await idsOf("status=&payment=&from=")).toHaveLength(3);
  });

  it("refuses bad filters in Spanish", async () => {
    for (const query of [
      "status=paid",
      "fulfilment=soon",
      "page=0",
      "pageSize=1000",
      "from=2026-02-30",
      "from=2026-03-10&to=2026-03-01",
    ]) {
      const res = await shop.request(`/api/admin/orders?${query}`, { headers: admin });
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
  });

  it("exports the filtered list as CSV for Excel in Spanish", async () => {
    const res = await shop.request(`/api/admin/orders/export.csv?q=${marker}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "N.º de pedido;Nombre;Fecha creación;Fecha de entrega;Forma de envío;Forma de pago;Canal;RUT;Dirección;Zona;C.P.;Teléfono;Mail;Subtotal;Cupón;Descuento por cupón;Descuento por transferencia;Costo de envío;Total;Estado;Preparación;Empresa de envío;Número de seguimiento;Agencia",
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      `${ids.jose};José Núñez ${marker};09/03/2026;12/03/2026;Delivery;Transferencia bancaria;Web;;Bv. Artigas 1000;Montevideo;11300;099 765 432;jose.nunez@example.com;1000;;0;0;0;1000;Pendiente;;;;`,
    );
    expect(lines[1]).toContain(";Retiro;Mercado Pago;");
    expect(lines[3]).toMatch(
      new RegExp(
        `^${ids.formula};"'=HYPERLINK\\(""http://x"";""y""\\) ${marker}";08/03/2026;12/03/2026;Retiro;Transferencia bancaria;Web;;;;;'\\+598 99 111 222;cliente\\d+@example\\.com;12500;;0;0;0;12500;Pendiente;;;;$`,
      ),
    );
  });
});
