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

  it("refuses every write to orders, their items, history, notes and payment log, to an admin's token too", async () => {
    // What the Data API would let a stolen admin token do without this: approve an order for $ 1 with no
    // history line. Only the Worker's order service (service_role) writes these tables.
    const { rows } = await shop.pg.query<{ id: number }>("select min(id)::int as id from orders");
    const id = rows[0]!.id;
    await shop.pg.query(
      "insert into order_status_history (order_id, from_status, to_status, note) values ($1, null, 'pending', 'Pedido creado')",
      [id],
    );
    await shop.pg.query(
      `insert into order_items (order_id, product_name, product_slug, unit, unit_price, quantity, line_total)
       values ($1, 'Aceite', 'aceite', 'cc', 100, 1, 100)`,
      [id],
    );
    const attempts = [
      `update orders set status = 'approved', total = 1 where id = ${id}`,
      `delete from orders where id = ${id}`,
      `insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method, subtotal, total, estimated_date)
       values (repeat('b', 40), 'x@example.com', 'X', 'Y', '099', 'pickup', 'bank', 1, 1, current_date)`,
      `update order_items set unit_price = 1, line_total = quantity where order_id = ${id}`,
      `delete from order_items where order_id = ${id}`,
      `insert into order_status_history (order_id, from_status, to_status) values (${id}, 'pending', 'approved')`,
      `update order_status_history set to_status = 'approved' where order_id = ${id}`,
      `delete from order_status_history where order_id = ${id}`,
      `insert into order_notes (order_id, body) values (${id}, 'nota')`,
      `insert into payment_events (order_id, payment_id, status, outcome) values (${id}, '1', 'approved', 'applied')`,
    ];
    for (const caller of [admin, signedInShopper, anonymous]) {
      for (const statement of attempts) {
        const outcome = await shop.db
          .run(caller, (tx) => tx.unsafe(statement))
          .then(
            (result) => `changed ${result.count} rows`,
            (error: Error) => error.message,
          );
        expect(outcome, `${caller.role} ${JSON.stringify(caller.claims).slice(0, 60)}: ${statement}`).toMatch(
          /permission denied/,
        );
      }
    }
    // The admin still reads them, and nothing changed.
    const seen = await shop.db.run(admin, async (tx) => {
      const [row] = await tx`select (select status from orders where id = ${id}) as status,
        (select total from orders where id = ${id})::int as total,
        (select count(*) from order_items where order_id = ${id})::int as items,
        (select count(*) from order_status_history where order_id = ${id})::int as history`;
      return row!;
    });
    expect(seen).toEqual({ status: "pending", total: 950, items: 1, history: 1 });
  });
});

