import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminInvoice, InvoicingStatus, OrderInvoice } from "../../domain/api/invoices.ts";
import { montevideoDate } from "../../domain/dates.ts";
import type { CfePrint } from "../../domain/invoices.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { issueDueInvoices } from "../../worker/services/invoices/issue-invoices.ts";
import { applyPaymentById } from "../../worker/services/payments/apply-payment.ts";
import { bearer } from "../support/admin-session.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// e-invoices through the API (issue 26, decision 027), with the embedded stand-in provider: an approval issues the
// CFE after the answer (e-Factura with a RUT, e-Ticket without), the token holder and admins get its printed data,
// an outage leaves the order approved and the CFE issued on the retry, a refusal waits for the owner, annulling the
// sale issues the credit note, the month's export lists them; production without a provider keeps selling.

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;
let productCode: string;
const config = parseConfig({ ENVIRONMENT: "test" });

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 50, minPrice: 300 });
  const { rows } = await shop.pg.query<{ code: string }>(
    "update products set code = 'TEST-CFE-1' where id = $1 returning code",
    [variant.productId],
  );
  productCode = rows[0]!.code;
  admin = await bearer({ email: "encargada@quimica.test" });
  const res = await put("/api/admin/invoice-settings", TEST_ISSUER);
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(() => shop.close());

const app = () => createApp(() => buildDeps(config, shop.db));
const request = (path: string, init: RequestInit = {}) => requestSettled(app(), path, init);
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  request(path, { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
const post = (path: string, body: unknown, headers?: Record<string, string>) => send("POST", path, body, headers);
const put = (path: string, body: unknown) => send("PUT", path, body);

async function place(overrides: Record<string, unknown> = {}) {
  const res = await post(
    "/api/orders",
    customer({
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    }),
    {},
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: number; accessToken: string; total: number } }).order;
}

const move = async (id: number, event: string) => {
  const res = await post(`/api/admin/orders/${id}/moves`, { event });
  expect(res.status, await res.clone().text()).toBe(200);
};
const adminInvoices = async (id: number) => {
  const res = await request(`/api/admin/orders/${id}`, { headers: admin });
  return ((await res.json()) as { order: { invoices: AdminInvoice[] } }).order.invoices;
};
const customerInvoices = async (order: { id: number; accessToken: string }) => {
  const res = await request(`/api/orders/${order.id}?token=${order.accessToken}`);
  return ((await res.json()) as { invoices: OrderInvoice[] }).invoices;
};
const setProviderDown = (down: boolean) => shop.pg.query("update standin_invoicing_state set down = $1", [down]);

const company = { rut: "210475730011", companyName: "Cliente S.A.", companyAddress: "Colonia 1234, Montevideo" };

