import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDate, montevideoDate } from "../../domain/dates.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/file-type.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42 part 3 (decision 033): lots per product, the lots an order's lines leave with when the order is
// prepared, made ready or shipped (FEFO proposed, split, expired refused, quantities add up), what carries them
// (order page, remito, items CSV), 'Trazabilidad' both ways with its CSV, the dashboard's lots near expiry, RLS.

let shop: TestShop;
let withLots: SaleVariant;
let withoutLots: SaleVariant;
let allExpired: SaleVariant;
let admin: Record<string, string>;
const today = montevideoDate(new Date());
const lots: Record<string, { id: number; number: string; expiresOn: string }> = {};

beforeAll(async () => {
  shop = await startTestShop();
  withLots = await pickVariant(shop, { minStock: 200 });
  withoutLots = await pickVariant(shop, { minStock: 50, skip: [withLots.productId] });
  allExpired = await pickVariant(shop, { minStock: 50, skip: [withLots.productId, withoutLots.productId] });
  admin = await bearer({ email: "encargada@quimica.test" });
  lots.late = await addLot(withLots.productId, { number: "L-TARDE", expiresOn: addDays(today, 300) });
  lots.soon = await addLot(withLots.productId, {
    number: "L-PRONTO",
    expiresOn: addDays(today, 30),
    quantityReceived: 2,
  });
  lots.gone = await addLot(withLots.productId, { number: "L-VENCIDO", expiresOn: addDays(today, -1) });
  lots.old = await addLot(allExpired.productId, { number: "L-VIEJO", expiresOn: addDays(today, -10) });
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function json(res: Response, status: number) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

async function addLot(productId: number, lot: Record<string, unknown>) {
  return (await json(await send("POST", "/api/admin/lots", { productId, ...lot }), 201)).lot;
}

let placed = 0;
/** An approved pickup order of these lines (each `quantity` units of a variant). */
async function approvedOrder(lines: { variant: SaleVariant; quantity: number }[], email = "ana.perez@example.com") {
  placed += 1;
  const res = await send(
    "POST",
    "/api/orders",
    customer({
      email,
      lastName: `Lote ${placed}`,
      items: lines.map((l) => ({
        productId: l.variant.productId,
        variantId: l.variant.variantId,
        quantity: l.quantity,
      })),
      idempotencyKey: crypto.randomUUID(),
    }),
    {},
  );
  const { order } = await json(res, 201);
  await json(await send("POST", `/api/admin/orders/${order.id}/moves`, { event: "approve" }), 200);
  return order as { id: number; accessToken: string };
}

const lotForm = async (orderId: number) =>
  (await json(await send("GET", `/api/admin/orders/${orderId}/lots`), 200)).lines as {
    itemId: number;
    productId: number;
    quantity: number;
    options: { id: number; number: string }[];
    proposal: { lotId: number; quantity: number }[];
  }[];

const move = (orderId: number, body: Record<string, unknown>) =>
  send("POST", `/api/admin/orders/${orderId}/moves`, body);

const recorded = async (orderId: number) =>
  (
    await shop.pg.query<{ number: string; quantity: number }>(
      `select l.number, x.quantity from order_item_lots x join product_lots l on l.id = x.lot_id
         join order_items i on i.id = x.order_item_id where i.order_id = $1 order by l.expires_on`,
      [orderId],
    )
  ).rows;

describe("a product's lots (/api/admin/lots)", () => {
  it("lists them earliest expiry first, with what left and whether each has a certificate", async () => {
    const { lots: list } = await json(await send("GET", `/api/admin/lots?productId=${withLots.productId}`), 200);
    expect(list.map((l: { number: string }) => l.number)).toEqual(["L-VENCIDO", "L-PRONTO", "L-TARDE"]);
    expect(list[1]).toMatchObject({ quantityReceived: 2, hasCertificate: false, expiresOn: addDays(today, 30) });
  });

  it("refuses the same number twice for a product, whatever its case, and a date that is not one", async () => {
    const twice = await json(
      await send("POST", "/api/admin/lots", { productId: withLots.productId, number: "l-tarde", expiresOn: today }),
      409,
    );
    expect(twice.error).toMatchObject({ code: "lot_exists", message: "Este producto ya tiene un lote l-tarde." });
    const bad = await json(
      await send("POST", "/api/admin/lots", { productId: withLots.productId, number: "L-X", expiresOn: "31/02/2027" }),
      400,
    );
    expect(bad.error.message).toMatch(/dd\/mm\/aaaa/);
  });

  it("takes a dd/mm/aaaa date and corrects a lot", async () => {
    const lot = await addLot(withoutLots.productId, { number: "L-CORREGIR", expiresOn: "15/03/2027" });
    expect(lot.expiresOn).toBe("2027-03-15");
    const { lot: fixed } = await json(
      await send("PUT", `/api/admin/lots/${lot.id}`, {
        number: "L-CORREGIDO",
        expiresOn: "2027-04-01",
        quantityReceived: 10,
      }),
      200,
    );
    expect(fixed).toMatchObject({ number: "L-CORREGIDO", expiresOn: "2027-04-01", quantityReceived: 10 });
    await shop.pg.query("delete from product_lots where id = $1", [lot.id]);
  });

  it("keeps a certificate of analysis that is a PDF by its bytes, of at most 10 MB", async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.set("file", new File([bytes], name, { type: "application/pdf" }));
      return shop.request(`/api/admin/lots/${lots.late!.id}/certificate`, {
        method: "POST",
        headers: admin,
        body: form,
      });
    };
    const fake = await json(await upload(new TextEncoder().encode("<html>no soy un PDF</html>"), "c.pdf"), 415);
    expect(fake.error.message).toBe("El certificado debe ser un archivo PDF.");
    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    huge.set(new TextEncoder().encode("%PDF-1.4\n"));
    expect((await upload(huge, "grande.pdf")).status).toBe(413);
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await json(await upload(pdf, "certificado.pdf"), 201);
    const res = await send("GET", `/api/admin/lots/${lots.late!.id}/certificate`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
  });
});

describe("recording the lots an order leaves with", () => {
  it("proposes the lot that expires first and is not expired (FEFO), spilling over when its quantity is short", async () => {
    const one = await approvedOrder([{ variant: withLots, quantity: 1 }]);
    const [line] = await lotForm(one.id);
    expect(line!.options.map((o) => o.number)).toEqual(["L-PRONTO", "L-TARDE"]);
    expect(line!.proposal).toEqual([{ lotId: lots.soon!.id, quantity: 1 }]);

    const three = await approvedOrder([{ variant: withLots, quantity: 3 }]);
    expect((await lotForm(three.id))[0]!.proposal).toEqual([
      { lotId: lots.soon!.id, quantity: 2 },
      { lotId: lots.late!.id, quantity: 1 },
    ]);
  });

  it("records the proposal when the owner chose none, and the order page, remito and CSV print lot and expiry", async () => {
    const order = await approvedOrder([{ variant: withLots, quantity: 1 }], "remito@example.com");
    const { order: moved } = await json(await move(order.id, { event: "prepare" }), 200);
    const expected = [{ number: "L-PRONTO", expiresOn: addDays(today, 30), quantity: 1 }];
    expect(moved.items[0].lots).toEqual(expected);
    expect(await recorded(order.id)).toEqual([{ number: "L-PRONTO", quantity: 1 }]);

    const page = await json(await shop.request(`/api/orders/${order.id}?token=${order.accessToken}`), 200);
    expect(page.order.items[0].lots).toEqual(expected);
    const remitos = await json(await send("GET", `/api/admin/orders/print?ids=${order.id}`), 200);
    expect(remitos.orders[0].items[0].lots).toEqual(expected);

    const csv = await (await send("GET", "/api/admin/orders/export-items.csv?q=remito%40example.com")).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/;Lote;Vencimiento$/);
    expect(row).toMatch(new RegExp(`;L-PRONTO;${formatDate(addDays(today, 30)).replaceAll("/", "\\/")}$`));
  });

  it("records a line split over two lots as chosen, and keeps them when the order moves on", async () => {
    const order = await approvedOrder([{ variant: withLots, quantity: 3 }]);
    const [line] = await lotForm(order.id);
    const lotsChosen = [
      { itemId: line!.itemId, lotId: lots.late!.id, quantity: 2 },
      { itemId: line!.itemId, lotId: lots.soon!.id, quantity: 1 },
    ];
    await json(await move(order.id, { event: "prepare", lots: lotsChosen }), 200);
    expect(await recorded(order.id)).toEqual([
      { number: "L-PRONTO", quantity: 1 },
      { number: "L-TARDE", quantity: 2 },
    ]);
    const { order: ready } = await json(await move(order.id, { event: "ready" }), 200);
    expect(ready.items[0].lots.map((l: { number: string }) => l.number)).toEqual(["L-PRONTO", "L-TARDE"]);
  });

  it("refuses an expired lot, quantities that do not add up, and another product's lot; nothing is written", async () => {
    const order = await approvedOrder([
      { variant: withLots, quantity: 2 },
      { variant: withoutLots, quantity: 1 },
    ]);
    const lines = await lotForm(order.id);
    expect(lines).toHaveLength(1);
    const itemId = lines[0]!.itemId;
    const refused = async (lotsChosen: unknown[], message: string) => {
      const body = await json(await move(order.id, { event: "prepare", lots: lotsChosen }), 422);
      expect(body.error).toEqual({ code: "lot_refused", message });
    };
    await refused(
      [{ itemId, lotId: lots.gone!.id, quantity: 2 }],
      `El lote L-VENCIDO venció el ${formatDate(addDays(today, -1))}.`,
    );
    await refused(
      [
        { itemId, lotId: lots.late!.id, quantity: 1 },
        { itemId, lotId: lots.soon!.id, quantity: 2 },
      ],
      `Las cantidades de los lotes de ${withLots.name} suman 3; el pedido lleva 2.`,
    );
    await refused([{ itemId, lotId: lots.old!.id, quantity: 2 }], `El lote elegido no es de ${withLots.name}.`);
    const { order: still } = await json(await send("GET", `/api/admin/orders/${order.id}`), 200);
    expect(still.fulfilment).toBeNull();
    expect(await recorded(order.id)).toEqual([]);
  });

  it("needs nothing for products without lots, and refuses a product whose lots all expired", async () => {
    const plain = await approvedOrder([{ variant: withoutLots, quantity: 1 }]);
    await json(await move(plain.id, { event: "prepare" }), 200);
    expect(await recorded(plain.id)).toEqual([]);

    const stale = await approvedOrder([{ variant: allExpired, quantity: 1 }]);
    const body = await json(await move(stale.id, { event: "prepare" }), 422);
    expect(body.error.message).toBe(
      `No hay un lote vigente de ${allExpired.name}: agregue uno en la ficha del producto (Lotes).`,
    );
  });

  it("records the FEFO proposal on a bulk move, and says per order when it cannot", async () => {
    const good = await approvedOrder([{ variant: withLots, quantity: 1 }]);
    const stale = await approvedOrder([{ variant: allExpired, quantity: 1 }]);
    const { results } = await json(
      await send("POST", "/api/admin/orders/bulk", { event: "prepare", orders: [{ id: good.id }, { id: stale.id }] }),
      200,
    );
    expect(results[0]).toMatchObject({ id: good.id, ok: true });
    expect(results[1]).toMatchObject({
      id: stale.id,
      ok: false,
      message: expect.stringMatching(/No hay un lote vigente/),
    });
    expect((await recorded(good.id)).length).toBe(1);
  });
});

