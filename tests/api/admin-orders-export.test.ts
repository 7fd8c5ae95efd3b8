import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  csvStream,
  EXPORT_PAGE,
  ITEMS_CSV_HEADER,
  ORDERS_CSV_HEADER,
} from "../../worker/services/orders/order-exports.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The desk's two CSV exports (GET /api/admin/orders/export.csv and export-items.csv): header, values,
// the desk's filters, Excel in Spanish, and streaming in keyset pages (more orders than one page, many
// with the very same created_at, each exported exactly once).

let shop: TestShop;
let admin: Record<string, string>;
const marker = "Xpkt";
/** Orders of the big batch (more than one export page). */
const MANY = EXPORT_PAGE * 2 + 37;
let product: { id: number; slug: string; code: string | null; name: string };
const ids: Record<string, number> = {};

async function insertOrder(values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (${cols.join(", ")}) values (${cols.map((_, i) => `$${i + 1}`).join(", ")}) returning id::int`,
    Object.values(values),
  );
  return rows[0]!.id;
}

const base = (n: string) => ({
  access_token: `token-export-${n}-${crypto.randomUUID()}`,
  email: `${n}@example.com`,
  first_name: "Rosa",
  last_name: `Ibáñez ${marker}`,
  phone: "099 111 222",
  delivery_method: "pickup",
  payment_method: "bank",
  estimated_date: "2026-04-20",
});

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<typeof product>(
    "update products set code = 'QO-0042' where id = (select min(id) from products) returning id::int, slug, code, name",
  );
  product = rows[0]!;
  ids.delivery = await insertOrder({
    ...base("delivery"),
    delivery_method: "delivery",
    street: "Colonia 1234",
    apartment: "Apto 5",
    town: "Montevideo",
    zip: "11100",
    rut: "211234560019",
    subtotal: 2000,
    transfer_discount: 100,
    delivery_fee: 250,
    total: 2150,
    created_at: "2026-04-15T15:00:00Z",
  });
  ids.approved = await insertOrder({
    ...base("approved"),
    status: "approved",
    payment_method: "mercadopago",
    subtotal: 900,
    total: 900,
    created_at: "2026-04-16T15:00:00Z",
  });
  // Two lines on the first order: one of a product with a code, one sold under a slug only.
  await shop.pg.query(
    `insert into order_items (order_id, product_id, product_name, product_slug, size, unit, unit_price, quantity, line_total)
     values ($1, $2, $3, $4, 500, 'cc', 800, 2, 1600), ($1, null, 'Jabón; de "coco"', 'jabon-de-coco', null, 'grs', 400, 1, 400),
            ($5, $2, $3, $4, 250, 'cc', 900, 1, 900)`,
    [ids.delivery, product.id, product.name, product.slug, ids.approved],
  );
  // The big batch: half at the very same instant (the keyset's tie on created_at), each with one line.
  await shop.pg.query(
    `with o as (
       insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method,
                           subtotal, total, estimated_date, created_at)
       select 'token-export-many-' || i || '-' || md5(random()::text), 'many' || i || '@example.com', 'Lote',
              'Grande ${marker}m', '098 000 000', 'pickup', 'bank', i, i, '2026-05-01',
              case when i % 2 = 0 then timestamptz '2026-05-01 10:00:00.123456Z'
                   else timestamptz '2026-05-01 10:00:00Z' + i * interval '1 microsecond' end
         from generate_series(1, ${MANY}) i
       returning id)
     insert into order_items (order_id, product_name, product_slug, size, unit, unit_price, quantity, line_total)
     select id, 'Vela', 'vela', 100, 'grs', 10, 1, 10 from o`,
  );
});
afterAll(() => shop.close());

async function csv(path: string) {
  const res = await shop.request(path, { headers: admin });
  expect(res.status, path).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
  expect(lines.pop()).toBe("");
  return { res, header: lines[0], rows: lines.slice(1) };
}

describe("GET /api/admin/orders/export.csv", () => {
  it("starts with the order number and carries the amounts, for Excel in Spanish", async () => {
    const { res, header, rows } = await csv(`/api/admin/orders/export.csv?q=Ibanez%20${marker}`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toBe(ORDERS_CSV_HEADER.join(";"));
    expect(header).toMatch(
      /^N\.º de pedido;Nombre;.*;Teléfono;Mail;Subtotal;Cupón;Descuento por cupón;Descuento por transferencia;Costo de envío;Total;Estado;/,
    );
    expect(rows).toEqual([
      `${ids.approved};Rosa Ibáñez ${marker};16/04/2026;20/04/2026;Retiro;Mercado Pago;Web;;;;;099 111 222;approved@example.com;900;;0;0;0;900;Aprobado;;;;`,
      `${ids.delivery};Rosa Ibáñez ${marker};15/04/2026;20/04/2026;Delivery;Transferencia bancaria;Web;211234560019;Colonia 1234 Apto 5;Montevideo;11100;099 111 222;delivery@example.com;2000;;0;100;250;2150;Pendiente;;;;`,
    ]);
  });

  it("follows the desk's filters", async () => {
    const { rows } = await csv(
      `/api/admin/orders/export.csv?q=${marker}&status=approved&from=2026-04-16&to=2026-04-16`,
    );
    expect(rows.map((r) => Number(r.split(";")[0]))).toEqual([ids.approved]);
    const none = await csv(`/api/admin/orders/export.csv?q=${marker}&delivery=delivery&payment=mercadopago`);
    expect(none.rows).toEqual([]);
  });

  it("refuses bad filters in Spanish, like the list", async () => {
    const res = await shop.request("/api/admin/orders/export.csv?from=2026-02-30", { headers: admin });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
  });

  it("streams more orders than one page, each once, newest first", async () => {
    const { rows } = await csv(`/api/admin/orders/export.csv?q=${marker}m`);
    expect(rows).toHaveLength(MANY);
    const numbers = rows.map((r) => Number(r.split(";")[0]));
    expect(new Set(numbers).size).toBe(MANY);
    const { rows: expected } = await shop.pg.query<{ id: number }>(
      `select id::int from orders where last_name = $1 order by created_at desc, id desc`,
      [`Grande ${marker}m`],
    );
    expect(numbers).toEqual(expected.map((r) => r.id));
  });
});

describe("GET /api/admin/orders/export-items.csv", () => {
  it("has one line per product sold, with its code, size, quantity and prices", async () => {
    const { res, header, rows } = await csv(`/api/admin/orders/export-items.csv?q=Ibanez%20${marker}`);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="productos-vendidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(header).toBe(ITEMS_CSV_HEADER.join(";"));
    expect(header).toBe(
      "N.º de pedido;Fecha;Código;Producto;Tamaño;Cantidad;Precio unitario;Total de la línea;Cupón del pedido;Lote;Vencimiento",
    );
    expect(rows).toEqual([
      `${ids.approved};16/04/2026;QO-0042;${product.name};250 cc;1;900;900;;;`,
      `${ids.delivery};15/04/2026;QO-0042;${product.name};500 cc;2;800;1600;;;`,
      `${ids.delivery};15/04/2026;jabon-de-coco;"Jabón; de ""coco""";;1;400;400;;;`,
    ]);
  });

  it("follows the desk's filters", async () => {
    const { rows } = await csv(`/api/admin/orders/export-items.csv?q=${marker}&status=pending&delivery=delivery`);
    expect(rows.map((r) => Number(r.split(";")[0]))).toEqual([ids.delivery, ids.delivery]);
  });

  it("streams the lines of more orders than one page", async () => {
    const { rows } = await csv(`/api/admin/orders/export-items.csv?q=${marker}m`);
    expect(rows).toHaveLength(MANY);
    expect(new Set(rows.map((r) => r.split(";")[0])).size).toBe(MANY);
    expect(rows[0]).toMatch(/^\d+;01\/05\/2026;vela;Vela;100 grs;1;10;10;;;$/);
  });
});

describe("the CSV stream", () => {
  const read = async (stream: ReadableStream<Uint8Array>) =>
    new TextDecoder().decode(await new Response(stream).arrayBuffer());

  it("sends the header at once, and reads at most one page ahead of the client", async () => {
    let pages = 0;
    const { stream, done } = csvStream(
      ["A", "B"],
      async (after) => {
        pages++;
        return after ? { text: "3;4\r\n", next: null } : { text: "1;2\r\n", next: { at: "x", id: 1 } };
      },
      "test",
    );
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe("\uFEFFA;B\r\n");
    expect(pages).toBeLessThanOrEqual(1);
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe("1;2\r\n3;4\r\n");
    expect(pages).toBe(2);
    await done;
  });

  it("fails the download (never a file that looks complete) when the database dies mid-stream", async () => {
    const { stream, done } = csvStream(
      ["A"],
      async (after) => {
        if (after) throw new Error("connection lost");
        return { text: "1\r\n", next: { at: "x", id: 1 } };
      },
      "test",
    );
    await expect(read(stream)).rejects.toThrow("connection lost");
    await done;
  });

  it("gives up on a page that never answers", async () => {
    const { stream, done } = csvStream(["A"], () => new Promise(() => {}), "test", 50);
    await expect(read(stream)).rejects.toThrow(/no answer after 50 ms/);
    await done;
  });
});

describe("GET /api/admin/orders/print", () => {
  it("answers the orders asked for, in that order, with their products' codes", async () => {
    const res = await shop.request(`/api/admin/orders/print?ids=${ids.approved},${ids.delivery},999999999`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.orders.map((o: { id: number }) => o.id)).toEqual([ids.approved, ids.delivery]);
    expect(body.orders[1].items).toHaveLength(2);
    expect(body.orders[1].customer.rut).toBe("211234560019");
    expect(body.codes).toEqual({ [product.slug]: "QO-0042" });
  });

  it("refuses a bad list in Spanish, and answers 404 when none exists", async () => {
    for (const query of [
      "",
      "ids=",
      "ids=abc",
      "ids=1,,2",
      `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
    ]) {
      const res = await shop.request(`/api/admin/orders/print?${query}`, { headers: admin });
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    expect((await shop.request("/api/admin/orders/print?ids=999999999", { headers: admin })).status).toBe(404);
  });
});