describe("an approved order's CFE", () => {
  it("is an e-Factura with the order's RUT, issued after the approval, printable by its token holder and admins", async () => {
    const order = await place(company);
    await move(order.id, "approve");
    const [invoice] = await adminInvoices(order.id);
    expect(invoice).toMatchObject({ kind: "cfe", type: 111, status: "issued", statusLabel: "Emitido" });
    expect(invoice!.name).toMatch(/^e-Factura A-\d+$/);
    expect(await customerInvoices(order)).toEqual([{ kind: "cfe", type: 111, name: invoice!.name, state: "issued" }]);

    const res = await request(`/api/orders/${order.id}/cfe/cfe?token=${order.accessToken}`);
    expect(res.status).toBe(200);
    const print = (await res.json()) as CfePrint;
    expect(print).toMatchObject({ type: 111, typeLabel: "e-Factura", series: "A" });
    expect(print.document.issuer).toMatchObject({ rut: "211234560019", legalName: "Química Oriental S.A." });
    expect(print.document.receiver).toEqual({ kind: "rut", rut: "210475730011", ...pick(company) });
    expect(print.document.totals.total).toBe(order.total);
    // Issue 38, item 15: the line's code is the product's code (as on the remito and in the CSVs), not the slug.
    expect(print.document.lines[0]!.code).toBe(productCode);
    expect(print.cae).toMatchObject({ series: "A", first: 1 });
    expect(print.securityCode).toHaveLength(6);
    expect(print.qrUrl).toMatch(
      new RegExp(`^https://www\\.efactura\\.dgi\\.gub\\.uy/consultaQR/cfe\\?211234560019,111,A,${print.number},`),
    );
    const byAdmin = await request(`/api/admin/orders/${order.id}/cfe/cfe`, { headers: admin });
    expect(await byAdmin.json()).toEqual(print);

    // Nobody else: a wrong token, no token, no admin.
    expect((await request(`/api/orders/${order.id}/cfe/cfe?token=${"x".repeat(40)}`)).status).toBe(404);
    expect((await request(`/api/orders/${order.id}/cfe/cfe`)).status).toBe(400);
    expect((await request(`/api/admin/orders/${order.id}/cfe/cfe`)).status).toBe(401);
  });

  it("is an e-Ticket without a RUT, numbered in its own series", async () => {
    const a = await place();
    const b = await place();
    await move(a.id, "approve");
    await move(b.id, "approve");
    const [first] = await adminInvoices(a.id);
    const [second] = await adminInvoices(b.id);
    expect(first).toMatchObject({ type: 101, status: "issued" });
    expect(Number(second!.name.split("-").at(-1))).toBe(Number(first!.name.split("-").at(-1)) + 1);
  });

  it("survives an outage: the order stays approved, the CFE waits with the error and is issued on the retry", async () => {
    const order = await place();
    await setProviderDown(true);
    try {
      await move(order.id, "approve");
      const [waiting] = await adminInvoices(order.id);
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, retryable: true });
      expect(waiting!.lastError).toContain("no responde");
      const res = await request(`/api/orders/${order.id}?token=${order.accessToken}`);
      expect(((await res.json()) as { order: { status: string } }).order.status).toBe("approved");
      expect(await customerInvoices(order)).toEqual([expect.objectContaining({ state: "pending" })]);
    } finally {
      await setProviderDown(false);
    }
    const retried = await post(`/api/admin/orders/${order.id}/cfe/cfe/retry`, {});
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect((await adminInvoices(order.id))[0]).toMatchObject({ status: "issued", attempts: 2 });
    // Nothing left to retry.
    expect((await post(`/api/admin/orders/${order.id}/cfe/cfe/retry`, {})).status).toBe(409);
  });

  it("stops a run at the first outage: the other CFEs keep their attempts for the next run", async () => {
    const a = await place();
    const b = await place();
    await shop.pg.query("update invoice_settings set legal_name = ''"); // jobs wait while the issuer is incomplete
    await move(a.id, "approve");
    await move(b.id, "approve");
    await shop.pg.query("update invoice_settings set legal_name = 'Química Oriental S.A.'");
    await setProviderDown(true);
    try {
      const report = await issueDueInvoices({
        db: shop.db,
        invoicing: buildDeps(config, shop.db).invoicing,
        now: () => new Date(),
      });
      expect(report).toMatchObject({ issued: 0, failed: 1 });
      const both = [(await adminInvoices(a.id))[0]!, (await adminInvoices(b.id))[0]!];
      expect(both.map((i) => i.status)).toEqual(["pending", "pending"]);
      expect(both.map((i) => i.attempts).sort()).toEqual([0, 1]);
    } finally {
      await setProviderDown(false);
    }
    await issueDueInvoices({
      db: shop.db,
      invoicing: buildDeps(config, shop.db).invoicing,
      now: () => new Date(Date.now() + 3600_000),
    });
    expect((await adminInvoices(a.id))[0]!.status).toBe("issued");
    expect((await adminInvoices(b.id))[0]!.status).toBe("issued");
  });

  it("is 'refused' with the provider's reason when its CAE range is closed, until the owner retries", async () => {
    const order = await place();
    await shop.pg.query("update standin_cae_ranges set last_number = next_number - 1 where cfe_type = 101");
    try {
      await move(order.id, "approve");
      const [refused] = await adminInvoices(order.id);
      expect(refused).toMatchObject({ status: "refused", statusLabel: "Rechazado", retryable: true });
      expect(refused!.lastError).toMatch(/CAE/);
      const status = (await (
        await request("/api/admin/invoices/status", { headers: admin })
      ).json()) as InvoicingStatus;
      expect(status).toMatchObject({ provider: "embedded", issuerReady: true });
      expect(status.missing).toBeGreaterThanOrEqual(1);
      expect(status.failing).toBeGreaterThanOrEqual(1);
      const listed = await request("/api/admin/orders?invoice=missing", { headers: admin });
      const ids = ((await listed.json()) as { items: { id: number }[] }).items.map((o) => o.id);
      expect(ids).toContain(order.id);
    } finally {
      await shop.pg.query("update standin_cae_ranges set last_number = 999999 where cfe_type = 101");
    }
    expect((await post(`/api/admin/orders/${order.id}/cfe/cfe/retry`, {})).status).toBe(200);
    expect((await adminInvoices(order.id))[0]).toMatchObject({ status: "issued" });
  });
});