describe("Trazabilidad", () => {
  it("lists every order, customer and quantity that received a lot, whatever the case typed, with its CSV", async () => {
    const order = await approvedOrder([{ variant: withLots, quantity: 1 }], "trazado@example.com");
    const [line] = await lotForm(order.id);
    await json(
      await move(order.id, { event: "prepare", lots: [{ itemId: line!.itemId, lotId: lots.late!.id, quantity: 1 }] }),
      200,
    );
    const found = await json(await send("GET", "/api/admin/traceability/lot?number=l-tarde"), 200);
    const mine = found.lines.find((l: { orderId: number }) => l.orderId === order.id);
    expect(mine).toMatchObject({
      email: "trazado@example.com",
      customerName: expect.stringMatching(/^Ana Lote \d+$/),
      productName: withLots.name,
      lotNumber: "L-TARDE",
      quantity: 1,
      stateLabel: "En preparación",
    });
    expect(found.lines.every((l: { lotNumber: string }) => l.lotNumber === "L-TARDE")).toBe(true);

    const res = await send("GET", "/api/admin/traceability/lot.csv?number=L-TARDE");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="trazabilidad-L-TARDE-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe(
      "Lote;Vencimiento;N.º de pedido;Fecha del pedido;Estado;Cliente;Mail;RUT;Razón social;Producto;Tamaño;Cantidad",
    );
    expect(
      rows.some((r) => r.startsWith(`L-TARDE;`) && r.includes(`;${order.id};`) && r.includes("trazado@example.com")),
    ).toBe(true);
    expect(rows).toHaveLength(found.lines.length + 1);

    const none = await json(await send("GET", "/api/admin/traceability/lot?number=NO-EXISTE"), 200);
    expect(none).toEqual({ lines: [], more: false });
  });

  it("lists the lots a customer received, found by e-mail or name", async () => {
    const byMail = await json(await send("GET", "/api/admin/traceability/customer?q=trazado%40example"), 200);
    expect(byMail.lines.map((l: { lotNumber: string }) => l.lotNumber)).toEqual(["L-TARDE"]);
    const other = await json(await send("GET", "/api/admin/traceability/customer?q=nadie-asi"), 200);
    expect(other.lines).toEqual([]);
    const short = await json(await send("GET", "/api/admin/traceability/customer?q=a"), 400);
    expect(short.error.message).toBe("Escriba al menos 2 letras del correo o del nombre.");
  });

  it("shows the dashboard the lots within 60 days of expiry and the expired ones whose product has stock", async () => {
    const { lots: list } = await json(await send("GET", "/api/admin/traceability/expiring"), 200);
    const numbers = list.map((l: { number: string }) => l.number);
    expect(numbers).toEqual(expect.arrayContaining(["L-VIEJO", "L-VENCIDO", "L-PRONTO"]));
    expect(numbers).not.toContain("L-TARDE");
    expect(list.find((l: { number: string }) => l.number === "L-VIEJO")).toMatchObject({ expired: true });
    expect(list.find((l: { number: string }) => l.number === "L-PRONTO")).toMatchObject({ expired: false });
  });

  it("keeps a product whose lots left with orders from being deleted", async () => {
    const body = await json(await send("DELETE", `/api/admin/products/${withLots.productId}`), 409);
    expect(body.error.code).toBe("lots_dispatched");
  });
});

