import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { fullBrowser } from "./support/chromium.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { type Product, placeTransferOrder, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

// 'Ver PDF' opens the PDF in a new tab: the full browser shows it there (the headless shell would download it).
test.use({ launchOptions: fullBrowser() });

/**
 * E-invoices in the back office (issue 26), on `npm start` with the embedded stand-in provider: Ajustes >
 * Facturación checked and saved; an approved order whose e-Ticket the provider refuses (its CAE expired) is
 * counted on the desk, listed by the notice's filter, shown refused with the reason in the order's dialog, and
 * issued by 'Reintentar' once the CAE is valid again; its PDF downloads; 'Anular venta' asks first; the month's
 * export downloads.
 */

const SEED_CLIENT = { "cf-connecting-ip": "203.0.113.48" };
const RUN = Array.from(Date.now().toString(26), (d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join("");
const ISSUER = {
  issuerRut: "210475730011",
  legalName: "Química Oriental S.A.",
  address: "Av. General Flores 2415",
  city: "Montevideo",
  department: "Montevideo",
  identifyBuyerFrom: 32000,
};

async function productForTest(request: APIRequestContext): Promise<Product> {
  const res = await request.get("/api/products?sort=name&page=5");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 10);
  expect(list.length, "the demo data has products with stock on page 5").toBeGreaterThan(0);
  return product(request, list[0]!.slug);
}

const placeOrder = async (request: APIRequestContext, p: Product, lastName: string) =>
  (await placeTransferOrder(request, p, { lastName, email: "cfe@example.com", ip: SEED_CLIENT["cf-connecting-ip"] }))
    .id;

async function noViolations(page: Page, scope?: string) {
  const found = await audit(page, scope);
  expect(found, found.join("\n\n")).toEqual([]);
}

test.describe("back office: e-invoices", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("Ajustes > Facturación: the issuer is checked, saved and read back; the provider is named", async ({ page }) => {
    await page.goto("/admin/settings?section=facturacion");
    const section = page.getByRole("region", { name: "Facturación" });
    await expect(section).toContainText("Proveedor de prueba (local)");
    await expect(section).toContainText("BILLER_API_TOKEN");
    const form = section.getByRole("form", { name: "Datos de facturación" });
    await form.getByLabel("RUT emisor").fill("21.047573-001 2");
    await form.getByLabel("Razón social").fill(ISSUER.legalName);
    await form.getByLabel("Domicilio fiscal").fill(ISSUER.address);
    await form.getByLabel("Ciudad").fill(ISSUER.city);
    await form.getByLabel("Departamento").selectOption(ISSUER.department);
    await form.getByLabel("Identificar al comprador en e-Ticket desde ($)").fill("32000");
    await expect(form.getByText("DGI pide el documento del comprador cuando la compra supera 5.000 UI.")).toBeVisible();
    await form.getByRole("button", { name: "Guardar datos de facturación" }).click();
    await expect(form.getByText("El RUT no es válido: revise sus 12 dígitos.")).toBeVisible();
    await expect(form.getByLabel("RUT emisor")).toHaveAttribute("aria-invalid", "true");
    await noViolations(page, "#facturacion");

    await form.getByLabel("RUT emisor").fill("21.047573-001 1");
    await form.getByRole("button", { name: "Guardar datos de facturación" }).click();
    await expect(page.getByText("Los datos de facturación fueron guardados.")).toBeVisible();
    await expect(form.getByLabel("RUT emisor")).toHaveValue("210475730011");
    const [saved] = await sql<{ rut: string; name: string }[]>`
      select issuer_rut as rut, legal_name as name from invoice_settings`;
    expect(saved).toEqual({ rut: "210475730011", name: ISSUER.legalName });

    await page.reload();
    const again = page.getByRole("form", { name: "Datos de facturación" });
    await expect(again.getByLabel("Razón social")).toHaveValue(ISSUER.legalName);
    await expect(again.getByLabel("Departamento")).toHaveValue("Montevideo");
    await expect(again.getByLabel("Identificar al comprador en e-Ticket desde ($)")).toHaveValue("32000");
  });

  test("a refused e-Ticket: the desk's notice, its filter, the reason in the dialog, 'Reintentar', the PDF", async ({
    page,
    request,
    adminSession,
  }) => {
    const auth = await adminHeaders(adminSession, request);
    expect((await request.put("/api/admin/invoice-settings", { headers: auth, data: ISSUER })).status()).toBe(200);

    // The e-Ticket's CAE has expired: the provider refuses it, the order stays approved.
    await sql`update standin_cae_ranges set expires_on = date '2020-12-31' where cfe_type = 101`;
    try {
      const p = await productForTest(request);
      const id = await placeOrder(request, p, `Factura ${RUN}`);
      const approved = await request.post(`/api/admin/orders/${id}/moves`, {
        headers: auth,
        data: { event: "approve" },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await expect
        .poll(async () => (await sql`select status from invoices where order_id = ${id} and kind = 'cfe'`)[0]?.status)
        .toBe("refused");

      await page.goto("/admin/orders");
      const notice = page.locator(".admin-invoicing-notice").filter({ hasText: "sin comprobante fiscal" });
      await expect(notice).toContainText(/\d+ pedidos? aprobados? sin comprobante fiscal/);
      await expect(notice).toContainText("rechazado");
      await expect(notice).toHaveClass(/admin-alert--error/);
      await notice.getByRole("button", { name: "Ver esos pedidos" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("invoice")?.replaceAll('"', "")).toBe("missing");
      await expect(page.getByRole("search").getByLabel("Comprobante fiscal")).toHaveValue("missing");
      const row = page.getByRole("row").filter({ hasText: `N.º ${id}` });
      await row.getByRole("button", { name: /^Lucía / }).click();

      const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
      const invoices = dialog.getByRole("region", { name: "Comprobantes fiscales" });
      await expect(invoices).toContainText("e-Ticket");
      await expect(invoices).toContainText("Rechazado");
      await expect(invoices).toContainText("Motivo del rechazo: La constancia de CAE");
      await expect(dialog.locator(".admin-sheet__status")).toContainText("Aprobado");
      await noViolations(page, ".admin-order-dialog");

      // The CAE is renewed: 'Reintentar' issues it, and the dialog shows it issued with its number.
      await sql`update standin_cae_ranges set expires_on = date '2028-12-31' where cfe_type = 101`;
      await invoices.getByRole("button", { name: /^Reintentar/ }).click();
      await expect(page.getByText(/^Comprobante emitido: e-Ticket A-\d+\.$/)).toBeVisible();
      await expect(invoices).toContainText("Emitido el");
      const name = (await invoices.locator("strong").first().textContent()) ?? "";
      expect(name).toMatch(/^e-Ticket A-\d+$/);

      // 'Ver PDF' opens the PDF in a new tab and downloads nothing; 'Descargar PDF' saves it (issue 38, item 17).
      let downloads = 0;
      page.on("download", () => {
        downloads += 1;
      });
      const popup = page.waitForEvent("popup");
      await invoices.getByRole("button", { name: /^Ver PDF/ }).click();
      const tab = await popup;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      const shown = await page.evaluate(async (href) => {
        const res = await fetch(href);
        return {
          type: res.headers.get("content-type"),
          head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
        };
      }, tab.url());
      expect(shown).toEqual({ type: "application/pdf", head: "%PDF-" });
      expect(downloads).toBe(0);
      await tab.close();

      const download = page.waitForEvent("download");
      await invoices.getByRole("button", { name: /^Descargar PDF/ }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toBe(`pedido-${id}-${name.toLowerCase().replace(/\s+/g, "-")}.pdf`);
      const bytes = await readFile((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

      // 'Anular venta' asks first, in the owner's words; 'No' leaves the sale as it was.
      const moves = dialog.getByRole("group", { name: "Nuevo estado" });
      await moves.getByRole("radio", { name: "Anular venta" }).check();
      await dialog.getByRole("button", { name: "Anular venta" }).click();
      const confirm = page.getByRole("dialog", { name: "¿Anular la venta?" });
      await expect(confirm).toContainText(
        "Anular la venta devuelve el stock y marca el pedido para reintegrar el dinero. Si tiene comprobante fiscal, se emite su nota de crédito.",
      );
      await confirm.getByRole("button", { name: "No, mantener la venta" }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog.locator(".admin-sheet__status")).toContainText("Aprobado");
    } finally {
      await sql`update standin_cae_ranges set expires_on = date '2028-12-31' where cfe_type = 101`;
    }
  });

  test("the accountant's export: the month before by default, as a CSV", async ({ page }) => {
    await page.goto("/admin/orders");
    // The month and the CFE export sit in the desk's 'Exportar' menu (issue 41).
    await page.getByRole("button", { name: "Exportar" }).click();
    const month = page.getByLabel("Mes de los comprobantes");
    const now = new Date(Date.now() - 3 * 3600_000);
    const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await expect(month).toHaveValue(before);
    const current = now.toISOString().slice(0, 7);
    await month.selectOption(current);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar comprobantes (CSV)" }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe(`comprobantes-${current}.csv`);
    expect((await readFile((await csv.path())!, "utf8")).length).toBeGreaterThan(0);
  });
});