describe("annulling an invoiced sale", () => {
  it("issues the credit note that names the CFE, and the sale cannot be reopened", async () => {
    const order = await place(company);
    await move(order.id, "approve");
    await move(order.id, "cancel_sale");
    const invoices = await adminInvoices(order.id);
    expect(invoices.map((i) => [i.kind, i.type, i.status])).toEqual([
      ["cfe", 111, "issued"],
      ["credit_note", 112, "issued"],
    ]);
    const res = await request(`/api/orders/${order.id}/cfe/credit_note?token=${order.accessToken}`);
    const note = (await res.json()) as CfePrint;
    const cfe = (await (await request(`/api/admin/orders/${order.id}/cfe/cfe`, { headers: admin })).json()) as CfePrint;
    expect(note.typeLabel).toBe("Nota de crédito de e-Factura");
    // Issue 38, item 8: named by its own number and the CFE it cancels, for the owner and the customer alike.
    const noteName = `Nota de crédito ${note.series}-${note.number} (anula la e-Factura ${cfe.series}-${cfe.number})`;
    expect(invoices.map((i) => i.name)).toEqual([`e-Factura ${cfe.series}-${cfe.number}`, noteName]);
    expect((await customerInvoices(order)).map((i) => i.name)).toEqual([
      `e-Factura ${cfe.series}-${cfe.number}`,
      noteName,
    ]);
    expect(note.document.reference).toEqual({
      type: 111,
      series: cfe.series,
      number: cfe.number,
      // The CFE's date in Montevideo, not in UTC (they differ from 21:00 on).
      issuedOn: montevideoDate(new Date(cfe.issuedAt)),
    });
    const reopen = await post(`/api/admin/orders/${order.id}/moves`, { event: "reopen" });
    expect(reopen.status).toBe(409);
    expect(((await reopen.json()) as { error: { message: string } }).error.message).toMatch(/nota de crédito/);
  });

  it("before the CFE was ever attempted voids it: nothing issued, nothing to credit", async () => {
    const order = await place();
    await shop.pg.query("update invoice_settings set legal_name = ''"); // the issuer is incomplete: jobs wait
    try {
      await move(order.id, "approve");
      expect((await adminInvoices(order.id))[0]).toMatchObject({ status: "pending", attempts: 0 });
      await move(order.id, "cancel_sale");
      expect((await adminInvoices(order.id)).map((i) => [i.kind, i.status])).toEqual([["cfe", "void"]]);
      expect(await customerInvoices(order)).toEqual([]);
    } finally {
      await shop.pg.query("update invoice_settings set legal_name = 'Química Oriental S.A.'");
    }
  });
});

describe("a Mercado Pago refund of an invoiced sale", () => {
  it("issues the credit note; the order stays approved, as section 6 says", async () => {
    const mp = fakePayments();
    const deps = { ...buildDeps(config, shop.db), payments: mp.port };
    const order = await place({ paymentMethod: "mercadopago" });
    const serviceDeps = {
      db: shop.db,
      payments: mp.port,
      shopEmail: "ventas@quimica.test",
      siteUrl: "http://localhost:8787",
      now: () => new Date(),
    };
    const payment = mp.pay(order.id, order.total, "approved");
    await applyPaymentById(serviceDeps, payment.id);
    await issueDueInvoices(deps);
    expect((await adminInvoices(order.id)).map((i) => [i.kind, i.type, i.status])).toEqual([["cfe", 101, "issued"]]);
    mp.change(payment.id, "refunded");
    await applyPaymentById(serviceDeps, payment.id);
    await issueDueInvoices(deps);
    expect((await adminInvoices(order.id)).map((i) => [i.kind, i.type, i.status])).toEqual([
      ["cfe", 101, "issued"],
      ["credit_note", 102, "issued"],
    ]);
    const { rows } = await shop.pg.query<{ status: string }>("select status from orders where id = $1", [order.id]);
    expect(rows[0]!.status).toBe("approved");
    // The same refund reported again issues nothing more.
    await applyPaymentById(serviceDeps, payment.id);
    expect(
      await shop.db.run(
        serviceRole,
        async (tx) => (await tx`select count(*)::int as n from invoices where order_id = ${order.id}`)[0]!.n,
      ),
    ).toBe(2);
  });
});

