import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { postgresRunner, type SqlRunner } from "../../scripts/db/sql-runner.ts";
import { pgliteDatabase } from "../support/pglite-database.ts";
import { createScratchDatabase, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * What the API roles may do beyond RLS (supabase/migrations/20261122000100_database_hygiene.sql): anon
 * and authenticated use no sequence and truncate no table, yet an admin still inserts rows whose ids
 * come from identity columns; the security definer trigger function runs as a trigger and only so; the
 * single SELECT policy per role on products and blog posts keeps who sees what.
 *
 * On PGlite always, and on the Postgres server in TEST_DATABASE_URL (mandatory in CI; elsewhere that half
 * says why it did not run).
 */
warnWithoutServer("grants.test.ts", "the grants are checked on PGlite only.");

type Role = "anon" | "authenticated";
const adminClaims = {
  role: "authenticated",
  sub: "00000000-0000-0000-0000-0000000000ad",
  app_metadata: { role: "admin" },
};
const shopperClaims = { role: "authenticated", sub: "00000000-0000-0000-0000-0000000000c1", app_metadata: {} };

/**
 * Runs `work` in a transaction under `role` with `claims`, then rolls it all back. `attempt` runs one
 * statement in a savepoint and returns its error message, or "ok".
 */
async function as<T>(
  db: SqlRunner,
  role: Role,
  claims: object,
  work: (attempt: (statement: string) => Promise<string>) => Promise<T>,
): Promise<T> {
  await db.exec("begin");
  try {
    await db.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify(claims),
    ]);
    return await work(async (statement) => {
      await db.exec("savepoint attempt");
      try {
        await db.query(statement);
        await db.exec("release savepoint attempt");
        return "ok";
      } catch (error) {
        await db.exec("rollback to savepoint attempt");
        return (error as Error).message;
      }
    });
  } finally {
    await db.exec("rollback");
  }
}

