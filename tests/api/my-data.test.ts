import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXTS } from "../../domain/consents.ts";
import { RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { addressHash } from "../../worker/services/kept-carts/keep.ts";
import { SAVED_ADDRESS, SAVED_FISCAL } from "../support/account-details.ts";
import { bearer } from "../support/admin-session.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { keep, lineOf, newCartKey } from "../support/kept-carts.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Mis datos' (issue 40, section 3; decision 031): the mailed link (same answer for any address, single use, expiry),
// the export (JSON and CSV), and the deletion: one transaction that anonymises the address everywhere (the mail
// outbox included), keeps the tax data, is logged for the owner and is idempotent.

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;
let ip = 0;

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 50, minPrice: 300 });
  admin = await bearer({ email: "encargada@quimica.test" });
  const res = await send("PUT", "/api/admin/invoice-settings", TEST_ISSUER);
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(() => shop.close());

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json", "cf-connecting-ip": `198.51.100.${++ip % 250}` },
    body: JSON.stringify(body),
  });
const post = (path: string, body: unknown) => send("POST", path, body, {});

const linksTo = async (email: string) =>
  (
    await shop.pg.query<{ text_body: string }>(
      "select text_body from mail_outbox where to_address = $1 and kind = 'my_data_link' order by id",
      [email],
    )
  ).rows.map((m) => {
    const match = /\/mis-datos\?token=([A-Za-z0-9_-]+)/.exec(m.text_body);
    expect(match, m.text_body).not.toBeNull();
    return match![1]!;
  });

/** Asks for the link and opens it: the page's session. */
async function session(email: string): Promise<string> {
  expect((await post("/api/my-data", { email })).status).toBe(200);
  const token = (await linksTo(email)).at(-1)!;
  const res = await post("/api/my-data/open", { token });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { session: string; email: string };
  expect(body.email).toBe(email);
  return body.session;
}

async function place(email: string, overrides: Record<string, unknown> = {}) {
  const res = await post(
    "/api/orders",
    customer({
      email,
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 8 }],
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: number; total: number } }).order;
}