describe("the accountant's export", () => {
  it("lists the month's CFEs and credit notes with net and IVA per rate", async () => {
    const month = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 7);
    const res = await request(`/api/admin/invoices/export.csv?month=${month}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`comprobantes-${month}.csv`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Fecha;Tipo;Serie;Número;Receptor;Documento del receptor;Neto tasa básica;IVA tasa básica;Neto tasa mínima;IVA tasa mínima;Exento;IVA total;Total;Estado;Pedido",
    );
    expect(lines.some((l) => l.includes(";e-Factura;A;") && l.includes("Cliente S.A.;RUT 210475730011"))).toBe(true);
    expect(lines.some((l) => l.includes(";e-Ticket;A;") && l.includes(";Consumo final;"))).toBe(true);
    const note = lines.find((l) => l.includes(";Nota de crédito de e-Factura;"));
    expect(note?.split(";")[12]).toMatch(/^-\d+(,\d\d?)?$/);
    expect((await request("/api/admin/invoices/export.csv?month=2026-13", { headers: admin })).status).toBe(400);
    expect((await request(`/api/admin/invoices/export.csv?month=${month}`)).status).toBe(401);
  });
});

describe("production without a provider", () => {
  it("still sells and approves; the CFE waits and the desk says so", async () => {
    const prod = parseConfig({
      ENVIRONMENT: "test",
    });
    const deps = { ...buildDeps(prod, shop.db), invoicing: null };
    const noProvider = (path: string, init: RequestInit = {}) =>
      requestSettled(
        createApp(() => deps),
        path,
        init,
      );
    const order = await place();
    const res = await noProvider(`/api/admin/orders/${order.id}/moves`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ event: "approve" }),
    });
    expect(res.status).toBe(200);
    expect((await adminInvoices(order.id))[0]).toMatchObject({ status: "pending", attempts: 0 });
    const status = (await (
      await noProvider("/api/admin/invoices/status", { headers: admin })
    ).json()) as InvoicingStatus;
    expect(status.provider).toBeNull();
    expect(status.missing).toBeGreaterThanOrEqual(1);
  });

  it("is what a production deploy without Biller's credentials gets", () => {
    const base = {
      PUBLIC_SITE_URL: "https://quimica.example.uy",
      SUPABASE_URL: "https://abc.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "sb_secret_0123456789abcdef",
      SUPABASE_ANON_KEY: "sb_publishable_0123456789abcdef",
      RESEND_API_KEY: "re_0123456789",
      MAIL_FROM: "Tienda <tienda@quimicaoriental.com.uy>",
      SHOP_NOTIFY_EMAIL: "ventas@quimicaoriental.com.uy",
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0123456789",
      MERCADOPAGO_WEBHOOK_SECRET: "0123456789abcdef",
      DATABASE_URL: "postgres://x@localhost/db",
    };
    expect(buildDeps(parseConfig(base), shop.db).invoicing).toBeNull();
    const biller = buildDeps(
      parseConfig({ ...base, BILLER_API_TOKEN: "token-0123456789", BILLER_BRANCH_ID: "889" }),
      shop.db,
    );
    expect(biller.invoicing?.provider).toBe("biller");
    expect(() => parseConfig({ ...base, BILLER_API_TOKEN: "token-0123456789" })).toThrow(/BILLER_BRANCH_ID/);
  });
});

function pick(c: typeof company) {
  return { name: c.companyName, address: c.companyAddress };
}