describe("who may see lots", () => {
  it("refuses the API to a signed-in customer who is not an admin", async () => {
    const shopper = await bearer({ appRole: null, email: "cliente@example.com" });
    for (const path of [
      `/api/admin/lots?productId=${withLots.productId}`,
      "/api/admin/traceability/lot?number=L-TARDE",
      "/api/admin/traceability/customer?q=trazado",
    ]) {
      expect((await send("GET", path, undefined, shopper)).status).toBe(403);
    }
  });

  it("lets RLS show lots and order lines' lots to admins only, and lets no API role write a line's lots", async () => {
    const as = async (claims: object, statement: string) => {
      await shop.pg.exec("begin");
      try {
        await shop.pg.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
          [JSON.stringify(claims)],
        );
        return await shop.pg.query<{ n: number }>(statement).then(
          (r) => r.rows[0]?.n ?? "ok",
          (e: Error) => e.message,
        );
      } finally {
        await shop.pg.exec("rollback");
      }
    };
    const shopper = { role: "authenticated", sub: "00000000-0000-0000-0000-0000000000c1", app_metadata: {} };
    const admin = { ...shopper, app_metadata: { role: "admin" } };
    for (const table of ["product_lots", "order_item_lots"]) {
      expect(await as(shopper, `select count(*)::int as n from ${table}`)).toBe(0);
      expect(await as(admin, `select count(*)::int as n from ${table}`)).toBeGreaterThan(0);
    }
    expect(
      await as(
        admin,
        `insert into order_item_lots (order_item_id, lot_id, quantity) select id, ${lots.late!.id}, 1 from order_items limit 1`,
      ),
    ).toMatch(/permission denied/);
  });
});
