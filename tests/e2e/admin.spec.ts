import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import postgres from "postgres";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminTest } from "./support/admin.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { type Product, product } from "./support/shop-helpers.ts";

/**
 * The back office end to end on `npm start`: the demo admin signs in, finds an order placed through the API,
 * approves it (the confirmation mail is queued), is refused when a stale tab tries to cancel it, exports the
 * list as CSV and signs out. Without a session an admin page lands on the login.
 */

/** A product with stock that the other end-to-end files leave alone. */
async function productForTest(request: APIRequestContext): Promise<Product> {
  const res = await request.get("/api/products?sort=name&page=4");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 3);
  expect(list.length, "the demo data has products with stock on page 4").toBeGreaterThan(0);
  return product(request, list[0]!.slug);
}

// A 1×1 PNG: the transfer receipt the order carries.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A bank-transfer order with its receipt, placed as the checkout would: pending, waiting for the owner. */
async function placeOrder(request: APIRequestContext, lastName: string): Promise<number> {
  const p = await productForTest(request);
  const upload = await request.post("/api/uploads/receipt", {
    multipart: { file: { name: "comprobante.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { id: receiptFileId } = (await upload.json()) as { id: string };
  const res = await request.post("/api/orders", {
    data: {
      email: "panel@example.com",
      firstName: "Valentina",
      lastName,
      phone: "099 321 654",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      note: "Retira su hermana.",
      receiptFileId,
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 }],
      idempotencyKey: `admin-e2e-${Date.now()}`,
    },
  });
  expect(res.status()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; status: string } };
  expect(order.status).toBe("pending");
  return order.id;
}

async function signIn(page: Page, { wrongFirst = false } = {}) {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Panel Admin" })).toBeVisible();
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  if (wrongFirst) {
    await form.getByLabel("Contraseña").fill("una-clave-equivocada");
    await form.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Correo o contraseña incorrectos.");
    // The failure takes the focus (useFormProblem), so a keyboard or screen-reader user lands on it.
    await expect(page.getByRole("alert")).toBeFocused();
  }
  await form.getByLabel("Contraseña").fill(ADMIN_PASSWORD);
  await form.getByLabel("Contraseña").press("Enter");
  await expect(page.getByText("Ha iniciado sesión")).toBeVisible();
  await page.waitForURL("**/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Panel" })).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
}

