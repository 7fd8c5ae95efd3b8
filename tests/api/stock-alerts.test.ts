import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_CONSENT, CONSENT_TEXTS } from "../../domain/consents.ts";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { customer, postJson, setStock } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Avisarme cuando haya stock' (issue 25, decision 025): ask, confirm from the mailed link, and exactly one
// 'Ya hay stock' mail per waiting request when the stock comes back, whoever brings it back.

let shop: TestShop;
let admin: Record<string, string>;
let seq = 0;
let ipCount = 0;
const freshIp = () => `203.0.113.${++ipCount}`;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp(), ...headers },
    body: JSON.stringify(body),
  });

/** A published product counted by size, every size with 0 units, and a code for the spreadsheet. */
async function soldOut(sizes = [30, 100]) {
  const n = ++seq;
  const { rows } = await shop.pg.query<{ id: number; slug: string; name: string; code: string }>(
    "insert into products (slug, name, unit, code) values ($1, $2, 'cc', $3) returning id::int, slug, name, code",
    [`aviso-${n}-${Date.now()}`, `Aceite avisado ${n}`, `AV-${n}-${Date.now() % 100000}`],
  );
  const product = rows[0]!;
  const variants: Record<number, number> = {};
  for (const size of sizes) {
    const v = await shop.pg.query<{ id: number }>(
      "insert into product_variants (product_id, size, price, stock) values ($1, $2, $3, 0) returning id::int",
      [product.id, size, size * 10],
    );
    variants[size] = v.rows[0]!.id;
  }
  return { ...product, variants };
}

interface Mail {
  id: number;
  subject: string;
  text_body: string;
  html: string;
  kind: string;
}
const mailsTo = async (email: string, kind?: string) =>
  (
    await shop.pg.query<Mail>(
      "select id::int, subject, text_body, html, kind from mail_outbox where to_address = $1 and ($2::text is null or kind = $2) order by id",
      [email, kind ?? null],
    )
  ).rows;
const alertsOf = async (email: string) =>
  (
    await shop.pg.query<{ status: string; variant_id: number | null }>(
      "select status, variant_id::int from stock_alerts where email = $1 order by id",
      [email],
    )
  ).rows;

function confirmToken(mail: Mail): string {
  const match = /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return match![1]!;
}

