import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * The right of withdrawal (issue 40 section 1, 'Done when'; decision 029) on `npm start`: a consumer order approved
 * and collected offers the withdrawal with its deadline; a request for one line gets its acknowledgement on the page
 * and in the outbox; the owner accepts it and receives the return on the desk; the stock comes back and a credit note
 * for that line is queued. A business order shows no form; an excluded product says so on its page. State is set up
 * through the API; each page is checked at 1280×800 and 390×844 with axe.
 */

const IP = { "cf-connecting-ip": "203.0.113.140" };
const RUN = `${Date.now()}`;

async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const res = await request.get("/api/products?sort=name&page=3");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 10);
  expect(list.length, "the demo data has products with stock on page 3").toBeGreaterThan(1);
  return [await product(request, list[0]!.slug), await product(request, list[1]!.slug)];
}

async function collectedOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  items: Product[],
  extra: Record<string, unknown> = {},
) {
  const res = await request.post("/api/orders", {
    headers: IP,
    data: {
      email: `arrepentimiento-${RUN}@example.com`,
      firstName: "Lucía",
      lastName: `Arrepentida ${RUN}`,
      phone: "099 444 777",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: items.map((p) => ({ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 })),
      idempotencyKey: `e2e-withdrawal-${RUN}-${Math.random()}`,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
  for (const event of ["approve", "ready", "collect"]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/moves`, { headers, data: { event } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

async function noViolations(page: Page) {
  const found = await audit(page);
  expect(found, found.join("\n\n")).toEqual([]);
}

async function atPhoneSize(page: Page, check: () => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  await noViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("the right of withdrawal", () => {
  test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("a consumer withdraws one line; the owner accepts and receives it; business and excluded say so", async ({
    page,
    request,
    adminSession,
  }) => {
    // The whole 'Done when' walk: two orders, the order page, the desk and a product page at two sizes with axe.
    test.setTimeout(120_000);
    const headers = await adminHeaders(adminSession, request);
    const [first, second] = await twoProducts(request);
    const order = await collectedOrder(request, headers, [first, second]);
    const window = (await (
      await request.get(`/api/orders/${order.id}/withdrawal?token=${order.accessToken}`)
    ).json()) as { window: { until: string } };
    const until = window.window.until.split("-").reverse().join("/");

    // The order page: the right, its deadline and the form; one unit of the first line.
    await page.goto(`/shop/order/${order.id}?token=${order.accessToken}`);
    const section = page.getByRole("region", { name: `Derecho de arrepentimiento: hasta el ${until}` });
    await expect(section).toBeVisible();
    await noViolations(page);
    await atPhoneSize(page, () => expect(section).toBeVisible());
    await section.getByLabel(new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)).fill("1");
    await section.getByLabel("Comentario (opcional)").fill("No era el aroma que buscaba.");
    await section.getByRole("button", { name: "Enviar solicitud de arrepentimiento" }).click();
    const ack = section.getByRole("status");
    await expect(ack).toContainText(/Solicitud de arrepentimiento N\.º \d+/);
    await expect(ack).toContainText(/recibida el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(section.getByRole("button", { name: "Enviar solicitud de arrepentimiento" })).toHaveCount(0);
    const [request1] = await sql<{ id: number }[]>`select id::int from withdrawals where order_id = ${order.id}`;
    const mails = await sql<{ kind: string; subject: string }[]>`
      select kind, subject from mail_outbox where order_id = ${order.id} and kind like 'withdrawal%' order by id`;
    expect(mails.map((m) => m.kind)).toEqual(["withdrawal_ack", "withdrawal_notice"]);
    expect(mails[0]!.subject).toContain(`N.º ${request1!.id}`);
    await noViolations(page);

    // The owner: 'Arrepentimientos' on the desk, accept, then 'Devolución recibida' with the transfer's details.
    const stockBefore = (await product(request, first.slug)).variants[0]!.available;
    await page.goto("/admin/orders");
    const desk = page.locator("details", { hasText: "Arrepentimientos" });
    await expect(desk.getByRole("button", { name: /Solicitado \(\d+\)/ })).toBeVisible();
    const card = desk.getByRole("article", { name: `Solicitud N.º ${request1!.id}` });
    await expect(card).toBeVisible();
    await noViolations(page);
    await card.getByRole("button", { name: "Aceptar" }).click();
    await expect(card).toHaveCount(0);
    await desk.getByRole("button", { name: /Aceptado \(\d+\)/ }).click();
    await card.getByLabel(/Cómo devolvió el dinero/).fill(`Transferencia BROU ${RUN}`);
    await card.getByRole("button", { name: "Devolución recibida" }).click();
    await expect(card).toHaveCount(0);
    expect((await product(request, first.slug)).variants[0]!.available).toBe(stockBefore + 1);
    expect((await product(request, second.slug)).variants[0]!.available).toBeGreaterThan(0);
    const notes = await sql<{ lines: number; total: number }[]>`
      select jsonb_array_length(document->'lines')::int as lines, (document->'totals'->>'total')::int as total
        from invoices where order_id = ${order.id} and kind = 'credit_note'`;
    expect(notes).toEqual([{ lines: 1, total: expect.any(Number) }]);
    expect(notes[0]!.total).toBeLessThanOrEqual(first.variants[0]!.finalPrice);

    // The customer sees where the request stands.
    await page.goto(`/shop/order/${order.id}?token=${order.accessToken}`);
    const received = page.getByRole("region", { name: /^Derecho de arrepentimiento/ }).getByRole("status");
    await expect(received).toContainText("Estado: Devolución recibida.");
    await expect(received).toContainText(`Transferencia BROU ${RUN}`);

    // A business order (RUT): no form, and the page says why.
    const business = await collectedOrder(request, headers, [second], {
      rut: "210475730011",
      companyName: "Cliente S.A.",
      companyAddress: "Colonia 1234, Montevideo",
    });
    await page.goto(`/shop/order/${business.id}?token=${business.accessToken}`);
    const businessSection = page.getByRole("region", { name: "Derecho de arrepentimiento" });
    await expect(businessSection).toContainText("Este pedido se hizo con RUT");
    await expect(page.getByRole("button", { name: "Enviar solicitud de arrepentimiento" })).toHaveCount(0);
    await atPhoneSize(page, () => expect(businessSection).toBeVisible());

    // An excluded product says so on its page (set through the back office's API, reset after).
    const admin = (await (await request.get(`/api/admin/products/${second.id}`, { headers })).json()) as {
      product: Record<string, unknown> & { variants: { size: number; price: number; stock: number }[] };
    };
    const keys = ["name", "code", "slug", "categoryId", "description", "discount", "isNew", "isNotEaten"];
    const more = ["stockMode", "bulkStock", "unit", "ivaRate", "benefits", "uses", "doses", "published", "images"];
    const body = {
      ...Object.fromEntries(
        [...keys, ...more, "thumbImages", "seoTitle", "seoDescription"].map((k) => [k, admin.product[k]]),
      ),
      variants: admin.product.variants.map((v) => ({ size: v.size, price: v.price, stock: v.stock })),
    };
    const reason = "Producto de higiene precintado (Ley 17.250, art. 16 bis).";
    const put = (extra: Record<string, unknown>) =>
      request.put(`/api/admin/products/${second.id}`, { headers, data: { ...body, ...extra } });
    expect((await put({ noWithdrawal: true, noWithdrawalReason: reason })).status()).toBe(200);
    try {
      await page.goto(`/shop/product/${second.slug}`);
      const note = page.getByRole("note").filter({ hasText: "Sin derecho de arrepentimiento." });
      await expect(note).toContainText(reason);
      await noViolations(page);
      await atPhoneSize(page, () => expect(note).toBeVisible());
    } finally {
      expect((await put({ noWithdrawal: false, noWithdrawalReason: "" })).status()).toBe(200);
    }
  });
});