test.describe("back office", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("/admin/orders without a session lands on the login", async ({ page }) => {
    await page.goto("/admin/orders");
    await page.waitForURL("**/admin/login");
    await expect(page.getByRole("heading", { name: "Panel Admin" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Secciones del panel" })).toHaveCount(0);
  });

  test("sign in, approve an order, refused cancel, CSV, sign out", async ({ page, request }) => {
    const id = await placeOrder(request, "Núñez");
    await signIn(page, { wrongFirst: true });

    // The orders desk: search for the order by its number (the search goes into the URL).
    await page.getByRole("navigation", { name: "Secciones del panel" }).getByRole("link", { name: "Pedidos" }).click();
    await page.waitForURL("**/admin/orders");
    const filters = page.getByRole("search", { name: "Buscar y filtrar pedidos" });
    await filters.getByLabel("Buscar").fill(String(id));
    await filters.getByRole("button", { name: "Buscar", exact: true }).click();
    // The router writes an all-digit string as JSON ('"1004"'), so that it reads back as a string.
    await expect.poll(() => new URL(page.url()).searchParams.get("q")?.replaceAll('"', "")).toBe(String(id));
    const row = page.getByRole("row").filter({ hasText: `N.º ${id}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Valentina Núñez");
    await expect(row).toContainText("Retiro");
    await expect(row).toContainText("Transferencia");
    await expect(row).toContainText("Comprobante");
    await expect(row).toContainText("Pendiente");

    // 'Ver/Cambiar estado': the order, then approve it.
    await row.getByRole("button", { name: "Valentina Núñez" }).click();
    const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
    await expect(dialog).toContainText(`Pedido N.º ${id}`);
    await expect(dialog).toContainText("Retira su hermana.");
    await expect(dialog).toContainText("panel@example.com");
    await expect(dialog.getByRole("button", { name: "Imprimir" })).toBeVisible();
    // The receipt, fetched with the admin's token and shown from memory.
    const receipt = dialog.getByRole("img", { name: `Comprobante de transferencia del pedido ${id}` });
    await expect(receipt).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // Meanwhile another tab of the desk approves it: its moves are the ones the rules table allows.
    const other = await page.context().newPage();
    await other.goto(`/admin/orders?q=${id}`);
    const otherRow = other.getByRole("row").filter({ hasText: `N.º ${id}` });
    await otherRow.getByRole("button", { name: "Valentina Núñez" }).click();
    const otherDialog = other.getByRole("dialog", { name: "Ver/Cambiar estado" });
    const moves = otherDialog.getByRole("group", { name: "Nuevo estado" });
    await expect(moves.getByRole("radio")).toHaveCount(2);
    await expect(moves.getByRole("radio", { name: "Rechazar" })).toBeVisible();
    await moves.getByRole("radio", { name: "Aprobar" }).check();
    await otherDialog.getByLabel("Nota (opcional)").fill("Transferencia recibida en el BROU.");
    await otherDialog.getByRole("button", { name: "Aprobar pedido" }).click();
    await expect(other.getByText("Estado cambiado a Aprobado. Se avisó al cliente por correo.")).toBeVisible();
    // The dialog stays open on the order as it is now, and so does the row.
    await expect(otherDialog.locator(".admin-sheet__status")).toContainText("Aprobado");
    await expect(otherDialog).toContainText("Transferencia recibida en el BROU.");
    await expect(moves.getByRole("radio", { name: "Rechazar" })).toHaveCount(0);
    await expect(otherRow).toContainText("Aprobado");
    await expect
      .poll(async () =>
        (await sql`select kind from mail_outbox where order_id = ${id} order by kind`).map((r) => r.kind),
      )
      .toContain("order_approved");
    await other.close();

    // The first tab still offers 'Rechazar': the server refuses to cancel an approved order, the refusal shows
    // in the dialog, and the dialog and the row catch up with the order.
    await dialog.getByRole("group", { name: "Nuevo estado" }).getByRole("radio", { name: "Rechazar" }).check();
    await dialog.getByRole("button", { name: "Rechazar pedido" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("No se puede cancelar una compra que ya fue aprobada.");
    await expect(dialog.getByRole("alert")).toBeFocused();
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Aprobado");
    await expect(row).toContainText("Aprobado");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Aprobado");

    // Export: the filtered list as CSV for Excel (BOM, ';', the SPEC's columns).
    // The exports sit in the desk's 'Exportar' menu (issue 41).
    await page.getByRole("button", { name: "Exportar", exact: true }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...lines] = csv.slice(1).trim().split(/\r?\n/);
    expect(header).toBe(
      "N.º de pedido;Nombre;Fecha creación;Fecha de entrega;Forma de envío;Forma de pago;Canal;RUT;Dirección;Zona;C.P.;Teléfono;Mail;Subtotal;Cupón;Descuento por cupón;Descuento por transferencia;Costo de envío;Total;Estado;Preparación;Empresa de envío;Número de seguimiento;Agencia",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Valentina Núñez");

    // Sign out: back to the login, and the orders desk is closed again.
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByText("Ha cerrado sesión")).toBeVisible();
    await page.waitForURL("**/admin/login");
    await page.goto("/admin/orders");
    await page.waitForURL("**/admin/login");
  });
});

adminTest.describe("a stored session", () => {
  adminTest.use({ viewport: { width: 1280, height: 900 } });

  adminTest("an expired session goes back to the login with a message", async ({ page }) => {
    // The session signed in once per run (support/admin.ts), in this test's own browser context.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Panel" })).toBeVisible();
    // The stored session's token stops being valid (as when it expires): the next call is refused with 401.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("qo-admin-auth") ?? "{}") as { access_token?: string };
      stored.access_token = `${stored.access_token?.slice(0, -4)}AAAA`;
      localStorage.setItem("qo-admin-auth", JSON.stringify(stored));
    });
    await page.reload();
    await page.waitForURL("**/admin/login");
    await expect(page.getByRole("alert")).toHaveText("Su sesión venció. Inicie sesión nuevamente.");
  });
});

test.describe("admin tokens on the running shop", () => {
  test("a token signed with a secret anyone could read in the source is refused", async ({ request, baseURL }) => {
    const { SignJWT } = await import("jose");
    const now = Math.floor(Date.now() / 1000);
    // The secret the embedded sign-in used before each data directory got its own random one.
    for (const secret of [
      "secreto-local-de-desarrollo-para-tokens-de-admin",
      "secreto-solo-para-pruebas-automaticas-de-tokens",
    ]) {
      const forged = await new SignJWT({
        email: "intruso@example.com",
        role: "authenticated",
        app_metadata: { role: "admin" },
      })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject("7c2b5a43-0e54-4c36-9a8d-3b1c2a6e1f00")
        .setIssuer(new URL("/auth/v1", baseURL).toString())
        .setAudience("authenticated")
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(secret));
      const res = await request.get("/api/admin/orders", { headers: { authorization: `Bearer ${forged}` } });
      expect(res.status(), secret).toBe(401);
    }
  });
});
