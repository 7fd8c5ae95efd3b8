import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// The shop's clock: the app reads this very Date on every request, so a test moves time with setTime.
// It starts at 23:59:30 on 30 November in Montevideo (02:59:30Z on 1 December).
const clock = new Date("2026-12-01T02:59:30Z");

let shop: TestShop;
let products: { id: number; name: string; slug: string }[];

interface OrderSeed {
  at: string;
  status: "pending" | "approved" | "cancel" | "mercado";
  total: number;
  payment?: "bank" | "mercadopago";
  name?: [string, string];
  receipt?: boolean;
  /** [index into `products`, quantity, line total] */
  items?: [number, number, number][];
}

async function insertOrder(o: OrderSeed): Promise<number> {
  let receiptId: string | null = null;
  if (o.receipt) {
    const { rows } = await shop.pg.query<{ id: string }>(
      `insert into stored_files (bucket, path, content_type, size_bytes)
       values ('receipts', gen_random_uuid()::text || '.png', 'image/png', 100) returning id`,
    );
    receiptId = rows[0]!.id;
  }
  const [first, last] = o.name ?? ["Ana", "Pérez"];
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method, payment_method,
                         subtotal, total, estimated_date, receipt_file_id, created_at)
     values (md5(random()::text) || md5(random()::text), $1, 'cliente@example.com', $2, $3, '099 123 456', 'pickup', $4,
             $5, $5, ($6::timestamptz)::date, $7, $6)
     returning id::int`,
    [o.status, first, last, o.payment ?? "bank", o.total, o.at, receiptId],
  );
  const id = rows[0]!.id;
  for (const [index, quantity, lineTotal] of o.items ?? []) {
    const p = products[index]!;
    await shop.pg.query(
      `insert into order_items (order_id, product_id, product_name, product_slug, size, unit, unit_price, quantity, line_total)
       values ($1, $2, $3, $4, 100, 'cc', $5::int, $6::int, $5::int * $6::int)`,
      [id, p.id, p.name, p.slug, lineTotal / quantity, quantity],
    );
  }
  return id;
}

/**
 * SQL that gives products (all, or the one with id `id`) `units` of their smallest size, counted in bulk:
 * the derived quantity the low-stock list reads is then exactly `units` (migration 20261125000300).
 */
const inBulk = (units: string, id?: string) => `
  update products p set stock_mode = 'bulk',
         bulk_stock = ${units}::int * (select coalesce(min(v.size), 0) from product_variants v where v.product_id = p.id)
   ${id ? `where p.id = ${id}` : ""}`;

const dashboard = async () => {
  const res = await shop.request("/api/admin/dashboard", { headers: await bearer() });
  expect(res.status).toBe(200);
  return res.json();
};

// Pending bank transfers: the oldest ones first.
let waitingIds: { oldest: number; withReceipt: number; newest: number };

beforeAll(async () => {
  shop = await startTestShop({ now: clock });
  await shop.pg.exec(`delete from orders; update products set published = true; ${inBulk("50")}`);
  const { rows } = await shop.pg.query<{ id: number; name: string; slug: string }>(
    "select id::int, name, slug from products order by id limit 20",
  );
  products = rows;

  // Approved sales at chosen instants (Montevideo is UTC-3).
  await insertOrder({
    at: "2026-11-05T12:00:00Z",
    status: "approved",
    total: 1000,
    items: [
      [0, 3, 600],
      [1, 1, 400],
    ],
  });
  await insertOrder({ at: "2026-11-01T03:00:00Z", status: "approved", total: 200, items: [[1, 1, 200]] }); // 00:00 on 1 Nov
  await insertOrder({
    at: "2026-12-01T02:59:00Z", // 23:59 on 30 Nov in Montevideo: November
    status: "approved",
    total: 5000,
    items: [
      [2, 3, 3000],
      [3, 1, 2000],
      [4, 1, 10],
      [5, 1, 5],
    ],
  });
  await insertOrder({ at: "2026-11-01T02:59:59Z", status: "approved", total: 300, items: [[6, 10, 3000]] }); // 31 Oct, 23:59:59
  await insertOrder({ at: "2026-01-01T03:00:00Z", status: "approved", total: 400 }); // 1 Jan 2026, 00:00
  await insertOrder({ at: "2026-01-01T02:00:00Z", status: "approved", total: 800 }); // 31 Dec 2025, 23:00
  await insertOrder({ at: "2025-11-20T15:00:00Z", status: "approved", total: 900 }); // before the 12 months

  // Not sales: pending (both ways of paying), rejected, and waiting for Mercado Pago.
  await insertOrder({ at: "2026-11-10T15:00:00Z", status: "pending", total: 10_000, items: [[7, 50, 5000]] });
  await insertOrder({
    at: "2026-11-11T15:00:00Z",
    status: "cancel",
    total: 20_000,
    receipt: true,
    items: [[7, 50, 5000]],
  });
  await insertOrder({ at: "2026-11-12T15:00:00Z", status: "mercado", total: 30_000, payment: "mercadopago" });
  await insertOrder({ at: "2026-11-13T15:00:00Z", status: "pending", total: 40_000, payment: "mercadopago" });

  // More pending bank transfers: one with a receipt, ten more without (twelve waiting in all).
  const oldest = await insertOrder({
    at: "2026-09-01T12:00:00Z",
    status: "pending",
    total: 1234,
    name: ["Bruno", "Gómez"],
  });
  const withReceipt = await insertOrder({
    at: "2026-09-02T12:00:00Z",
    status: "pending",
    total: 2345,
    name: ["Carla", "Díaz"],
    receipt: true,
  });
  for (let day = 3; day <= 11; day++) {
    await insertOrder({ at: `2026-09-${String(day).padStart(2, "0")}T12:00:00Z`, status: "pending", total: 100 });
  }
  const newest = (await shop.pg.query<{ id: number }>("select id::int from orders where total = 10000")).rows[0]!.id;
  waitingIds = { oldest, withReceipt, newest };

  // Stock: product 0 is out, 8..14 have 2, 15 (unpublished) 4, 1 exactly 5 and 2 six.
  const setStock = async (index: number, quantity: number, published = true) => {
    await shop.pg.query(inBulk("$2", "$1"), [products[index]!.id, quantity]);
    await shop.pg.query("update products set published = $2 where id = $1", [products[index]!.id, published]);
  };
  await setStock(0, 0);
  for (let i = 8; i <= 14; i++) await setStock(i, 2);
  await setStock(15, 4, false);
  await setStock(1, 5);
  await setStock(2, 6);
});
afterAll(() => shop?.close());

describe("GET /api/admin/dashboard: who may see it", () => {
  it("answers 401 without a token", async () => {
    const res = await shop.request("/api/admin/dashboard");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const res = await shop.request("/api/admin/dashboard", { headers: await bearer({ appRole: null }) });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  it("is not cached", async () => {
    const res = await shop.request("/api/admin/dashboard", { headers: await bearer() });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/admin/dashboard: the figures", () => {
  it("sums this month's and this year's approved orders in Montevideo's calendar", async () => {
    clock.setTime(Date.parse("2026-12-01T02:59:30Z"));
    const body = await dashboard();
    // 1 Nov 00:00, 5 Nov and 30 Nov 23:59 local; not 31 Oct 23:59:59, nor pending, rejected or mercado orders.
    expect(body.month).toEqual({ label: "noviembre de 2026", total: 6200, count: 3 });
    // Plus 31 Oct and 1 Jan 00:00; not 31 Dec 2025 23:00.
    expect(body.year).toEqual({ label: "2026", total: 6900, count: 5 });
    expect(body.generatedAt).toBe("2026-12-01T02:59:30.000Z");
  });

  it("gives the last 12 months oldest first, with the months nobody bought in at 0", async () => {
    clock.setTime(Date.parse("2026-12-01T02:59:30Z"));
    const { last12 } = await dashboard();
    expect(last12).toHaveLength(12);
    expect(last12[0]).toEqual({ month: "2025-12", label: "dic. 2025", total: 800, count: 1 });
    expect(last12[1]).toEqual({ month: "2026-01", label: "ene. 2026", total: 400, count: 1 });
    expect(last12[10]).toEqual({ month: "2026-10", label: "oct. 2026", total: 300, count: 1 });
    expect(last12[11]).toEqual({ month: "2026-11", label: "nov. 2026", total: 6200, count: 3 });
    for (const m of last12.slice(2, 10)) expect(m).toMatchObject({ total: 0, count: 0 });
    expect(last12.map((m: { month: string }) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
  });

  it("counts pending bank transfers with and without a receipt and lists the oldest ten", async () => {
    const { waiting } = await dashboard();
    expect(waiting.withReceipt).toBe(1);
    expect(waiting.withoutReceipt).toBe(11); // ten without a receipt in September, one in November
    expect(waiting.oldest).toHaveLength(10);
    expect(waiting.oldest[0]).toEqual({
      id: waitingIds.oldest,
      customerName: "Bruno Gómez",
      total: 1234,
      createdAt: "2026-09-01T12:00:00.000Z",
      hasReceipt: false,
    });
    expect(waiting.oldest[1]).toMatchObject({
      id: waitingIds.withReceipt,
      customerName: "Carla Díaz",
      hasReceipt: true,
    });
    const times = waiting.oldest.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The newest pending transfer is the eleventh oldest: past the ten shown.
    expect(waiting.oldest.map((o: { id: number }) => o.id)).not.toContain(waitingIds.newest);
  });

  it("ranks this month's best sellers by units sold in approved orders, top five", async () => {
    clock.setTime(Date.parse("2026-12-01T02:59:30Z"));
    const { bestSellers } = await dashboard();
    const row = (index: number, units: number, revenue: number) => ({
      productId: products[index]!.id,
      name: products[index]!.name,
      slug: products[index]!.slug,
      units,
      revenue,
    });
    // 3 units each: more revenue first; product 5 (1 unit, 5) is sixth. Product 6 sold in October and
    // product 7 only in pending or rejected orders.
    expect(bestSellers).toEqual([row(2, 3, 3000), row(0, 3, 600), row(1, 2, 600), row(3, 1, 2000), row(4, 1, 10)]);
  });

  it("lists products with 5 units or fewer, fewest first, published or not, up to ten", async () => {
    const { lowStock } = await dashboard();
    expect(lowStock).toHaveLength(10);
    expect(lowStock[0]).toMatchObject({
      productId: products[0]!.id,
      name: products[0]!.name,
      slug: products[0]!.slug,
      quantity: 0,
      published: true,
      // Said the product's way in the list: '0 cc a granel'.
      stockMode: "bulk",
      bulkStock: 0,
    });
    expect(lowStock[0].sizes.length).toBeGreaterThan(0);
    expect(lowStock.map((p: { quantity: number }) => p.quantity)).toEqual([0, 2, 2, 2, 2, 2, 2, 2, 4, 5]);
    expect(lowStock[8]).toMatchObject({ productId: products[15]!.id, published: false });
    expect(lowStock[9]).toMatchObject({ productId: products[1]!.id, quantity: 5 });
    expect(lowStock.map((p: { productId: number }) => p.productId)).not.toContain(products[2]!.id); // 6 units

    await shop.pg.query(inBulk("1", "$1"), [products[16]!.id]);
    const after = (await dashboard()).lowStock;
    expect(after).toHaveLength(10);
    expect(after.map((p: { quantity: number }) => p.quantity)).toEqual([0, 1, 2, 2, 2, 2, 2, 2, 2, 4]);
    await shop.pg.query(inBulk("50", "$1"), [products[16]!.id]);
  });

  it("starts December at 00:00 in Montevideo (03:00Z), in a new row of the 12 months", async () => {
    const december = await insertOrder({ at: "2026-12-01T03:00:00Z", status: "approved", total: 7000 });
    try {
      clock.setTime(Date.parse("2026-12-01T03:00:30Z"));
      const body = await dashboard();
      expect(body.month).toEqual({ label: "diciembre de 2026", total: 7000, count: 1 });
      expect(body.year).toEqual({ label: "2026", total: 13_900, count: 6 });
      expect(body.last12[0]).toMatchObject({ month: "2026-01", total: 400, count: 1 });
      expect(body.last12[10]).toMatchObject({ month: "2026-11", total: 6200, count: 3 });
      expect(body.last12[11]).toEqual({ month: "2026-12", label: "dic. 2026", total: 7000, count: 1 });
      expect(body.bestSellers).toEqual([]); // nothing with items sold in December yet
    } finally {
      await shop.pg.query("delete from orders where id = $1", [december]);
      clock.setTime(Date.parse("2026-12-01T02:59:30Z"));
    }
  });

  it("starts a new year on 1 January at 03:00Z", async () => {
    try {
      clock.setTime(Date.parse("2027-01-01T03:00:00Z"));
      const body = await dashboard();
      expect(body.month).toEqual({ label: "enero de 2027", total: 0, count: 0 });
      expect(body.year).toEqual({ label: "2027", total: 0, count: 0 });
      expect(body.last12[0].month).toBe("2026-02");
      expect(body.last12[9]).toMatchObject({ month: "2026-11", total: 6200, count: 3 });
    } finally {
      clock.setTime(Date.parse("2026-12-01T02:59:30Z"));
    }
  });
});
