import { readFile } from "node:fs/promises";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import postgres from "postgres";
import type { CfePrint } from "../../domain/invoices.ts";
import { decodeDrawnQr, inflatedPdf, shownText } from "../support/pdf-text.ts";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders, DEMO_ISSUER, setDemoIssuer } from "./support/admin-api.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { type Product, placeTransferOrder, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 26's 'done when', in Chromium on `npm start` with the embedded stand-in provider, under the shop's real CSP:
 * an order with a RUT, approved on the desk, gets an e-Factura whose PDF opens from the customer's order page and
 * from the approval mail's link with everything DGI asks (QR code included); one without RUT gets an e-Ticket; a
 * provider outage leaves the order approved and 'Reintentar' issues it; 'Anular venta' issues the credit note; the
 * month's export lists them all.
 */

const SEED_CLIENT = { "cf-connecting-ip": "203.0.113.49" };
const RUN = Array.from(Date.now().toString(26), (d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join("");
const COMPANY = {
  rut: "210475730011",
  companyName: "Droguería Ñandú S.R.L.",
  companyAddress: "Colonia 1234, Montevideo",
};

async function productForTest(request: APIRequestContext): Promise<Product> {
  const res = await request.get("/api/products?sort=name&page=5");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 10);
  expect(list.length, "the demo data has products with stock on page 5").toBeGreaterThan(0);
  return product(request, list.at(-1)!.slug);
}

const placeOrder = (request: APIRequestContext, p: Product, lastName: string, extra: Record<string, unknown> = {}) =>
  placeTransferOrder(request, p, {
    lastName,
    email: "factura@example.com",
    ip: SEED_CLIENT["cf-connecting-ip"],
    extra,
  });

/** The desk's order dialog, found by its number. */
async function openOrder(page: Page, id: number): Promise<Locator> {
  await page.goto("/admin/orders");
  const filters = page.getByRole("search", { name: "Buscar y filtrar pedidos" });
  await filters.getByLabel("Buscar").fill(String(id));
  await filters.getByRole("button", { name: "Buscar", exact: true }).click();
  await page
    .getByRole("row")
    .filter({ hasText: `N.º ${id}` })
    .getByRole("button", { name: /^Lucía / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
  await expect(dialog).toContainText(`Pedido N.º ${id}`);
  return dialog;
}

/** A move chosen in the dialog, as the owner does it. */
async function moveInDialog(dialog: Locator, radio: string, button: string) {
  await dialog.getByRole("group", { name: "Nuevo estado" }).getByRole("radio", { name: radio }).check();
  await dialog.getByRole("button", { name: button }).click();
}

/** What the downloaded PDF shows and the address its QR code encodes. */
async function readPdf(download: Promise<Download>) {
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const content = inflatedPdf(bytes);
  return { name: file.suggestedFilename(), text: shownText(content).join("\n"), qr: decodeDrawnQr(content).text };
}

function expectEveryElement(pdf: { text: string; qr: string | null }, print: CfePrint) {
  const date = new Date(new Date(print.issuedAt).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = date.split("-");
  for (const expected of [
    "Química Oriental S.A.",
    `RUT: ${DEMO_ISSUER.issuerRut}`,
    "Av. General Flores 2415",
    print.typeLabel,
    `Serie ${print.series}, N.º ${print.number}`,
    `Fecha de emisión: ${d}/${m}/${y}`,
    `RUT comprador: ${COMPANY.rut}`,
    `Razón social: ${COMPANY.companyName}`,
    print.document.lines[0]!.description,
    "Monto neto IVA tasa básica",
    "IVA tasa básica 22 %",
    "Total a pagar",
    `CAE N.º ${print.cae.number}`,
    `Código de seguridad: ${print.securityCode}`,
    "Puede verificar comprobante en www.efactura.dgi.gub.uy",
  ]) {
    expect(pdf.text, expected).toContain(expected);
  }
  expect(pdf.qr).toBe(print.qrUrl);
}

test.describe("e-invoices (CFE), end to end", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql`update standin_invoicing_state set down = false`;
    await sql?.end({ timeout: 2 });
  });

  test("an e-Factura from the order page and the mail, an e-Ticket, an outage, a credit note, the export", async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(120_000);
    const auth = await adminHeaders(adminSession, request);
    await setDemoIssuer(request, auth);
    const p = await productForTest(request);

    // 1. An order with a RUT, approved on the desk: its e-Factura is issued.
    const company = await placeOrder(request, p, `Empresa ${RUN}`, COMPANY);
    let dialog = await openOrder(page, company.id);
    await moveInDialog(dialog, "Aprobar", "Aprobar pedido");
    const invoices = dialog.getByRole("region", { name: "Comprobantes fiscales" });
    await expect(invoices).toContainText(/e-Factura A-\d+/);
    await expect(invoices).toContainText("Emitido");
    const print = (await (
      await request.get(`/api/admin/orders/${company.id}/cfe/cfe`, { headers: auth })
    ).json()) as CfePrint;

    // ...its PDF opens from the customer's order page, with everything DGI asks.
    await page.goto(`/shop/order/${company.id}?token=${company.accessToken}`);
    const section = page.getByRole("region", { name: "Comprobante fiscal" });
    const button = section.getByRole("button", { name: `Descargar e-Factura A-${print.number} (PDF)` });
    const fromPage = await readPdf(Promise.all([page.waitForEvent("download"), button.click()]).then(([d]) => d));
    expectEveryElement(fromPage, print);

    // ...and from the approval mail's link.
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from mail_outbox where order_id = ${company.id} and kind = 'order_approved'`;
    const link = /https?:\/\/\S+\/shop\/order\/\d+\/cfe\/cfe\?token=\S+/.exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    const fromMail = await readPdf(
      Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar PDF" }).click()]).then(
        ([d]) => d,
      ),
    );
    expectEveryElement(fromMail, print);

    // 2. Without a RUT: an e-Ticket (approved through the API; its rules: tests/api/invoices.test.ts, "is an e-Ticket
    // without a RUT"; the order page's download button is the e-Factura's above). It is in the export below.
    const consumer = await placeOrder(request, p, `Consumidor ${uniqueName()}`);
    expect(
      (
        await request.post(`/api/admin/orders/${consumer.id}/moves`, { headers: auth, data: { event: "approve" } })
      ).status(),
    ).toBe(200);
    const ticket = async () => {
      const res = await request.get(`/api/orders/${consumer.id}/cfe/cfe?token=${consumer.accessToken}`);
      return res.ok() ? ((await res.json()) as CfePrint).typeLabel : res.status();
    };
    await expect.poll(ticket).toBe("e-Ticket");

    // 3. The provider is down: the order is approved all the same; 'Reintentar' issues it once it is back.
    await sql`update standin_invoicing_state set down = true`;
    const late = await placeOrder(request, p, `Caída ${uniqueName()}`);
    dialog = await openOrder(page, late.id);
    await moveInDialog(dialog, "Aprobar", "Aprobar pedido");
    const lateInvoices = dialog.getByRole("region", { name: "Comprobantes fiscales" });
    await expect(lateInvoices).toContainText("no responde");
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Aprobado");
    await sql`update standin_invoicing_state set down = false`;
    await lateInvoices.getByRole("button", { name: /^Reintentar/ }).click();
    await expect(lateInvoices).toContainText(/e-Ticket A-\d+/);
    await expect(lateInvoices).toContainText("Emitido");

    // 4. 'Anular venta' on the invoiced sale: its credit note is issued and the customer can open it.
    dialog = await openOrder(page, company.id);
    await moveInDialog(dialog, "Anular venta", "Anular venta");
    await page.getByRole("dialog", { name: "¿Anular la venta?" }).getByRole("button", { name: /^Sí/ }).click();
    const credited = dialog.getByRole("region", { name: "Comprobantes fiscales" });
    // Issue 38, item 8: named by its own number and the CFE it cancels; the sale reads 'Anulado'.
    const noteName = new RegExp(`Nota de crédito A-\\d+ \\(anula la e-Factura A-${print.number}\\)`);
    await expect(credited).toContainText(noteName);
    await expect(dialog.locator(".admin-sheet__status")).toContainText("Anulado");
    await expect(credited.getByRole("listitem").filter({ hasText: "Nota de crédito" })).toContainText("Emitido el");
    await page.goto(`/shop/order/${company.id}?token=${company.accessToken}`);
    await expect(page.getByText(/^Anulamos esta compra\. Le devolveremos el importe por transferencia/)).toBeVisible();
    await expect(page.locator(".order-status__label")).toHaveText("Anulado");
    await expect(page.locator(".order-timeline__step--cancelled")).toContainText("Anulado");
    const note = await readPdf(
      Promise.all([
        page.waitForEvent("download"),
        page
          .getByRole("button", {
            name: new RegExp(`^Descargar Nota de crédito A-\\d+ \\(anula la e-Factura A-${print.number}\\) \\(PDF\\)$`),
          })
          .click(),
      ]).then(([d]) => d),
    );
    expect(note.text).toContain(`Referencia: e-Factura A-${print.number}`);
    expect(note.text).toContain("Total de la nota de crédito");
    expect(note.text).not.toContain("Total a pagar");

    // 5. The month's export lists the three CFEs and the credit note.
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: "Exportar", exact: true }).click();
    const month = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 7);
    await page.getByLabel("Mes de los comprobantes").selectOption(month);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar comprobantes (CSV)" }).click(),
    ]);
    const rows = (await readFile((await csv.path())!, "utf8")).split("\r\n");
    for (const [id, type] of [
      [company.id, "e-Factura"],
      [company.id, "Nota de crédito de e-Factura"],
      [consumer.id, "e-Ticket"],
      [late.id, "e-Ticket"],
    ] as const) {
      expect(
        rows.some((r) => r.includes(`;${type};A;`) && r.endsWith(`;${id}`)),
        `${type} of ${id}`,
      ).toBe(true);
    }
  });
});

/** Letters only, unique per call: the orders' names in this run. */
let counter = 0;
function uniqueName() {
  counter += 1;
  return `${RUN}${String.fromCharCode(97 + counter)}`;
}