/** Every text, json and jsonb value of the public schema that mentions `needle` (any letter case): table.column. */
async function whereMentioned(needle: string): Promise<string[]> {
  const { rows: columns } = await shop.pg.query<{ t: string; c: string }>(
    `select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'json', 'jsonb', 'character varying', 'ARRAY')
        and table_name in (select table_name from information_schema.tables
                            where table_schema = 'public' and table_type = 'BASE TABLE')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { t, c } of columns) {
    const { rows } = await shop.pg.query<{ n: number }>(
      `select count(*)::int as n from public."${t}" where strpos(lower("${c}"::text), lower($1)) > 0`,
      [needle],
    );
    if (rows[0]!.n > 0) found.push(`${t}.${c}`);
  }
  return found;
}

describe("asking for the link", () => {
  it("answers the same for a known and an unknown address, and mails each a link", async () => {
    await place("conocida@example.com");
    const known = await post("/api/my-data", { email: "Conocida@Example.com" });
    const unknown = await post("/api/my-data", { email: "nadie.aqui@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(known.headers.get("cache-control")).toBe("no-store");
    expect(await linksTo("conocida@example.com")).toHaveLength(1);
    expect(await linksTo("nadie.aqui@example.com")).toHaveLength(1);
    const { rows } = await shop.pg.query<{ token_hash: string }>("select token_hash from my_data_links");
    for (const token of await linksTo("conocida@example.com")) {
      expect(rows.map((r) => r.token_hash)).not.toContain(token); // only the hash is stored
    }
  });

  it("refuses a bad address in Spanish and mails one address at most the day's cap", async () => {
    const bad = await post("/api/my-data", { email: "no-es-un-correo" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Ingrese un correo electrónico válido.");
    for (let i = 0; i < RATE_LIMITS.confirmationMail.limit + 2; i++) {
      expect((await post("/api/my-data", { email: "tope@example.com" })).status).toBe(200);
    }
    expect(await linksTo("tope@example.com")).toHaveLength(RATE_LIMITS.confirmationMail.limit);
  });
});

describe("the mailed link", () => {
  it("refuses a forged token, a used one and an expired one; an expired session too", async () => {
    const forged = await post("/api/my-data/open", { token: "a".repeat(43) });
    expect(forged.status).toBe(404);
    expect((await forged.json()).error.message).toMatch(/no es válido o ya fue usado/);
    expect((await post("/api/my-data/open", { token: "corto" })).status).toBe(400);

    const email = "enlace@example.com";
    const live = await session(email);
    const [used] = await linksTo(email);
    const again = await post("/api/my-data/open", { token: used });
    expect(again.status).toBe(404);

    expect((await post("/api/my-data", { email })).status).toBe(200);
    const late = (await linksTo(email)).at(-1)!;
    await shop.pg.query(
      "update my_data_links set expires_at = now() - interval '1 minute' where kind = 'link' and email = $1",
      [email],
    );
    const expired = await post("/api/my-data/open", { token: late });
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe("El enlace venció. Pida uno nuevo desde «Mis datos».");

    expect((await post("/api/my-data/export", { session: "b".repeat(43), format: "json" })).status).toBe(404);
    await shop.pg.query("update my_data_links set expires_at = now() - interval '1 second' where kind = 'session'");
    const over = await post("/api/my-data/export", { session: live, format: "json" });
    expect(over.status).toBe(410);
    expect((await post("/api/my-data/delete", { session: live, confirm: true })).status).toBe(410);
  });
});

describe("export and deletion", () => {
  const email = "borrar.me@example.com";
  const BUSINESS = { rut: "210475730011", companyName: "Cliente S.A.", companyAddress: "Colonia 1234, Montevideo" };
  let business: { id: number; total: number };
  let consumer: { id: number; total: number };
  let live: string;
  let accountId: string;

  beforeAll(async () => {
    business = await place(email, {
      ...BUSINESS,
      deliveryMethod: "delivery",
      streetAddress: "Av. Italia 2345",
      apartment: "301",
      town: "Montevideo",
      zip: "11300",
      firstName: "Rosaura",
      lastName: "Quintanilla",
      phone: "099 765 432",
      note: `Llamar antes; mi correo es ${email}`,
    });
    const approve = await send("POST", `/api/admin/orders/${business.id}/moves`, { event: "approve" });
    expect(approve.status, await approve.clone().text()).toBe(200);
    consumer = await place(email.toUpperCase(), { firstName: "Rosaura", lastName: "Quintanilla", subscribe: true });
    expect(
      (await post("/api/contact", { name: "Rosaura Quintanilla", email, message: "¿Tienen aceite de jojoba?" })).status,
    ).toBeLessThan(300);
    const { rows } = await shop.pg.query<{ id: number; variant: number }>(
      `with p as (insert into products (slug, name, unit, code) values ('agotado-mis-datos', 'Aceite agotado', 'cc',
                   'AG-MD-1') returning id)
       insert into product_variants (product_id, size, price, stock) select id, 30, 300, 0 from p
       returning product_id::int as id, id::int as variant`,
    );
    const alert = await post("/api/stock-alerts", {
      email,
      productId: rows[0]!.id,
      variantId: rows[0]!.variant,
      consent: "aviso-stock-1",
    });
    expect(alert.status, await alert.clone().text()).toBe(201);
    // 'Mi cuenta' (issue 43): the address's account, its guest orders linked at sign-in.
    expect((await post("/api/account/code", { email })).status).toBe(200);
    accountId = (await shop.pg.query<{ id: string }>("select id::text from auth.users where email = $1", [email]))
      .rows[0]!.id;
    const customerToken = await bearer({ appRole: "customer", sub: accountId, email });
    expect(await (await send("POST", "/api/account/link", {}, customerToken)).json()).toEqual({ linked: 2 });
    // Its saved address and fiscal data (issue 43, session 24).
    const saved = await send(
      "POST",
      "/api/account/addresses",
      { ...SAVED_ADDRESS, firstName: "Rosaura", lastName: "Quintanilla", phone: "099 765 432" },
      customerToken,
    );
    expect(saved.status, await saved.clone().text()).toBe(201);
    const fiscal = await send("PUT", "/api/account/fiscal", SAVED_FISCAL, customerToken);
    expect(fiscal.status, await fiscal.clone().text()).toBe(200);
    // 'Cuenta empresa' (issue 44): asked from 'Mi cuenta' and approved with a list: the company and its buyer.
    const asked = await send(
      "POST",
      "/api/account/business-request",
      {
        rut: BUSINESS.rut,
        legalName: BUSINESS.companyName,
        fiscalAddress: BUSINESS.companyAddress,
        activity: "cosmetica",
        comment: "Pedido de Rosaura para el laboratorio",
      },
      customerToken,
    );
    expect(asked.status, await asked.clone().text()).toBe(201);
    const list = await shop.pg.query<{ id: number }>(
      "insert into price_lists (name) values ('Mis datos') returning id::int",
    );
    const { rows: requests } = await shop.pg.query<{ id: number }>("select id::int from business_requests");
    const approved = await send("POST", `/api/admin/companies/requests/${requests[0]!.id}/approve`, {
      priceListId: list.rows[0]!.id,
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    // 'Solicitar cotización' (issue 44): a quote request with a note.
    const quote = await send(
      "POST",
      "/api/quotes",
      {
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 20 }],
        note: "Para Quintanilla",
      },
      customerToken,
    );
    expect(quote.status, await quote.clone().text()).toBe(201);
    // An unfinished checkout (issue 43): its kept cart, a reminder mailed, and an opt-out remembered by hash.
    const kept = await keep(shop, { cartKey: newCartKey(), email, lines: [lineOf(variant, 1)] });
    expect(kept.status).toBe(200);
    await shop.pg.query(
      `insert into cart_reminders (cart_id, email, stage, unsubscribe_hash)
       select id, email, 1, repeat('a', 64) from kept_carts where email = $1`,
      [email],
    );
    await shop.pg.query("insert into cart_reminder_optouts (email_hash, source) values ($1, 'correo')", [
      await addressHash(email),
    ]);
    live = await session(email);
  });

  it("exports orders with their lines, addresses, messages, subscriptions, alerts and consents as JSON", async () => {
    const res = await post("/api/my-data/export", { session: live, format: "json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"/);
    const data = await res.json();
    expect(data.pedidos.map((o: { numero: number }) => o.numero)).toEqual([business.id, consumer.id]);
    expect(data.pedidos[0]).toMatchObject({ rut: "210475730011", telefono: "099 765 432", total: business.total });
    expect(data.pedidos[0].lineas).toEqual([expect.objectContaining({ producto: variant.name, cantidad: 8 })]);
    expect(data.direcciones).toEqual([
      expect.objectContaining({ pedido: business.id, calle: "Av. Italia 2345", codigoPostal: "11300" }),
    ]);
    expect(data.mensajes).toEqual([expect.objectContaining({ mensaje: "¿Tienen aceite de jojoba?" })]);
    expect(data.suscripciones).toEqual([expect.objectContaining({ estado: "pending", origen: "checkout" })]);
    expect(data.avisosDeStock).toEqual([expect.objectContaining({ producto: "Aceite agotado", tamano: 30 })]);
    expect(data.cuenta).toEqual([
      expect.objectContaining({ correo: email, pedidos: 2, ultimoIngreso: expect.any(String) }),
    ]);
    expect(data.direccionesGuardadas).toEqual([
      expect.objectContaining({ calle: "Bulevar Guardado 999", codigoPostal: "11200", predeterminada: true }),
    ]);
    expect(data.datosFiscales).toEqual([
      expect.objectContaining({ rut: "210475730011", razonSocial: "Guardada S.R.L." }),
    ]);
    expect(data.consentimientos.map((c: { texto: string }) => c.texto)).toEqual(
      expect.arrayContaining([
        "Quiero recibir novedades y promociones por correo.",
        expect.stringContaining("Le escribimos una sola vez cuando vuelva a haber stock."),
        CONSENT_TEXTS["recordatorio-carrito-1"],
      ]),
    );
    expect(data.carritosGuardados).toEqual([
      expect.objectContaining({
        correo: email,
        lineas: [expect.objectContaining({ producto: variant.name, cantidad: 1 })],
      }),
    ]);
    expect(data.cotizaciones).toEqual([
      expect.objectContaining({
        estado: "solicitada",
        nota: "Para Quintanilla",
        lineas: [expect.objectContaining({ producto: variant.name, cantidad: 20 })],
      }),
    ]);
    expect(data.recordatoriosDeCarrito).toEqual([expect.objectContaining({ recordatorio: 1 })]);
    expect(data.bajaDeRecordatorios).toEqual([expect.objectContaining({ origen: "Enlace del correo" })]);
    expect(data.solicitudesCuentaEmpresa).toEqual([
      expect.objectContaining({ estado: "aprobada", rut: "210475730011", razonSocial: "Cliente S.A." }),
    ]);
    expect(data.compraParaEmpresa).toEqual([expect.objectContaining({ empresa: "Cliente S.A.", rut: "210475730011" })]);
  });

  it("exports the same as CSV for Excel", async () => {
    const res = await post("/api/my-data/export", { session: live, format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFSección;Registro;Campo;Valor\r\n")).toBe(true);
    expect(text).toContain("direcciones;1;calle;Av. Italia 2345\r\n");
    expect(text).toContain("mensajes;1;mensaje;¿Tienen aceite de jojoba?\r\n");
  });

  it("refuses a deletion without the confirmation", async () => {
    const res = await post("/api/my-data/delete", { session: live });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Confirme que quiere borrar sus datos.");
    expect(await whereMentioned(email)).not.toEqual([]);
  });

  it("anonymises the address everywhere, the outbox included, and keeps the tax data", async () => {
    const invoicesBefore = (await shop.pg.query("select * from invoices order by id")).rows;
    expect(invoicesBefore.length).toBeGreaterThan(0);
    expect(await whereMentioned(email)).toEqual(
      expect.arrayContaining(["orders.email", "mail_outbox.to_address", "contact_messages.email"]),
    );

    const res = await post("/api/my-data/delete", { session: live, confirm: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const done = await res.json();
    expect(done).toMatchObject({ deleted: true, alreadyDone: false });
    expect(done.anonymised).toMatchObject({
      pedidos: 2,
      mensajes: 1,
      suscripciones: 1,
      avisosDeStock: 1,
      cuentas: 1,
      carritosGuardados: 1,
      recordatoriosDeCarrito: 1,
      bajaDeRecordatorios: 1,
      solicitudesCuentaEmpresa: 1,
      compraParaEmpresa: 1,
      cotizaciones: 1,
    });
    const optOuts = await shop.pg.query("select 1 from cart_reminder_optouts where email_hash = $1", [
      await addressHash(email),
    ]);
    expect(optOuts.rows).toEqual([]);
    // 'Mi cuenta': the Auth user is gone (its sessions and codes with it) and no order is linked to it any more.
    expect(
      (await shop.pg.query("select 1 from auth.users where id = $1 or email = $2", [accountId, email])).rows,
    ).toEqual([]);
    expect((await shop.pg.query("select id from orders where customer_user_id = $1", [accountId])).rows).toEqual([]);

    // The saved address and fiscal data went with the account.
    expect(
      (await shop.pg.query("select 1 from customer_addresses union all select 1 from customer_fiscal")).rows,
    ).toEqual([]);
    const needles = [
      email,
      "Quintanilla",
      "099 765 432",
      "Av. Italia 2345",
      "Bulevar Guardado 999",
      "Guardada S.R.L.",
      "¿Tienen aceite de jojoba?",
      "Rosaura para",
    ];
    for (const needle of needles) {
      expect(await whereMentioned(needle), needle).toEqual([]);
    }
    // Kept: the CFE as issued, and each order's amounts, dates, lines and a business buyer's RUT.
    expect((await shop.pg.query("select * from invoices order by id")).rows).toEqual(invoicesBefore);
    const { rows: orders } = await shop.pg.query<{ total: number; rut: string | null; company_name: string | null }>(
      "select total, rut, company_name, created_at, (select count(*)::int from order_items i where i.order_id = o.id) as lines from orders o where id = any($1) order by id",
      [[business.id, consumer.id]],
    );
    expect(orders).toEqual([
      expect.objectContaining({ total: business.total, rut: "210475730011", company_name: "Cliente S.A.", lines: 1 }),
      expect.objectContaining({ total: consumer.total, rut: null, lines: 1 }),
    ]);
    // Issue 44: the company's own record stays (its RUT is tax data); it has no buyer left.
    const { rows: companies } = await shop.pg.query<{ rut: string; buyers: number }>(
      "select rut, (select count(*)::int from company_buyers b where b.company_id = c.id) as buyers from companies c",
    );
    expect(companies).toEqual([{ rut: "210475730011", buyers: 0 }]);
  });

  it("is logged for the owner without the address, and asked again answers the same deletion", async () => {
    const again = await post("/api/my-data/delete", { session: live, confirm: true });
    expect(again.status).toBe(200);
    const repeat = await again.json();
    expect(repeat).toMatchObject({ deleted: true, alreadyDone: true });
    const log = await shop.request("/api/admin/privacy/deletions", { headers: admin });
    expect(log.status).toBe(200);
    const { deletions } = await log.json();
    expect(deletions).toHaveLength(1);
    const hash = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email))).toString("hex");
    expect(deletions[0]).toMatchObject({ id: repeat.deletionId, emailSha256: hash, anonymised: repeat.anonymised });
    expect((await shop.request("/api/admin/privacy/deletions")).status).toBe(401);
    expect((await post("/api/my-data/export", { session: live, format: "json" })).status).toBe(410);

    // A new link for the same address finds nothing left, and deleting again anonymises nothing more.
    const fresh = await session(email);
    const empty = await (await post("/api/my-data/export", { session: fresh, format: "json" })).json();
    expect(empty.pedidos).toEqual([]);
    const second = await (await post("/api/my-data/delete", { session: fresh, confirm: true })).json();
    expect(Object.values(second.anonymised).every((n) => n === 0 || n === 1)).toBe(true);
    expect(second.anonymised).toMatchObject({ pedidos: 0, mensajes: 0, suscripciones: 0, avisosDeStock: 0 });
    expect(await whereMentioned(email)).toEqual([]);
  });
});
