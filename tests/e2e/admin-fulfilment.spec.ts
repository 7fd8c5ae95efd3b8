import type { APIRequestContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import postgres from "postgres";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * The orders desk after approval, end to end on `npm start`: an order marked 'Listo para retirar' and one
 * shipped with its tracking from the order dialog (each mails the customer), three orders moved at once, and a
 * Mercado Pago order left unpaid, found under 'Pago en curso' with its time left and released. Orders are
 * placed through the API (as the checkout does) and approved through the admin API.
 */

type AdminSession = BrowserContextOptions["storageState"];

/** The seeding's own client address: its orders count against their own hourly limit, not the suite's. */
const SEED_CLIENT = { "cf-connecting-ip": "203.0.113.47" };

/** A name this run's orders share, so a search finds exactly them (letters only: it is searched as text). */
const RUN = Array.from(Date.now().toString(26), (d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join("");

/** A product with stock that the other end-to-end files leave alone (they buy from pages 1 to 4). */
async function productForTest(request: APIRequestContext): Promise<Product> {
  const res = await request.get("/api/products?sort=name&page=5");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 10);
  expect(list.length, "the demo data has products with stock on page 5").toBeGreaterThan(0);
  return product(request, list[0]!.slug);
}

/** An order of one unit, pickup, placed as the checkout would: 'pending' (transfer) or 'mercado' (unpaid). */
async function placeOrder(
  request: APIRequestContext,
  p: Product,
  { lastName, payment = "bank" }: { lastName: string; payment?: "bank" | "mercadopago" },
): Promise<number> {
  const res = await request.post("/api/orders", {
    headers: SEED_CLIENT,
    data: {
      email: "desk@example.com",
      firstName: "Lucía",
      lastName,
      phone: "099 444 777",
      deliveryMethod: "pickup",
      paymentMethod: payment,
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 }],
      idempotencyKey: `desk-e2e-${lastName}-${Math.random()}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; status: string } };
  expect(order.status).toBe(payment === "bank" ? "pending" : "mercado");
  return order.id;
}

/** Approves orders through the admin API (the owner's first move, tested in admin.spec.ts), with the stored session. */
async function approve(session: AdminSession, request: APIRequestContext, ...ids: number[]) {
  const headers = await adminHeaders(session, request);
  for (const id of ids) {
    const res = await request.post(`/api/admin/orders/${id}/moves`, {
      headers,
      data: { event: "approve" },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The orders desk filtered by a search, as the owner types it. */
async function searchDesk(page: Page, q: string) {
  await page.goto("/admin/orders");
  const filters = page.getByRole("search", { name: "Buscar y filtrar pedidos" });
  await filters.getByLabel("Buscar").fill(q);
  await filters.getByRole("button", { name: "Buscar", exact: true }).click();
}

const rowOf = (page: Page, id: number) => page.getByRole("row").filter({ hasText: `N.º ${id}` });

async function openOrder(page: Page, id: number): Promise<Locator> {
  await rowOf(page, id)
    .getByRole("button", { name: /^Lucía / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
  await expect(dialog).toContainText(`Pedido N.º ${id}`);
  await expect(dialog.getByRole("group", { name: "Nuevo estado" })).toBeVisible();
  return dialog;
}

async function noViolations(page: Page, scope?: string) {
  const found = await audit(page, scope);
  expect(found, found.join("\n\n")).toEqual([]);
}

test.describe("orders desk: fulfilment", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  let sql: postgres.Sql;
  const mails = async (id: number) =>
    (await sql<{ kind: string }[]>`select kind from mail_outbox where order_id = ${id} order by id`).map((r) => r.kind);
  /** The customer's mail of that kind (the first), as the outbox holds it. */
  const mailOf = async (id: number, kind: string) =>
    (
      await sql<{ subject: string; text: string }[]>`
        select subject, text_body as text from mail_outbox where order_id = ${id} and kind = ${kind} order by id limit 1`
    )[0]!;
  /** The customer's own page of the order: the link their mails carry. */
  const customerPage = async (page: Page, id: number) => {
    const [row] = await sql<{ token: string }[]>`select access_token as token from orders where id = ${id}`;
    await page.goto(`/shop/order/${id}?token=${row!.token}`);
    const tracking = page.getByRole("region", { name: "Seguimiento del pedido" });
    await expect(tracking).toBeVisible();
    return tracking;
  };
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("a pickup order marked 'Listo para retirar' from the dialog: its mail, the history, a note", async ({
    page,
    request,
    adminSession,
  }) => {
    const p = await productForTest(request);
    const id = await placeOrder(request, p, { lastName: `Retiro ${RUN}` });
    await page.goto("/admin/dashboard");

    // The dashboard's figures open the desk with their filter.
    await page.getByRole("link", { name: /^Por preparar: \d+$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("fulfilment")?.replaceAll('"', "")).toBe("to_prepare");
    await expect(page.getByRole("link", { name: /^Por preparar/ })).toHaveAttribute("aria-current", "page");

    await approve(adminSession, request, id);
    await searchDesk(page, String(id));
    await expect(rowOf(page, id)).toContainText("Aprobado");
    const dialog = await openOrder(page, id);

    // Only what the table allows an approved pickup order: prepare it, have it ready at the counter, or undo the
    // sale (issue 26).
    const moves = dialog.getByRole("group", { name: "Nuevo estado" });
    await expect(moves.getByRole("radio")).toHaveCount(3);
    await expect(moves.getByRole("radio", { name: "En preparación" })).toBeVisible();
    await expect(moves.getByRole("radio", { name: "Anular venta" })).toBeVisible();
    await moves.getByRole("radio", { name: "Listo para retirar" }).check();
    await expect(dialog.getByRole("checkbox", { name: "Avisar al cliente por correo" })).toBeChecked();
    await expect(dialog.getByLabel("Empresa de envío")).toHaveCount(0);
    await noViolations(page, ".admin-order-dialog");
    await dialog.getByRole("button", { name: "Marcar listo para retirar" }).click();

    await expect(page.getByText("Estado cambiado a Listo para retirar. Se avisó al cliente por correo.")).toBeVisible();
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Listo para retirar");
    await expect(dialog.getByRole("heading", { name: "Cambiar estado", exact: true })).toBeFocused();
    await expect(moves.getByRole("radio", { name: "Retirado" })).toBeChecked();
    const history = dialog.getByRole("region", { name: "Historial" });
    await expect(history).toContainText("Aprobado → Listo para retirar");
    await expect(history).toContainText("por admin@");
    await expect(rowOf(page, id)).toContainText("Listo para retirar");
    await expect.poll(() => mails(id)).toContain("order_ready");

    // An internal note: listed with its author, never mailed.
    const notes = dialog.getByRole("region", { name: "Notas internas" });
    await expect(notes).toContainText("Sin notas todavía.");
    await notes.getByLabel("Nueva nota").fill("Lo retira su hermana el martes.");
    await notes.getByRole("button", { name: "Agregar nota" }).click();
    await expect(notes.getByRole("listitem")).toContainText("Lo retira su hermana el martes.");
    await expect(notes.getByRole("listitem")).toContainText("admin@");
    await expect(notes.getByLabel("Nueva nota")).toHaveValue("");
    expect((await mails(id)).filter((k) => k === "order_ready")).toHaveLength(1);

    // The customer's mail and page say so, with where and when to collect it; the note is not there.
    const mail = await mailOf(id, "order_ready");
    expect(mail.subject).toBe(`Su pedido N.º ${id} está listo para retirar — Química Oriental`);
    expect(mail.text).toContain("Dirección: Av. General Flores 2415, Montevideo.");
    const tracking = await customerPage(page, id);
    await expect(tracking.locator('[aria-current="step"]')).toContainText("Listo para retirar");
    await expect(page.getByText("Su pedido está listo para retirar en Av. General Flores 2415")).toBeVisible();
    await expect(page.getByText("Lo retira su hermana")).toHaveCount(0);
  });

  test("a delivery order shipped with DAC and its tracking, then the tracking corrected", async ({
    page,
    request,
    adminSession,
  }) => {
    const p = await productForTest(request);
    const id = await placeOrder(request, p, { lastName: `Envío ${RUN}` });
    // A delivery to another department (placing one through the API needs a $2000 cart).
    await sql`update orders set delivery_method = 'delivery', street = 'Treinta y Tres 512', town = 'Canelones',
                zip = '90000' where id = ${id}`;
    await approve(adminSession, request, id);
    await searchDesk(page, String(id));
    const dialog = await openOrder(page, id);

    const moves = dialog.getByRole("group", { name: "Nuevo estado" });
    await expect(moves.getByRole("radio", { name: "Listo para retirar" })).toHaveCount(0);
    await moves.getByRole("radio", { name: "Enviado" }).check();
    // Sent without a carrier: the form says what is missing.
    await dialog.getByRole("button", { name: "Marcar enviado" }).click();
    await expect(dialog.getByText("Indique la empresa de envío.")).toBeVisible();
    await dialog.getByLabel("Empresa de envío").fill("DAC");
    await dialog.getByLabel("Número de seguimiento").fill("UY123456789");
    await dialog.getByLabel("Enlace de seguimiento (opcional)").fill("https://www.dac.com.uy/envios/rastrear");
    // Canelones is not Montevideo: the parcel may wait at an agency.
    await dialog.getByLabel("Agencia (opcional)").fill("DAC Canelones, Treinta y Tres 500");
    await expect(dialog.getByRole("checkbox", { name: "Avisar al cliente por correo" })).toBeChecked();
    await noViolations(page, ".admin-order-dialog");
    await dialog.getByRole("button", { name: "Marcar enviado" }).click();

    await expect(page.getByText("Estado cambiado a Enviado. Se avisó al cliente por correo.")).toBeVisible();
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Enviado");
    const delivery = dialog.getByRole("region", { name: "Entrega" });
    await expect(delivery).toContainText("DAC");
    await expect(delivery).toContainText("UY123456789");
    await expect(delivery.getByRole("link", { name: "https://www.dac.com.uy/envios/rastrear" })).toBeVisible();
    await expect(rowOf(page, id)).toContainText("Enviado");
    // The desk names carrier, agency and tracking number (issue 45).
    await expect(rowOf(page, id)).toContainText("DAC · DAC Canelones, Treinta y Tres 500 · UY123456789");
    await expect.poll(() => mails(id)).toContain("order_shipped");

    // 'Corregir seguimiento': the same fields filled in, and no second mail unless asked.
    await moves.getByRole("radio", { name: "Corregir seguimiento" }).check();
    await expect(dialog.getByLabel("Empresa de envío")).toHaveValue("DAC");
    await expect(dialog.getByLabel("Número de seguimiento")).toHaveValue("UY123456789");
    await expect(dialog.getByRole("checkbox", { name: "Volver a avisar al cliente" })).not.toBeChecked();
    await dialog.getByLabel("Número de seguimiento").fill("UY987654321");
    await dialog.getByRole("button", { name: "Guardar seguimiento" }).click();
    await expect(page.getByText("Seguimiento corregido.", { exact: true })).toBeVisible();
    await expect(delivery).toContainText("UY987654321");
    await expect(rowOf(page, id)).toContainText("DAC · DAC Canelones, Treinta y Tres 500 · UY987654321");
    await expect(dialog.getByRole("region", { name: "Historial" })).toContainText("Seguimiento corregido (Enviado)");
    expect((await mails(id)).filter((k) => k === "order_shipped")).toHaveLength(1);

    // The customer's mail had the tracking; their page shows the corrected one, with the link.
    const mail = await mailOf(id, "order_shipped");
    expect(mail.subject).toBe(`Su pedido N.º ${id} fue enviado — Química Oriental`);
    expect(mail.text).toContain("Número de seguimiento: UY123456789.");
    const tracking = await customerPage(page, id);
    await expect(tracking.locator('[aria-current="step"]')).toContainText("Enviado");
    await expect(tracking).toContainText("Empresa de envío: DAC");
    await expect(tracking).toContainText("Número de seguimiento: UY987654321");
    await expect(tracking.getByRole("link", { name: /Seguir el envío/ })).toHaveAttribute(
      "href",
      "https://www.dac.com.uy/envios/rastrear",
    );
  });

  test("bulk: three orders 'En preparación' in one go, each with its mail; then one of them shipped", async ({
    page,
    request,
    adminSession,
  }) => {
    const p = await productForTest(request);
    const name = `Lote ${RUN}`;
    const ids = [
      await placeOrder(request, p, { lastName: name }),
      await placeOrder(request, p, { lastName: name }),
      await placeOrder(request, p, { lastName: name }),
    ];
    const [first, second, third] = ids as [number, number, number];
    await sql`update orders set delivery_method = 'delivery', street = 'Rivera 2020', town = 'Montevideo',
                zip = '11200' where id = ${third}`;
    await approve(adminSession, request, ...ids);
    await searchDesk(page, name);
    await expect(page.getByRole("row")).toHaveCount(4);

    // Two chosen one by one, then the whole page.
    await page.getByRole("checkbox", { name: `Elegir pedido N.º ${first}` }).check();
    await page.getByRole("checkbox", { name: `Elegir pedido N.º ${second}` }).check();
    const bar = page.getByRole("region", { name: "Pedidos elegidos" });
    await expect(bar).toContainText("2 pedidos elegidos");
    await page.getByRole("checkbox", { name: "Elegir todos los pedidos de esta página" }).check();
    await expect(bar).toContainText("3 pedidos elegidos");
    await noViolations(page);

    await bar.getByRole("button", { name: "Marcar en preparación" }).click();
    const dialog = page.getByRole("dialog", { name: "Marcar en preparación" });
    for (const id of ids) await expect(dialog).toContainText(`N.º ${id}`);
    await expect(dialog.getByRole("checkbox", { name: "Avisar a los clientes por correo" })).toBeChecked();
    await dialog.getByRole("button", { name: "Marcar en preparación (3)" }).click();
    await expect(dialog.getByRole("status")).toHaveText("3 pedidos marcados 'En preparación'.");
    await expect(dialog.getByRole("list", { name: "Resultado por pedido" }).getByRole("listitem")).toHaveCount(3);
    await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const id of ids) {
      await expect(rowOf(page, id)).toContainText("En preparación");
      await expect.poll(() => mails(id)).toContain("order_preparing");
      expect((await mails(id)).filter((k) => k === "order_preparing")).toHaveLength(1);
    }
    await expect(bar).toBeHidden();

    // 'Marcar enviados': only the delivery order can go; the pickups are listed with the reason.
    await page.getByRole("checkbox", { name: "Elegir todos los pedidos de esta página" }).check();
    await bar.getByRole("button", { name: "Marcar enviados" }).click();
    const ship = page.getByRole("dialog", { name: "Marcar enviados" });
    await expect(ship.getByText("Estos pedidos no se pueden marcar:")).toBeVisible();
    const parcel = ship.getByRole("group", { name: new RegExp(`N.º ${third} `) });
    await expect(parcel).toContainText("Montevideo");
    await ship.getByRole("button", { name: "Marcar enviados (1)" }).click();
    await expect(parcel.getByText("Indique la empresa de envío.")).toBeVisible();
    await parcel.getByLabel("Empresa de envío").fill("Reparto propio");
    await parcel.getByLabel("Número de seguimiento").fill("RP-0042");
    await noViolations(page, ".admin-bulk-dialog");
    await ship.getByRole("button", { name: "Marcar enviados (1)" }).click();
    await expect(ship.getByRole("status")).toHaveText("1 pedido marcado 'Enviado'. 2 no se pudieron marcar.");
    await expect(ship).toContainText("No se marcó: Este pedido es para retirar en el local");
    await ship.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(rowOf(page, third)).toContainText("Enviado");
    await expect(rowOf(page, third)).toContainText("Reparto propio · RP-0042");
    await expect(rowOf(page, first)).toContainText("En preparación");
    await expect.poll(() => mails(third)).toContain("order_shipped");
    // The refused ones stay chosen.
    await expect(bar).toContainText("2 pedidos elegidos");
  });

  test("an unpaid Mercado Pago order shows under 'Pago en curso' with its time left and is released", async ({
    page,
    request,
  }) => {
    const p = await productForTest(request);
    const id = await placeOrder(request, p, { lastName: `Reserva ${RUN}`, payment: "mercadopago" });
    const held = (await product(request, p.slug)).quantity;

    await page.goto("/admin/orders");
    await page
      .getByRole("navigation", { name: "Vistas de pedidos" })
      .getByRole("link", { name: /^Pago en curso/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get("status")?.replaceAll('"', "")).toBe("mercado");
    const row = rowOf(page, id);
    await expect(row).toContainText("Pago en curso");
    await expect(row).toContainText(/Vence en (5\d|60) min|Vence en 1 h 00 min/);
    await noViolations(page);

    const dialog = await openOrder(page, id);
    const moves = dialog.getByRole("group", { name: "Nuevo estado" });
    await expect(moves.getByRole("radio")).toHaveCount(1);
    await expect(moves.getByRole("radio", { name: "Liberar reserva" })).toBeChecked();
    await expect(dialog.locator(".admin-sheet__status")).toContainText(/Vence en/);
    await dialog.getByRole("button", { name: "Liberar reserva" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Liberar la reserva?" });
    await expect(confirm).toContainText("vuelven al stock");
    await confirm.getByRole("button", { name: "Sí, liberar la reserva" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/^Reserva liberada: el pedido quedó Rechazado/)).toBeVisible();
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Rechazado");
    await expect(dialog.getByRole("region", { name: "Historial" })).toContainText(
      "Reserva liberada: Pago en curso → Rechazado",
    );
    await expect(row).toContainText("Rechazado");
    await expect(row).not.toContainText("Vence en");
    expect((await product(request, p.slug)).quantity).toBe(held + 1);
  });
});
