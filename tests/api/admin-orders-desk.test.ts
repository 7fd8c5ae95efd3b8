import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOVE_MESSAGES } from "../../domain/order-status.ts";
import { ORDER_COUNT_CAP, ORDER_TABS } from "../../domain/order-tabs.ts";
import { bearer } from "../support/admin-session.ts";
import { pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 41: the orders desk's tabs and their counts (one statement, each capped), the list's capped count with its
// 'next page', and bulk moves for every fulfilment step, each checked by the order service.

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 200 });
  admin = await bearer();
});
afterAll(() => shop.close());

let seq = 0;

/** Orders written straight into the database in a state of the life cycle (no stock: these tests move none). */
async function seed(
  n: number,
  state: { status?: string; fulfilment?: string | null; delivery?: "pickup" | "delivery"; createdAt?: string } = {},
): Promise<number[]> {
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into orders (access_token, status, fulfilment, email, first_name, last_name, phone, street, town, zip,
                         delivery_method, payment_method, subtotal, total, estimated_date, created_at, stock_released)
     select 'desk-' || $1 || '-' || i, $2, $3, 'desk' || i || '@example.com', 'Ana', 'Tabs', '099 000 000',
            case when $4 = 'delivery' then 'Av. Italia 1234' end, case when $4 = 'delivery' then 'Montevideo' end,
            case when $4 = 'delivery' then '11300' end, $4,
            case when $2 = 'mercado' then 'mercadopago' else 'bank' end, 1000, 1000, '2026-03-12',
            coalesce($5::timestamptz, now()), $2 = 'cancel'
       from generate_series(1, $6::int) i
     returning id::int`,
    [
      `${seq++}-${crypto.randomUUID()}`,
      state.status ?? "pending",
      state.fulfilment ?? null,
      state.delivery ?? "pickup",
      state.createdAt ?? null,
      n,
    ],
  );
  // One line each, so the order service finds what it moves (stock already taken).
  await shop.pg.query(
    `insert into order_items (order_id, product_id, variant_id, product_name, product_slug, size, unit, unit_price,
                              quantity, line_total, stock_source, stock_amount)
     select o, p.id, v.id, p.name, p.slug, v.size, p.unit, 100, 1, 100, 'size', 1
       from unnest($1::bigint[]) o, products p join product_variants v on v.product_id = p.id
      where v.id = $2`,
    [`{${rows.map((r) => r.id).join(",")}}`, variant.variantId],
  );
  return rows.map((r) => r.id);
}

const getJson = async (path: string) => {
  const res = await shop.request(path, { headers: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const counts = async () => (await getJson("/api/admin/orders/counts")).counts as Record<string, number>;

describe("the desk's tabs", () => {
  it("count each daily view of the life cycle, and each tab's count is its list's", async () => {
    const before = await counts();
    expect(Object.keys(before)).toEqual(ORDER_TABS.map((t) => t.key));
    await seed(2, { status: "pending" });
    await seed(1, { status: "mercado" });
    await seed(1, { status: "approved" });
    await seed(2, { status: "approved", fulfilment: "preparing" });
    await seed(1, { status: "approved", fulfilment: "ready" });
    await seed(3, { status: "approved", fulfilment: "shipped", delivery: "delivery" });
    await seed(1, { status: "approved", fulfilment: "collected" });
    await seed(1, { status: "cancel" });
    const after = await counts();
    expect(Object.fromEntries(Object.entries(after).map(([k, n]) => [k, n - before[k]!]))).toEqual({
      all: 11, // every order but 'Pago en curso', which has its own tab
      pending: 2,
      mercado: 1,
      to_prepare: 3, // approved, not started or 'En preparación'
      ready: 1,
      shipped: 3,
      no_invoice: 8, // approved without an issued CFE
    });
    // A tab is the list of its filter: the same number of orders.
    for (const tab of ORDER_TABS.filter((t) => t.key !== "all")) {
      const list = await getJson(`/api/admin/orders?${new URLSearchParams(tab.filter)}&pageSize=1`);
      expect(list.total, tab.label).toBe(after[tab.key]);
    }
  });

  it("are refused to a non-admin", async () => {
    const res = await shop.request("/api/admin/orders/counts");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBeTruthy();
  });
});

describe("the list's count", () => {
  it(`stops past ${ORDER_COUNT_CAP} orders and says whether there is a next page`, async () => {
    await seed(ORDER_COUNT_CAP + 5, { status: "pending", createdAt: "2019-06-15T12:00:00Z" });
    const days = "from=2019-06-01&to=2019-06-30";
    const first = await getJson(`/api/admin/orders?${days}`);
    expect(first).toMatchObject({ total: ORDER_COUNT_CAP + 1, totalPastCap: true, more: true, page: 1 });
    expect(first.items).toHaveLength(25);
    // The last page: 1.005 orders are 41 pages of 25 (the last has 5), and no page after it.
    const last = await getJson(`/api/admin/orders?${days}&page=41`);
    expect(last.items).toHaveLength(5);
    expect(last.more).toBe(false);
    // Under the cap the count is exact.
    const few = await getJson(`/api/admin/orders?${days}&q=desk7%40`);
    expect(few).toMatchObject({ totalPastCap: false, more: false });
    expect(few.total).toBe(few.items.length);
    expect((await counts()).all).toBe(ORDER_COUNT_CAP + 1);
  });
});

describe("bulk moves for every fulfilment step", () => {
  const bulk = async (body: unknown) => {
    const res = await shop.request("/api/admin/orders/bulk", {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  const fulfilmentOf = async (ids: number[]) =>
    (
      await shop.pg.query<{ fulfilment: string | null }>(
        "select fulfilment from orders where id = any($1::bigint[]) order by id",
        [`{${ids.join(",")}}`],
      )
    ).rows.map((r) => r.fulfilment);

  it("marks pickups ready then collected, parcels delivered, and refuses what the table does not allow", async () => {
    const pickups = await seed(2, { status: "approved", fulfilment: "preparing" });
    const [parcel] = await seed(1, { status: "approved", fulfilment: "preparing", delivery: "delivery" });
    const ready = await bulk({ event: "ready", notify: false, orders: [...pickups, parcel].map((id) => ({ id })) });
    expect(ready.status).toBe(200);
    expect(ready.json.results).toEqual([
      ...pickups.map((id) => ({
        id,
        ok: true,
        status: "approved",
        statusLabel: "Listo para retirar",
        fulfilment: "ready",
      })),
      { id: parcel, ok: false, message: MOVE_MESSAGES.readyDelivery },
    ]);
    expect(await fulfilmentOf([...pickups, parcel!])).toEqual(["ready", "ready", "preparing"]);

    const collected = await bulk({ event: "collect", notify: false, orders: pickups.map((id) => ({ id })) });
    expect(collected.json.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect(await fulfilmentOf(pickups)).toEqual(["collected", "collected"]);

    // Delivered before it was shipped: refused, the order stays as it was.
    const early = await bulk({ event: "deliver", notify: false, orders: [{ id: parcel }] });
    expect(early.json.results[0]).toMatchObject({ id: parcel, ok: false });
    expect(early.json.results[0].message).toMatch(/\S/);
    const [shipped] = await seed(1, { status: "approved", fulfilment: "shipped", delivery: "delivery" });
    const delivered = await bulk({ event: "deliver", notify: false, orders: [{ id: shipped }, { id: pickups[0] }] });
    expect(delivered.json.results).toEqual([
      { id: shipped, ok: true, status: "approved", statusLabel: "Entregado", fulfilment: "delivered" },
      { id: pickups[0], ok: false, message: MOVE_MESSAGES.shipPickup },
    ]);
    expect(await fulfilmentOf([parcel!, shipped!])).toEqual(["preparing", "delivered"]);
  });

  it("refuses a move that is not a fulfilment step, in Spanish", async () => {
    const [id] = await seed(1, { status: "pending" });
    for (const event of ["approve", "reject", "cancel_sale", "update_tracking"]) {
      const { status, json } = await bulk({ event, orders: [{ id }] });
      expect(status, event).toBe(400);
      expect(json.error.message).toContain("Elija 'En preparación', 'Listo para retirar', 'Enviado'");
    }
    expect((await shop.pg.query("select status from orders where id = $1", [id])).rows[0]).toEqual({
      status: "pending",
    });
  });
});