/** Asks and confirms from the mailed link: the request waits. */
async function waitingAlert(email: string, productId: number, variantId: number | null) {
  expect((await post("/api/stock-alerts", { email, productId, variantId })).status).toBe(201);
  const [mail] = await mailsTo(email, "stock_alert_confirmation");
  const res = await post("/api/stock-alerts/confirm", { token: confirmToken(mail!) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const restockedMails = (email: string) => mailsTo(email, "stock_alert_restocked");

describe("asking and confirming", () => {
  it("queues a confirmation mail, confirms from its link and names the size; the link again says already", async () => {
    const p = await soldOut();
    const email = `ana-${seq}@example.com`;
    const res = await post("/api/stock-alerts", {
      email: email.toUpperCase(),
      productId: p.id,
      variantId: p.variants[30],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ requested: true });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe("stock_alert_confirmation");
    expect(mail!.subject).toBe(`Confirme su aviso de stock de ${p.name} 30 cc`);
    expect(mail!.html).toContain("Confirmar el aviso");
    expect(await alertsOf(email)).toEqual([{ status: "pending", variant_id: p.variants[30] }]);

    const token = confirmToken(mail!);
    const confirmed = await post("/api/stock-alerts/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      confirmed: true,
      alreadyConfirmed: false,
      item: `${p.name} 30 cc`,
      productSlug: p.slug,
    });
    expect(await alertsOf(email)).toEqual([{ status: "waiting", variant_id: p.variants[30] }]);
    const again = await post("/api/stock-alerts/confirm", { token });
    expect((await again.json()).alreadyConfirmed).toBe(true);
    // Nothing is in stock yet: no 'Ya hay stock' mail.
    expect(await restockedMails(email)).toEqual([]);
  });

  it("records the consent: its time, the product page's wording for the key the form sent, and the source", async () => {
    const p = await soldOut();
    const email = `consiente-${seq}@example.com`;
    expect(
      (await post("/api/stock-alerts", { email, productId: p.id, variantId: p.variants[30], consent: "aviso-stock-1" }))
        .status,
    ).toBe(201);
    const { rows } = await shop.pg.query(
      "select consent_key, consent_text, consent_source, consent_at is not null as dated from stock_alerts where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        consent_key: "aviso-stock-1",
        consent_text: CONSENT_TEXTS["aviso-stock-1"],
        consent_source: "producto",
        dated: true,
      },
    ]);
    const bad = await post("/api/stock-alerts", {
      email,
      productId: p.id,
      variantId: p.variants[100],
      consent: "otro",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(BAD_CONSENT);
  });

  it("refuses bad input, an unknown link, an unknown size and a size in stock, in Spanish", async () => {
    const p = await soldOut();
    const bad = await post("/api/stock-alerts", { email: "no-es-correo", productId: p.id, variantId: p.variants[30] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_input");
    const unknown = await post("/api/stock-alerts/confirm", { token: "x".repeat(43) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("El enlace de confirmación no es válido o ya fue usado.");
    const other = await soldOut();
    const wrongSize = await post("/api/stock-alerts", {
      email: "b@example.com",
      productId: p.id,
      variantId: other.variants[30],
    });
    expect(wrongSize.status).toBe(404);
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[100]!]: 3 } });
    const inStock = await post("/api/stock-alerts", {
      email: "b@example.com",
      productId: p.id,
      variantId: p.variants[100],
    });
    expect(inStock.status).toBe(409);
    expect((await inStock.json()).error).toMatchObject({
      code: "in_stock",
      message: "Esta presentación tiene stock: puede comprarla ahora.",
    });
  });

  it("asked twice while pending: either mailed link confirms the one request, the other then says already", async () => {
    for (const first of [0, 1]) {
      const p = await soldOut();
      const email = `dos-enlaces-${first}-${seq}@example.com`;
      for (let i = 0; i < 2; i++) {
        expect((await post("/api/stock-alerts", { email, productId: p.id, variantId: p.variants[30] })).status).toBe(
          201,
        );
      }
      const mails = await mailsTo(email, "stock_alert_confirmation");
      expect(mails).toHaveLength(2);
      const tokens = mails.map(confirmToken);
      expect(new Set(tokens).size).toBe(2);
      expect(await alertsOf(email)).toEqual([{ status: "pending", variant_id: p.variants[30] }]);

      const confirmed = await post("/api/stock-alerts/confirm", { token: tokens[first] });
      expect(confirmed.status, await confirmed.clone().text()).toBe(200);
      expect(await confirmed.json()).toMatchObject({ confirmed: true, alreadyConfirmed: false });
      const other = await post("/api/stock-alerts/confirm", { token: tokens[1 - first] });
      expect(other.status, await other.clone().text()).toBe(200);
      expect(await other.json()).toEqual({
        confirmed: true,
        alreadyConfirmed: true,
        item: `${p.name} 30 cc`,
        productSlug: p.slug,
      });
      expect(await alertsOf(email)).toEqual([{ status: "waiting", variant_id: p.variants[30] }]);
      // Back in stock: one mail for the one request.
      await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 2 } });
      const { mailRestocked } = await import("../../worker/services/stock-alerts/alerts.ts");
      await mailRestocked({ db: shop.db, siteUrl: "http://localhost:8787", now: () => new Date() }, [p.id]);
      expect(await restockedMails(email)).toHaveLength(1);
    }
  });

  it("an expired link answers 410", async () => {
    const p = await soldOut();
    const email = `vencido-${seq}@example.com`;
    await post("/api/stock-alerts", { email, productId: p.id, variantId: p.variants[30] });
    await shop.pg.query(
      `update stock_alert_confirm_links set expires_at = now() - interval '1 minute'
        where alert_id in (select id from stock_alerts where email = $1)`,
      [email],
    );
    const [mail] = await mailsTo(email);
    const res = await post("/api/stock-alerts/confirm", { token: confirmToken(mail!) });
    expect(res.status).toBe(410);
    expect((await res.json()).error.code).toBe("link_expired");
  });

  it("is rate-limited per address like the newsletter", async () => {
    const p = await soldOut();
    const ip = "198.18.0.77";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.stockAlert.limit; i++) {
      const res = await post(
        "/api/stock-alerts",
        { email: `limite-${i}@example.com`, productId: p.id, variantId: p.variants[30] },
        { "cf-connecting-ip": ip },
      );
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the restock's mail", () => {
  it("the admin's form: one mail to each waiting request of that size, none to the unconfirmed, none twice", async () => {
    const p = await soldOut();
    const waiting = `espera-${seq}@example.com`;
    const twice = `dos-veces-${seq}@example.com`;
    const unconfirmed = `sin-confirmar-${seq}@example.com`;
    const otherSize = `otro-${seq}@example.com`;
    await waitingAlert(waiting, p.id, p.variants[30]!);
    await waitingAlert(twice, p.id, p.variants[30]!);
    // Asked again once confirmed: still one request, and no second confirmation mail.
    expect((await post("/api/stock-alerts", { email: twice, productId: p.id, variantId: p.variants[30] })).status).toBe(
      201,
    );
    expect(await mailsTo(twice, "stock_alert_confirmation")).toHaveLength(1);
    expect(await alertsOf(twice)).toHaveLength(1);
    await post("/api/stock-alerts", { email: unconfirmed, productId: p.id, variantId: p.variants[30] });
    await waitingAlert(otherSize, p.id, p.variants[100]!);

    const { rows } = await shop.pg.query("select * from products where id = $1", [p.id]);
    const row = rows[0] as Record<string, unknown>;
    const res = await shop.request(`/api/admin/products/${p.id}`, {
      method: "PUT",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({
        name: row.name,
        code: row.code,
        slug: row.slug,
        categoryId: null,
        description: "",
        discount: 0,
        isNew: false,
        isNotEaten: false,
        stockMode: "size",
        bulkStock: 0,
        unit: "cc",
        benefits: [],
        uses: [],
        doses: [],
        published: true,
        images: [],
        thumbImages: [],
        seoTitle: "",
        seoDescription: "",
        variants: [
          { size: 30, price: 300, stock: 4 },
          { size: 100, price: 1000, stock: 0 },
        ],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [mail, ...more] = await restockedMails(waiting);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Ya hay stock de ${p.name} 30 cc`);
    expect(mail!.text_body).toContain(`/shop/product/${p.slug}`);
    expect(await restockedMails(twice)).toHaveLength(1);
    expect(await restockedMails(unconfirmed)).toEqual([]);
    expect(await restockedMails(otherSize)).toEqual([]);
    expect(await alertsOf(waiting)).toEqual([{ status: "notified", variant_id: p.variants[30] }]);
    expect(await alertsOf(otherSize)).toEqual([{ status: "waiting", variant_id: p.variants[100] }]);

    // The admin's product answer and the dashboard count who waits.
    const saved = (await res.json()).product;
    expect(saved.variants.map((v: { size: number; waiting: number }) => [v.size, v.waiting])).toEqual([
      [30, 0],
      [100, 1],
    ]);

    // Stock moving again (sold out and back) mails nobody a second time.
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 0 } });
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 2 } });
    const drained = await shop.request("/api/admin/products", { headers: admin });
    expect(drained.status).toBe(200);
    expect(await restockedMails(waiting)).toHaveLength(1);
  });

  it("a cancelled order that gives the last units back mails the waiting request in the same move", async () => {
    const p = await soldOut([30]);
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 1 } });
    const placed = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: p.id, variantId: p.variants[30], quantity: 1 }],
      idempotencyKey: `aviso-${Date.now()}-${seq}`,
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()).order;
    const email = `cancelado-${seq}@example.com`;
    await waitingAlert(email, p.id, p.variants[30]!);
    expect(await restockedMails(email)).toEqual([]);
    const res = await shop.request(`/api/admin/orders/${order.id}/moves`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ event: "reject" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await restockedMails(email)).toHaveLength(1);
    expect(await alertsOf(email)).toEqual([{ status: "notified", variant_id: p.variants[30] }]);
  });

  it("the catalogue import: a size's stock raised in the spreadsheet mails its waiting request once", async () => {
    const p = await soldOut([30]);
    const email = `planilla-${seq}@example.com`;
    await waitingAlert(email, p.id, p.variants[30]!);
    const exported = await (await shop.request("/api/admin/catalogue/export.csv", { headers: admin })).text();
    const table = Papa.parse<string[]>(exported.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
    const row = table.find((r) => r[0] === p.code && r[3] === "30")!;
    expect(row[8]).toBe("0");
    row[8] = "6";
    const csv = `\uFEFF${table.map((r) => r.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(";")).join("\r\n")}\r\n`;
    const preview = await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(csv, admin));
    expect(preview.status, await preview.clone().text()).toBe(200);
    const { id } = await preview.json();
    const applied = await shop.request(`/api/admin/catalogue/changes/${id}/apply`, { method: "POST", headers: admin });
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await restockedMails(email)).toHaveLength(1);
    // Undoing and applying stock again: the request is closed, no second mail.
    expect((await shop.request("/api/admin/catalogue/undo/import", { method: "POST", headers: admin })).status).toBe(
      200,
    );
    await setStock(shop, p.id, { mode: "size", units: { [p.variants[30]!]: 5 } });
    expect(await restockedMails(email)).toHaveLength(1);
  });

  it("a product in bulk: a request for a large size is mailed only once the bulk covers that size", async () => {
    const p = await soldOut([100, 1000]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 0 });
    const email = `granel-${seq}@example.com`;
    await waitingAlert(email, p.id, p.variants[1000]!);
    const { mailRestocked } = await import("../../worker/services/stock-alerts/alerts.ts");
    const deps = { db: shop.db, siteUrl: "http://localhost:8787", now: () => new Date() };
    await setStock(shop, p.id, { mode: "bulk", bulk: 500 });
    expect(await mailRestocked(deps, [p.id])).toEqual([]);
    await setStock(shop, p.id, { mode: "bulk", bulk: 1500 });
    // Two drains at once (two Workers): exactly one mail.
    const [a, b] = await Promise.all([mailRestocked(deps), mailRestocked(deps)]);
    expect(a.length + b.length).toBeGreaterThanOrEqual(1);
    expect(await restockedMails(email)).toHaveLength(1);
  });
});