function grantTests(open: () => Promise<{ db: SqlRunner; close: () => Promise<void> }>) {
  let db: SqlRunner;
  let close: () => Promise<void>;
  let sequences: string[];
  let tables: string[];
  beforeAll(async () => {
    ({ db, close } = await open());
    await bootstrapLocal(db);
    await migrate(db);
    sequences = (
      await db.query<{ name: string }>(
        "select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' order by 1",
      )
    ).map((r) => r.name);
    tables = (
      await db.query<{ name: string }>(
        "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
      )
    ).map((r) => r.name);
  }, 60_000);
  afterAll(() => close?.());

  it("finds the identity sequences and the tables", () => {
    expect(sequences).toContain("public.orders_id_seq");
    expect(sequences.length).toBeGreaterThanOrEqual(10);
    expect(tables.length).toBeGreaterThanOrEqual(15);
  });

  for (const role of ["anon", "authenticated"] as const) {
    it(`${role} can neither read nor move any sequence (nextval, setval, currval)`, async () => {
      const allowed = await as(db, role, role === "anon" ? { role } : adminClaims, async (attempt) => {
        const outcomes: string[] = [];
        for (const seq of sequences) {
          for (const statement of [
            `select nextval('${seq}')`,
            `select setval('${seq}', 1000000)`,
            `select currval('${seq}')`,
            `select last_value from ${seq}`,
          ]) {
            const outcome = await attempt(statement);
            if (!/permission denied/.test(outcome)) outcomes.push(`${statement}: ${outcome}`);
          }
        }
        return outcomes;
      });
      expect(allowed).toEqual([]);
    });

    it(`${role} cannot truncate any table, nor add triggers or foreign keys to them`, async () => {
      const allowed = await as(db, role, role === "anon" ? { role } : adminClaims, async (attempt) => {
        const outcomes: string[] = [];
        for (const table of tables) {
          const outcome = await attempt(`truncate ${table} cascade`);
          if (!/permission denied/.test(outcome)) outcomes.push(`truncate ${table}: ${outcome}`);
        }
        return outcomes;
      });
      expect(allowed).toEqual([]);
      const privileges = await db.query<{ grant: string }>(
        `select format('%s %s on %s', p.privilege, $1::text, c.oid::regclass) as grant
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES']) as p (privilege)
          where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
            and has_table_privilege($1::text, c.oid, p.privilege)`,
        [role],
      );
      expect(privileges.map((p) => p.grant)).toEqual([]);
    });
  }

  it("gives anon and authenticated no INSERT, UPDATE or DELETE on orders and what records their moves", async () => {
    const order = ["orders", "order_items", "order_status_history", "order_notes", "payment_events"];
    const privileges = await db.query<{ grant: string }>(
      `select format('%s %s on %s', p.privilege, r.role, c.oid::regclass) as grant
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join unnest(array['INSERT', 'UPDATE', 'DELETE']) as p (privilege)
        cross join unnest(array['anon', 'authenticated']) as r (role)
        where n.nspname = 'public' and c.relname = any($1::text[])
          and has_table_privilege(r.role, c.oid, p.privilege)`,
      [`{${order.join(",")}}`],
    );
    expect(privileges.map((p) => p.grant)).toEqual([]);
    // The admin still reads them (their select policies), and the Worker's role still writes them.
    const [row] = await db.query<Record<string, boolean>>(
      `select has_table_privilege('authenticated', 'public.orders', 'SELECT') as admin_reads,
              has_table_privilege('service_role', 'public.orders', 'UPDATE') as worker_writes`,
    );
    expect(row).toEqual({ admin_reads: true, worker_writes: true });
    const outcome = await as(db, "authenticated", adminClaims, (attempt) =>
      attempt("update public.orders set status = 'approved', total = 1"),
    );
    expect(outcome).toMatch(/permission denied/);
  });

  it("gives anon and authenticated none of those rights on tables and sequences created later", async () => {
    await db.exec("begin; create table public.grants_probe (id bigint generated always as identity primary key)");
    try {
      const [row] = await db.query<Record<string, boolean>>(
        `select has_table_privilege('anon', 'public.grants_probe', 'TRUNCATE') as anon_truncate,
                has_table_privilege('authenticated', 'public.grants_probe', 'TRIGGER') as authenticated_trigger,
                has_sequence_privilege('anon', 'public.grants_probe_id_seq', 'USAGE, SELECT, UPDATE') as anon_seq,
                has_sequence_privilege('authenticated', 'public.grants_probe_id_seq', 'USAGE, SELECT, UPDATE') as auth_seq,
                has_table_privilege('anon', 'public.grants_probe', 'SELECT') as anon_select,
                has_sequence_privilege('service_role', 'public.grants_probe_id_seq', 'USAGE') as service_seq`,
      );
      expect(row).toEqual({
        anon_truncate: false,
        authenticated_trigger: false,
        anon_seq: false,
        auth_seq: false,
        // What the API roles do need stays as Supabase sets it up.
        anon_select: true,
        service_seq: true,
      });
    } finally {
      await db.exec("rollback");
    }
  });

  it("lets an admin insert categories, products, variants and blog posts (identity ids, no sequence rights)", async () => {
    const outcome = await as(db, "authenticated", adminClaims, async (attempt) => {
      const results = {
        category: await attempt("insert into public.categories (slug, title) values ('prueba-grants', 'Prueba')"),
        product: await attempt(
          `insert into public.products (slug, name, category_id)
           values ('producto-grants', 'Producto de prueba', (select id from public.categories where slug = 'prueba-grants'))`,
        ),
        variant: await attempt(
          `insert into public.product_variants (product_id, size, price)
           values ((select id from public.products where slug = 'producto-grants'), 30, 250)`,
        ),
        post: await attempt(
          "insert into public.blog_posts (main_title, cover_image_url) values ('Entrada de prueba', '/images/x.webp')",
        ),
      };
      // The triggers did their work under the admin: listing price and the search side table (the
      // security definer one, whose EXECUTE the API roles no longer have).
      const [product] = await db.query<{ final_price: number; searchable: boolean }>(
        `select p.final_price, exists (select 1 from public.product_search s where s.product_id = p.id) as searchable
           from public.products p where p.slug = 'producto-grants'`,
      );
      const [post] = await db.query<{ n: number }>(
        "select count(*)::int as n from public.blog_posts where main_title = 'Entrada de prueba'",
      );
      return { results, product, posts: post?.n };
    });
    expect(outcome).toEqual({
      results: { category: "ok", product: "ok", variant: "ok", post: "ok" },
      product: { final_price: 250, searchable: true },
      posts: 1,
    });
  });

  it("lets an admin update and unpublish a product (the search trigger follows)", async () => {
    const outcome = await as(db, "authenticated", adminClaims, async (attempt) => {
      const insert = await attempt("insert into public.products (slug, name) values ('oculto-grants', 'Oculto')");
      const update = await attempt("update public.products set published = false where slug = 'oculto-grants'");
      const [row] = await db.query<{ searchable: boolean }>(
        `select exists (select 1 from public.product_search s join public.products p on p.id = s.product_id
                         where p.slug = 'oculto-grants') as searchable`,
      );
      return { insert, update, searchable: row?.searchable };
    });
    expect(outcome).toEqual({ insert: "ok", update: "ok", searchable: false });
  });

  it("lets no API role call the security definer trigger function", async () => {
    for (const [role, claims] of [
      ["anon", { role: "anon" }],
      ["authenticated", adminClaims],
    ] as const) {
      const outcome = await as(db, role, claims, (attempt) => attempt("select public.product_search_sync()"));
      expect(outcome, role).toMatch(/permission denied for function product_search_sync/);
    }
  });

  it("shows unpublished products and posts to admins only, through one SELECT policy per role", async () => {
    await db.exec(`
      insert into public.products (slug, name, published) values ('visible-grants', 'Visible', true),
                                                                 ('borrador-grants', 'Borrador', false);
      insert into public.blog_posts (main_title, cover_image_url, published) values
        ('Visible grants', '/a.webp', true), ('Borrador grants', '/b.webp', false);`);
    try {
      const seen = async (role: Role, claims: object) =>
        as(db, role, claims, async () => {
          const [row] = await db.query<{ products: string[]; posts: string[] }>(
            `select array(select slug from public.products where slug like '%-grants' order by slug) as products,
                    array(select main_title from public.blog_posts where main_title like '% grants' order by 1) as posts`,
          );
          return row;
        });
      expect(await seen("anon", { role: "anon" })).toEqual({
        products: ["visible-grants"],
        posts: ["Visible grants"],
      });
      expect(await seen("authenticated", shopperClaims)).toEqual({
        products: ["visible-grants"],
        posts: ["Visible grants"],
      });
      expect(await seen("authenticated", adminClaims)).toEqual({
        products: ["borrador-grants", "visible-grants"],
        posts: ["Borrador grants", "Visible grants"],
      });
    } finally {
      await db.exec(`
        delete from public.products where slug like '%-grants';
        delete from public.blog_posts where main_title like '% grants';`);
    }
  });
}

describe("grants on PGlite", () => {
  grantTests(pgliteDatabase);
});

describe.runIf(serverUrl)("grants on a PostgreSQL server", () => {
  grantTests(async () => {
    // Empty: grantTests bootstraps and migrates it, as it does PGlite.
    const scratch = await createScratchDatabase("shop_grants", { schema: "empty" });
    // One connection: each check's transaction must stay on it.
    const sql = postgres(scratch.adminUrl, { max: 1, onnotice: () => {} });
    return {
      db: postgresRunner(sql),
      async close() {
        await sql.end();
        await scratch.drop();
      },
    };
  });
});
