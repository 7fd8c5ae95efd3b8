import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerList } from "../../domain/api/customers.ts";
import { CUSTOMERS_CSV_HEADER } from "../../worker/services/customers/customers-csv.ts";
import { EXPORT_PAGE } from "../../worker/services/orders/order-exports.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Clientes (issue 41, item 5): customers made from the orders, one per address in lower case, kept by the database
// (migration 20261201030000_customers.sql); their list, search, sort, CSV and page; privacy deletions.

let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

let seq = 0;
interface Seed {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  status?: string;
  total?: number;
  rut?: string;
  companyName?: string;
  createdAt?: string;
}

/** An order written straight into the database (the trigger on orders keeps the customers). */
async function seedOrder(seed: Seed): Promise<number> {
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                         subtotal, total, estimated_date, created_at, rut, company_name, stock_released)
     values ($1, $2, $3, $4, $5, $6, 'pickup', 'bank', $7, $7, '2026-03-12', $8, $9, $10, $11)
     returning id::int`,
    [
      `token-${crypto.randomUUID()}-${seq++}`,
      seed.status ?? "pending",
      seed.email,
      seed.firstName ?? "Ana",
      seed.lastName ?? "Pérez",
      seed.phone ?? "099 000 000",
      seed.total ?? 1000,
      seed.createdAt ?? new Date().toISOString(),
      seed.rut ?? null,
      seed.companyName ?? null,
      seed.status === "cancel",
    ],
  );
  return rows[0]!.id;
}

const get = (path: string) => shop.request(path, { headers: admin });
async function list(query = ""): Promise<AdminCustomerList> {
  const res = await get(`/api/admin/customers?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminCustomerList;
}
const find = async (email: string, query = "") =>
  (await list(`q=${encodeURIComponent(email)}&${query}`)).customers.find((c) => c.email === email);

