import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const get = (headers: Record<string, string> = {}) => shop.request("/api/admin/session", { headers });
const withToken = async (options: Parameters<typeof accessToken>[0]) => ({
  authorization: `Bearer ${await accessToken(options)}`,
});

describe("who may use /api/admin", () => {
  it("lets a real admin in, and answers who it is", async () => {
    const res = await get(await withToken({ email: "duena@quimica.test" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await res.json()).admin.email).toBe("duena@quimica.test");
  });

  it.each([
    ["no token", async () => ({})],
    ["a malformed header", async () => ({ authorization: "Bearer" })],
    ["not a JWT", async () => ({ authorization: "Bearer abc.def" })],
    ["an expired token", () => withToken({ expiresIn: -120 })],
    ["a wrong signature", () => withToken({ secret: "another-secret-that-is-long-enough-for-hs256" })],
    ["a wrong issuer", () => withToken({ issuer: "https://evil.example/auth/v1" })],
    ["a wrong audience", () => withToken({ audience: "anon" })],
    [
      "a token without alg HS256 (alg none)",
      async () => {
        const [, payload] = (await accessToken()).split(".");
        return {
          authorization: `Bearer ${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`,
        };
      },
    ],
  ])("answers 401 to %s", async (_name, headers) => {
    const res = await get(await headers());
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it.each([
    ["a signed-in shopper", () => withToken({ appRole: null })],
    ["a user whose user_metadata says admin", () => withToken({ appRole: null, userMetadata: { role: "admin" } })],
    ["another app role", () => withToken({ appRole: "editor" })],
  ])("answers 403 to %s", async (_name, headers) => {
    const res = await get(await headers());
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });
});

describe("GET /api/auth-config", () => {
  it("tells the admin SPA to sign in against the shop itself when no Supabase project is set", async () => {
    const res = await shop.request("/api/auth-config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: "http://localhost",
      anonKey: expect.any(String),
      embedded: true,
    });
  });
});

describe("every /api/admin route refuses every bad token, reading and writing nothing", () => {
  const badTokens: [string, () => Promise<Record<string, string>>, 401 | 403][] = [
    ["no token", async () => ({}), 401],
    ["a malformed header", async () => ({ authorization: "Token abc" }), 401],
    ["an expired token", () => withToken({ expiresIn: -120 }), 401],
    ["a wrong signature", () => withToken({ secret: "another-secret-that-is-long-enough-for-hs256" }), 401],
    ["a wrong issuer", () => withToken({ issuer: "https://evil.example/auth/v1" }), 401],
    ["a wrong audience", () => withToken({ audience: "anon" }), 401],
    ["a signed-in non-admin", () => withToken({ appRole: null }), 403],
    ["user_metadata saying admin", () => withToken({ appRole: null, userMetadata: { role: "admin" } }), 403],
  ];

  /** Every route the app serves under /api/admin, with :id filled in by a real order. */
  async function adminRoutes() {
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from orders where status <> 'mercado' order by id limit 1",
    );
    let orderId = rows[0]?.id;
    if (!orderId) {
      const { rows: made } = await shop.pg.query<{ id: number }>(
        `insert into orders (access_token, status, email, first_name, last_name, phone, delivery_method,
                             payment_method, subtotal, total, estimated_date)
         values ($1, 'pending', 'a@b.uy', 'A', 'B', '099123456', 'pickup', 'bank', 100, 100, current_date)
         returning id::int`,
        [crypto.randomUUID() + crypto.randomUUID()],
      );
      orderId = made[0]!.id;
    }
    const routes = shop.app.routes
      .filter((r) => r.path.startsWith("/api/admin") && r.method !== "ALL")
      .map((r) => ({ method: r.method, path: r.path.replace(":id", String(orderId)) }));
    return { orderId, routes: [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()] };
  }

  const writes = async () =>
    (
      await shop.pg.query<{ n: string }>(
        `select (select count(*) from order_status_history)::text || '/' || (select count(*) from mail_outbox)::text
                || '/' || (select count(*) from order_notes)::text
                || '/' || (select string_agg(status, ',' order by id) from orders)
                || '/' || (select count(*)::text || ':' || string_agg(title || sort_order::text, ',' order by id) from categories)
                || '/' || (select count(*) from banners)::text || '/' || (select count(*) from vacation_notices)::text
                || '/' || coalesce((select string_agg(id::text || ':' || sort_order::text, ',' order by id) from feed_items), '')
                || '/' || (select bank_accounts::text || video_url || social_url || social_handle from shop_settings)
                || '/' || (select count(*)::text || ':' || coalesce(max(updated_at)::text, '') from products)
                || '/' || (select count(*)::text || ':' || coalesce(sum(price), 0)::text from product_variants)
                || '/' || (select count(*)::text || ':' || coalesce(max(updated_at)::text, '') from blog_posts)
                || '/' || (select count(*)::text || ':' || count(read_at)::text from contact_messages)
                || '/' || (select count(*)::text || ':' || coalesce(string_agg(status, ',' order by id), '') from newsletter_subscribers)
                as n`,
      )
    ).rows[0]!.n;

  it("covers the routes it should", async () => {
    const { routes } = await adminRoutes();
    const names = routes.map((r) => `${r.method} ${r.path.replace(/\d+/, ":id")}`).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/admin/session",
        "GET /api/admin/orders",
        "GET /api/admin/orders/:id",
        "GET /api/admin/orders/:id/receipt",
        "GET /api/admin/orders/export.csv",
        "GET /api/admin/orders/export-items.csv",
        "GET /api/admin/orders/print",
        "POST /api/admin/orders/:id/moves",
        "POST /api/admin/orders/:id/notes",
        "POST /api/admin/orders/bulk",
        "GET /api/admin/dashboard",
        "GET /api/admin/products",
        "GET /api/admin/products/:id",
        "POST /api/admin/products",
        "PUT /api/admin/products/:id",
        "DELETE /api/admin/products/:id",
        "GET /api/admin/categories",
        "POST /api/admin/categories",
        "PUT /api/admin/categories/order",
        "PUT /api/admin/categories/:id",
        "DELETE /api/admin/categories/:id",
        "GET /api/admin/banner",
        "PUT /api/admin/banner",
        "DELETE /api/admin/banner",
        "GET /api/admin/vacation",
        "PUT /api/admin/vacation",
        "DELETE /api/admin/vacation",
        "GET /api/admin/feed",
        "POST /api/admin/feed",
        "PUT /api/admin/feed/order",
        "DELETE /api/admin/feed/:id",
        "GET /api/admin/settings",
        "PUT /api/admin/settings",
        "GET /api/admin/blogs",
        "GET /api/admin/blogs/:id",
        "POST /api/admin/blogs",
        "PUT /api/admin/blogs/:id",
        "DELETE /api/admin/blogs/:id",
        "GET /api/admin/messages",
        "PATCH /api/admin/messages/:id",
        "DELETE /api/admin/messages/:id",
        "GET /api/admin/subscribers",
        "GET /api/admin/subscribers/export.csv",
        "GET /api/admin/mails",
      ]),
    );
  });

  it("401 or 403 on every route for every bad token; an admin gets through", async () => {
    const { routes, orderId } = await adminRoutes();
    // Something for the message routes' :id to change or delete, and a subscriber to see.
    await shop.pg.query(
      "insert into contact_messages (id, name, email, message) values ($1, 'Ana', 'ana@example.com', 'Hola') on conflict do nothing",
      [orderId],
    );
    await shop.pg.query(
      "insert into newsletter_subscribers (email, status, confirmed_at) values ('auth-matrix@example.com', 'confirmed', now()) on conflict do nothing",
    );
    const before = await writes();
    for (const route of routes) {
      const body =
        route.method === "POST"
          ? JSON.stringify({ status: "approved", event: "approve", body: "nota", orders: [{ id: orderId }] })
          : route.method === "PATCH"
            ? JSON.stringify({ read: true })
            : undefined;
      for (const [name, headers, status] of badTokens) {
        const res = await shop.request(route.path, {
          method: route.method,
          headers: { ...(await headers()), "content-type": "application/json" },
          body,
        });
        expect(res.status, `${route.method} ${route.path} with ${name}`).toBe(status);
      }
    }
    expect(await writes()).toBe(before);
    for (const route of routes.filter((r) => r.method === "GET")) {
      const res = await shop.request(route.path, { headers: await withToken({}) });
      expect([401, 403], `${route.method} ${route.path} as admin`).not.toContain(res.status);
    }
  });
});
