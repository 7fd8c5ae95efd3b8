import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller } from "../../worker/db/database.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  // A hidden product, an order and a contact message that anonymous callers must not see.
  await shop.pg.exec(`
    update products set published = false where id = (select min(id) from products);
    insert into contact_messages (name, email, message) values ('Ana', 'ana@example.com', 'Hola');
    insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method,
                        subtotal, total, estimated_date)
    values (repeat('a', 40), 'ana@example.com', 'Ana', 'Pérez', '099123456', 'pickup', 'bank', 1000, 950, current_date);
  `);
});
afterAll(() => shop.close());

const admin: Caller = {
  role: "authenticated",
  claims: { role: "authenticated", sub: "00000000-0000-0000-0000-000000000001", app_metadata: { role: "admin" } },
};
const signedInShopper: Caller = {
  role: "authenticated",
  claims: { role: "authenticated", sub: "00000000-0000-0000-0000-000000000002", app_metadata: {} },
};

/** Every table in public with its first column (used for a no-op update). */
async function tablesInPublic(): Promise<{ table: string; column: string }[]> {
  const rows = await shop.pg.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and ordinal_position = 1 and table_name in
        (select tablename from pg_tables where schemaname = 'public') order by table_name`,
  );
  return rows.rows;
}

describe("row-level security", () => {
  it("is enabled on every table in public", async () => {
    const rows = await shop.pg.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it("lets anon read published catalogue rows but not unpublished ones", async () => {
    const seen = await shop.db.run(anonymous, async (tx) => {
      const [row] = await tx`select
        (select count(*) from categories)::int as categories,
        (select count(*) from products)::int as products,
        (select count(*) from product_variants)::int as variants,
        (select count(*) from blog_posts)::int as posts,
        (select count(*) from feed_items)::int as feed`;
      return row!;
    });
    const total = await shop.pg.query<{ n: number }>("select count(*)::int as n from products");
    expect(seen.categories).toBe(7);
    expect(seen.products).toBe(total.rows[0]!.n - 1);
    expect(seen.variants).toBeGreaterThan(0);
    expect(seen.posts).toBeGreaterThan(0);
    expect(seen.feed).toBeGreaterThan(0);
  });

  it("hides orders, order items and contact messages from anon and from non-admin users", async () => {
    for (const caller of [anonymous, signedInShopper]) {
      const counts = await shop.db.run(caller, async (tx) => {
        const [row] = await tx`select (select count(*) from orders)::int as orders,
          (select count(*) from order_items)::int as items,
          (select count(*) from contact_messages)::int as messages,
          (select count(*) from newsletter_subscribers)::int as subscribers`;
        return row!;
      });
      expect(counts).toEqual({ orders: 0, items: 0, messages: 0, subscribers: 0 });
    }
  });

  it("lets an admin read orders and contact messages", async () => {
    const counts = await shop.db.run(admin, async (tx) => {
      const [row] = await tx`select (select count(*) from orders)::int as orders,
        (select count(*) from contact_messages)::int as messages`;
      return row!;
    });
    expect(counts).toEqual({ orders: 1, messages: 1 });
  });

  it("refuses every insert, update and delete by anon, on every table", async () => {
    const failures: string[] = [];
    for (const { table, column } of await tablesInPublic()) {
      for (const statement of [
        `insert into ${table} default values`,
        `update ${table} set ${column} = ${column}`,
        `delete from ${table}`,
      ]) {
        const outcome = await shop.db
          .run(anonymous, async (tx) => {
            const result = await tx.unsafe(statement);
            return result.count;
          })
          .then(
            (count) => (count === 0 ? "no rows touched" : `changed ${count} rows`),
            (error: Error) => `refused: ${error.message}`,
          );
        // An update/delete that RLS filters down to zero rows is also a refusal; an insert never is.
        const refused = statement.startsWith("insert")
          ? /row-level security|permission denied/.test(outcome)
          : outcome === "no rows touched" || /row-level security|permission denied/.test(outcome);
        if (!refused) failures.push(`${statement}: ${outcome}`);
      }
    }
    expect(failures).toEqual([]);
    const products = await shop.pg.query<{ n: number }>("select count(*)::int as n from products");
    expect(products.rows[0]!.n).toBeGreaterThanOrEqual(48);
  });

  it("refuses catalogue writes by a signed-in user who is not an admin, and allows them for an admin", async () => {
    const tryInsert = (caller: Caller) =>
      shop.db.run(caller, (tx) => tx`insert into categories (slug, title) values ('prueba', 'Prueba') returning id`);
    await expect(tryInsert(signedInShopper)).rejects.toThrow(/row-level security/);
    await expect(tryInsert(admin)).resolves.toHaveLength(1);
  });
});