describe("Clientes: one customer per address, from the orders", () => {
  it("groups an address's orders whatever its case; counts and money from paid orders only; latest name and RUT", async () => {
    const email = "marta.suarez@example.com";
    await seedOrder({ email, status: "approved", total: 1500, createdAt: "2026-01-10T12:00:00Z", firstName: "Marta" });
    await seedOrder({
      email: "Marta.Suarez@Example.com",
      status: "approved",
      total: 2500,
      createdAt: "2026-02-10T12:00:00Z",
      firstName: "Marta",
      lastName: "Suárez Ríos",
      phone: "098 765 432",
      rut: "210475730011",
      companyName: "Jabones del Este S.A.",
    });
    const cancelled = await seedOrder({ email, status: "cancel", total: 9000, createdAt: "2026-02-20T12:00:00Z" });
    await seedOrder({ email, status: "pending", total: 700, createdAt: "2026-03-01T12:00:00Z", firstName: "Marta" });
    // Still waiting for Mercado Pago: not on the desk, not counted.
    await seedOrder({ email, status: "mercado", total: 4000, createdAt: "2026-03-05T12:00:00Z" });

    const customer = await find(email);
    expect(customer).toMatchObject({
      email,
      name: "Marta Pérez",
      phone: "099 000 000",
      rut: "210475730011",
      companyName: "Jabones del Este S.A.",
      orders: 4,
      paidOrders: 2,
      spent: 4000,
      firstOrderAt: "2026-01-10T12:00:00.000Z",
      lastOrderAt: "2026-03-01T12:00:00.000Z",
    });

    // The order service's moves keep it: a cancelled order approved again counts, in the same statement's refresh.
    await shop.pg.query("update orders set status = 'approved' where id = $1", [cancelled]);
    expect(await find(email)).toMatchObject({ paidOrders: 3, spent: 13_000 });
    // A fulfilment move changes nothing the customer shows.
    await shop.pg.query("update orders set fulfilment = 'preparing' where id = $1", [cancelled]);
    expect(await find(email)).toMatchObject({ paidOrders: 3, spent: 13_000 });
  });

  it("finds by name without accents, e-mail, phone digits, RUT and razón social", async () => {
    const email = "rodrigo.nunez@example.com";
    await seedOrder({
      email,
      firstName: "Rodrigo",
      lastName: "Núñez",
      phone: "094 111 222",
      rut: "217788990012",
      companyName: "Aromas Núñez SRL",
    });
    for (const q of ["rodrigo nunez", "RODRIGO.NUNEZ@", "094111222", "094 111-222", "217788990012", "aromas núñez"]) {
      const found = (await list(`q=${encodeURIComponent(q)}`)).customers.map((c) => c.email);
      expect(found, q).toContain(email);
    }
    expect((await list("q=%25")).customers).toEqual([]); // a literal '%', not a wildcard
  });

  it("sorts by each column, both ways, and pages with 'hasMore'", async () => {
    for (let i = 0; i < 3; i++) {
      await seedOrder({ email: `orden${i}@example.com`, status: "approved", total: 100_000 + i, firstName: "Zulma" });
    }
    // Written as the products' sort is: the column, '-' first for descending.
    const bySpent = (await list("sort=-spent")).customers;
    expect(bySpent.slice(0, 3).map((c) => c.spent)).toEqual([100_002, 100_001, 100_000]);
    const ascending = (await list("sort=spent")).customers.map((c) => c.spent);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(100_000);
    const names = (await list("sort=name")).customers.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byOrders = (await list("sort=-orders")).customers;
    expect(byOrders[0]!.orders).toBeGreaterThanOrEqual(byOrders.at(-1)!.orders);
    const byLast = (await list()).customers.map((c) => c.lastOrderAt);
    expect(byLast).toEqual([...byLast].sort().reverse());

    for (let i = 0; i < 51; i++) await seedOrder({ email: `pagina${i}@example.com`, firstName: "Paginada" });
    const first = await list("q=paginada");
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    const second = await list("q=paginada&page=2");
    expect(second.hasMore).toBe(false);
    expect(second.customers).toHaveLength(1);
    expect(new Set([...first.customers, ...second.customers].map((c) => c.email)).size).toBe(51);
  });

  it("refuses a bad sort or page in Spanish", async () => {
    for (const [query, message] of [
      ["sort=precio", "Orden no válido."],
      ["sort=--spent", "Orden no válido."],
      ["page=0", undefined],
    ] as const) {
      const res = await get(`/api/admin/customers?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBeTruthy();
      if (message) expect(body.error.message).toContain(message);
    }
    expect((await shop.request("/api/admin/customers")).status).toBe(401);
  });

  it("a customer's page lists their orders, newest first, for the desk", async () => {
    const email = "pablo.ibarra@example.com";
    const older = await seedOrder({ email, status: "approved", createdAt: "2026-01-01T12:00:00Z" });
    const newer = await seedOrder({ email: "PABLO.ibarra@example.com", createdAt: "2026-02-01T12:00:00Z" });
    await seedOrder({ email, status: "mercado" });
    const customer = (await find(email))!;
    const res = await get(`/api/admin/customers/${customer.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as AdminCustomerDetail;
    expect(detail.customer.email).toBe(email);
    expect(detail.orders.map((o) => o.id)).toEqual([newer, older]);
    expect(detail.orders[1]).toMatchObject({ status: "approved", total: 1000, paymentMethod: "bank" });
    const missing = await get("/api/admin/customers/999999");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe("No encontramos el cliente.");
  });

  it("a customer's page pages their orders past 200, newest first, each once ('Ver más')", async () => {
    const email = "mayorista.frecuente@example.com";
    // 230 orders at one address, one statement (the trigger refreshes the customer once), one a day back from today.
    await shop.pg.query(
      `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                           subtotal, total, estimated_date, created_at)
       select 'token-mayorista-' || md5(g::text), 'approved', $1, 'Rosa', 'Mayorista', '099 111 222', 'pickup', 'bank',
              1000 + g, 1000 + g, '2026-03-12', now() - make_interval(days => g)
         from generate_series(1, 230) g`,
      [email],
    );
    const customer = (await find(email))!;
    expect(customer.orders).toBe(230);
    const pageOf = async (page?: number) => {
      const res = await get(`/api/admin/customers/${customer.id}${page ? `?page=${page}` : ""}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as AdminCustomerDetail;
    };
    const first = await pageOf();
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(first.orders).toHaveLength(50);
    const seen = [...first.orders];
    let detail = first;
    while (detail.hasMore) {
      detail = await pageOf(detail.page + 1);
      expect(detail.customer.id).toBe(customer.id);
      seen.push(...detail.orders);
    }
    expect(detail.page).toBe(5);
    expect(seen).toHaveLength(230);
    expect(new Set(seen.map((o) => o.id)).size).toBe(230);
    const dates = seen.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(seen.at(-1)!.total).toBe(1230); // the oldest, 230 days back
    const bad = await get(`/api/admin/customers/${customer.id}?page=0`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Página no válida.");
  });

  it("the CSV opens in Excel in Spanish: BOM, ';', accents, DD/MM/AAAA, the list's search", async () => {
    await seedOrder({
      email: "ines.pinero@example.com",
      firstName: "Inés",
      lastName: "Piñero",
      status: "approved",
      total: 3210,
      createdAt: "2026-04-02T15:00:00Z",
      companyName: "Ñandú; Química",
      rut: "219999990019",
    });
    const res = await get("/api/admin/customers/export.csv?q=pinero");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Nombre;Correo electrónico;Teléfono;RUT;Razón social;Pedidos;Pedidos pagados;Total gastado ($);Primer pedido;Último pedido",
    );
    expect(lines[1]).toBe(
      'Inés Piñero;ines.pinero@example.com;099 000 000;219999990019;"Ñandú; Química";1;1;3210;02/04/2026;02/04/2026',
    );
    expect(lines).toHaveLength(3); // the header, one customer, the final CRLF
  });
});

describe("Clientes and privacy deletions (decision 031)", () => {
  it("streams the CSV in keyset pages: the header at once, then more customers than a page, each once, in order", async () => {
    // More customers than one export page, every one with the very same last order (one statement's now()): the
    // pages must break their ties by id.
    const many = EXPORT_PAGE * 2 + 37;
    await shop.pg.query(
      `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                           subtotal, total, estimated_date, created_at)
       select 'token-montón-' || md5(g::text), 'approved', 'monton' || g || '@example.com', 'Montón', 'N' || g,
              '099 222 333', 'pickup', 'bank', g % 50, g % 50, '2026-03-12', now()
         from generate_series(1, ${many}) g`,
    );
    for (const sort of ["-last", "name", "-spent"]) {
      // Straight to the app, not through shop.request (which reads a CSV whole before answering).
      const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
      const res = await shop.app.request(
        `/api/admin/customers/export.csv?q=monton&sort=${sort}`,
        { headers: admin },
        {},
        ctx as never,
      );
      expect(res.status).toBe(200);
      // Streamed: the BOM and the header first, then one chunk per page of EXPORT_PAGE customers (built whole, the
      // file would come as one chunk).
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      const chunks: string[] = [];
      const reader = res.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        chunks.push(decoder.decode(chunk.value, { stream: true }));
      }
      const text = chunks.join("");
      expect(text.startsWith(`\uFEFF${CUSTOMERS_CSV_HEADER.join(";")}\r\n`)).toBe(true);
      expect(chunks.length, sort).toBeGreaterThanOrEqual(3);
      const rows = text.split("\r\n").filter(Boolean).slice(1);
      expect(rows, sort).toHaveLength(many);
      const emails = rows.map((r) => r.split(";")[1]!);
      expect(new Set(emails).size, sort).toBe(many);
      const listed = (await list(`q=monton&sort=${sort}`)).customers.map((c) => c.email);
      expect(emails.slice(0, 50), sort).toEqual(listed); // the list's own order
      if (sort === "-spent") {
        const spent = rows.map((r) => Number(r.split(";")[7]));
        expect(spent).toEqual([...spent].sort((x, y) => y - x));
      }
    }
  });

  it("an address deleted through 'Mis datos' is no customer any more, by its old address or as 'Anonimizado'", async () => {
    const email = "borrar.me@example.com";
    await seedOrder({ email, status: "approved", firstName: "Borrable", total: 1234 });
    expect(await find(email)).toBeDefined();
    const ip = { "content-type": "application/json", "cf-connecting-ip": "198.51.100.77" };
    expect(
      (await shop.request("/api/my-data", { method: "POST", headers: ip, body: JSON.stringify({ email }) })).status,
    ).toBe(200);
    const { rows } = await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where to_address = $1 and kind = 'my_data_link' order by id desc limit 1",
      [email],
    );
    const token = /\/mis-datos\?token=([A-Za-z0-9_-]+)/.exec(rows[0]!.text_body)![1];
    const opened = await shop.request("/api/my-data/open", {
      method: "POST",
      headers: ip,
      body: JSON.stringify({ token }),
    });
    const { session } = (await opened.json()) as { session: string };
    const deleted = await shop.request("/api/my-data/delete", {
      method: "POST",
      headers: ip,
      body: JSON.stringify({ session, confirm: true }),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    expect(await find(email)).toBeUndefined();
    const all: AdminCustomer[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(`page=${page}`);
      all.push(...answer.customers);
      if (!answer.hasMore) break;
    }
    expect(all.filter((c) => c.email.endsWith("@anonimizado.invalid") || c.name === "Anonimizado")).toEqual([]);
    const { rows: left } = await shop.pg.query("select 1 from customers where email = $1", [email]);
    expect(left).toEqual([]);
  });
});