describe("row-level security for customers' accounts (issue 43)", () => {
  const customerId = "00000000-0000-0000-0000-0000000000c1";
  const otherId = "00000000-0000-0000-0000-0000000000c2";
  const customerOf = (sub: string): Caller => ({
    role: "authenticated",
    claims: { role: "authenticated", sub, app_metadata: { role: "customer" } },
  });
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    await shop.pg.query(
      `insert into auth.users (id, email, raw_app_meta_data) values
         ($1, 'clienta@example.com', '{"role":"customer"}'), ($2, 'otro@example.com', '{"role":"customer"}')`,
      [customerId, otherId],
    );
    const insert = async (token: string, owner: string | null) => {
      const { rows } = await shop.pg.query<{ id: number }>(
        `insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method,
                             subtotal, total, estimated_date, customer_user_id)
         values (repeat($1, 40), 'clienta@example.com', 'Clara', 'Díaz', '099', 'pickup', 'bank', 500, 500,
                 current_date, $2) returning id::int`,
        [token, owner],
      );
      await shop.pg.query(
        `insert into order_items (order_id, product_name, product_slug, unit, unit_price, quantity, line_total)
         values ($1, 'Aceite', 'aceite', 'cc', 500, 1, 500)`,
        [rows[0]!.id],
      );
      return rows[0]!.id;
    };
    mine = await insert("c", customerId);
    theirs = await insert("d", otherId);
    await insert("e", null);
  });

  const visible = (caller: Caller) =>
    shop.db.run(caller, async (tx) => {
      const orders = await tx<{ id: number }[]>`select id::int from orders order by id`;
      const items = await tx<{ id: number }[]>`select distinct order_id::int as id from order_items order by 1`;
      return { orders: orders.map((r) => r.id), items: items.map((r) => r.id) };
    });

  it("lets a customer read only their own orders and order lines", async () => {
    expect(await visible(customerOf(customerId))).toEqual({ orders: [mine], items: [mine] });
    expect(await visible(customerOf(otherId))).toEqual({ orders: [theirs], items: [theirs] });
  });

  it("gives a signed-in user without the customer role nothing by the same id", async () => {
    const notCustomer: Caller = {
      role: "authenticated",
      claims: { role: "authenticated", sub: customerId, app_metadata: {}, user_metadata: { role: "customer" } },
    };
    expect(await visible(notCustomer)).toEqual({ orders: [], items: [] });
  });

  it("refuses every write by a customer, to their own orders too", async () => {
    const attempts = [
      `update orders set status = 'approved', total = 1 where id = ${mine}`,
      `update orders set customer_user_id = '${customerId}' where id = ${theirs}`,
      `delete from orders where id = ${mine}`,
      `insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method, subtotal, total, estimated_date, customer_user_id)
       values (repeat('f', 40), 'x@example.com', 'X', 'Y', '099', 'pickup', 'bank', 1, 1, current_date, '${customerId}')`,
      `update order_items set unit_price = 1, line_total = quantity where order_id = ${mine}`,
      `delete from order_items where order_id = ${mine}`,
      "insert into customer_accounts (user_id, email) values ('00000000-0000-0000-0000-0000000000c1', 'a@b.c')",
      "select * from customer_accounts",
      "select * from embedded_auth_otps",
    ];
    for (const statement of attempts) {
      const outcome = await shop.db
        .run(customerOf(customerId), (tx) => tx.unsafe(statement))
        .then(
          (result) => `changed ${result.count} rows`,
          (error: Error) => error.message,
        );
      expect(outcome, statement).toMatch(/permission denied/);
    }
  });

  it("lets a customer read only their own saved addresses and fiscal data, and write none (issue 43)", async () => {
    await shop.pg.query(
      `insert into customer_addresses (user_id, first_name, last_name, phone, street, town, zip, is_default)
       values ($1, 'Clara', 'Díaz', '099', 'Mía 1', 'Montevideo', '11200', true),
              ($2, 'Otro', 'Pérez', '099', 'Suya 2', 'Canelones', '15000', true)`,
      [customerId, otherId],
    );
    await shop.pg.query(
      `insert into customer_fiscal (user_id, rut, company_name, company_address)
       values ($1, '210475730011', 'Mía S.A.', 'Mía 1'), ($2, '211234560016', 'Suya S.A.', 'Suya 2')`,
      [customerId, otherId],
    );
    const saved = (caller: Caller) =>
      shop.db.run(caller, async (tx) => ({
        streets: (await tx<{ street: string }[]>`select street from customer_addresses order by id`).map(
          (r) => r.street,
        ),
        companies: (await tx<{ n: string }[]>`select company_name as n from customer_fiscal`).map((r) => r.n),
      }));
    expect(await saved(customerOf(customerId))).toEqual({ streets: ["Mía 1"], companies: ["Mía S.A."] });
    expect(await saved(customerOf(otherId))).toEqual({ streets: ["Suya 2"], companies: ["Suya S.A."] });
    const notCustomer: Caller = {
      role: "authenticated",
      claims: { role: "authenticated", sub: customerId, app_metadata: {} },
    };
    expect(await saved(notCustomer)).toEqual({ streets: [], companies: [] });
    expect(await saved(admin)).toEqual({ streets: [], companies: [] });
    const attempts = [
      "update customer_addresses set street = 'Cambiada' where street = 'Mía 1'",
      `insert into customer_addresses (user_id, first_name, last_name, phone, street, town, zip)
       values ('${customerId}', 'X', 'Y', '099', 'Nueva', 'Montevideo', '11200')`,
      "delete from customer_addresses",
      "update customer_fiscal set company_name = 'Cambiada'",
      `insert into customer_fiscal (user_id, rut, company_name, company_address)
       values ('${customerId}', '210475730011', 'X', 'Y') on conflict do nothing`,
      "delete from customer_fiscal",
    ];
    for (const statement of attempts) {
      const outcome = await shop.db
        .run(customerOf(customerId), (tx) => tx.unsafe(statement))
        .then(
          (result) => `changed ${result.count} rows`,
          (error: Error) => error.message,
        );
      expect(outcome, statement).toMatch(/permission denied/);
    }
    const { rows } = await shop.pg.query("select street from customer_addresses order by id");
    expect(rows).toEqual([{ street: "Mía 1" }, { street: "Suya 2" }]);
    await shop.pg.exec("delete from customer_addresses; delete from customer_fiscal");
  });

  it("leaves an admin's reading of every order as it was", async () => {
    const seen = await visible(admin);
    expect(seen.orders).toEqual(expect.arrayContaining([mine, theirs]));
    const { rows } = await shop.pg.query<{ n: number }>("select count(*)::int as n from orders");
    expect(seen.orders).toHaveLength(rows[0]!.n);
  });
});
