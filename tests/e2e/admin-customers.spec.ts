import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { formatUYU } from "../../domain/money.ts";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { stockedProduct } from "./support/shop-api.ts";
import { placeTransferOrder } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Clientes and Ajustes in sections (issue 41, items 3 and 5), in the browser once: a customer with two orders (one
 * paid) is found, sorted by 'Total gastado' from its header, opened with their orders linked to the desk, and
 * exported as a CSV that Excel reads with its accents; Facturación is one click from Ajustes; axe at 1280 and 390 px.
 * The rules, refusals and edge cases are API tests (tests/api/admin-customers.test.ts, settings.test.ts).
 */
const shots = !!process.env.CUSTOMERS_SHOTS; // CUSTOMERS_SHOTS=1: screenshots of Clientes under /tmp/customers-*

test.describe("Clientes and Ajustes in sections", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function twoOrders(request: APIRequestContext, auth: Record<string, string>, email: string) {
    const p = await stockedProduct(request);
    const first = await placeTransferOrder(request, p, { lastName: "Núñez", email, ip: "203.0.113.71" });
    const second = await placeTransferOrder(request, p, { lastName: "Núñez", email, ip: "203.0.113.71" });
    const approved = await request.post(`/api/admin/orders/${first.id}/moves`, {
      headers: auth,
      data: { event: "approve" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const order = (await (await request.get(`/api/admin/orders/${first.id}`, { headers: auth })).json()) as {
      order: { total: number };
    };
    return { first: first.id, second: second.id, paid: order.order.total };
  }

  test("a customer is listed with their orders and total, sorted, opened and exported; Facturación is one click away", async ({
    page,
    request,
    adminSession,
  }) => {
    const auth = await adminHeaders(adminSession, request);
    const email = `clienta.${Date.now().toString(36)}@example.com`;
    const { first, second, paid } = await twoOrders(request, auth, email);

    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    const table = page.getByRole("table", { name: /Clientes/ });
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Lucía Núñez");
    await expect(row.getByRole("cell").nth(1)).toContainText("2"); // two orders
    await expect(row).toContainText("1 pagado");
    await expect(row).toContainText(formatUYU(paid));
    expect(await audit(page), "Clientes at 1280 px").toEqual([]);
    if (shots) await page.screenshot({ path: "/tmp/customers-1280.png" });

    // Sorting from the header: a button, aria-sort on its column, kept in the URL.
    const spent = table.getByRole("columnheader", { name: /Total gastado/ });
    await spent.getByRole("button").click();
    await expect(spent).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/sortBy=-spent/);
    await spent.getByRole("button").press("Enter");
    await expect(spent).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/[?&]sortBy=spent(&|$)/);

    // The CSV for Excel: BOM, ';', the accents intact.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await readFile((await (await download).path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = file.subarray(3).toString("utf8");
    expect(csv.split("\r\n")[0]).toContain("Nombre;Correo electrónico;Teléfono");
    expect(csv).toContain(`Lucía Núñez;${email};099 444 777;;;2;1;${paid};`);

    // The customer's page: their orders, each a link to the desk.
    await row.getByRole("link", { name: "Lucía Núñez" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lucía Núñez" })).toBeVisible();
    const orders = page.getByRole("table", { name: /Pedidos del cliente/ });
    await expect(orders.getByRole("link")).toHaveText([`N.º ${second}`, `N.º ${first}`]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await audit(page), "a customer's page at 390 px").toEqual([]);
    await page.getByRole("link", { name: "← Volver a Clientes" }).click();
    await expect(page).toHaveURL(/[?&]sortBy=spent(&|$)/);
    await expect(page.getByRole("table", { name: /Clientes/ })).toBeVisible();
    // The list read again (dimmed while it loads): audited once it is there.
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    expect(await audit(page), "Clientes at 390 px").toEqual([]);
    // At 390 px each customer is a card (as the products are): nothing scrolls sideways, the figures say what they
    // are, and 'Ordenar por' sorts in place of the hidden headers.
    const card = page
      .getByRole("table", { name: /Clientes/ })
      .getByRole("row")
      .filter({ hasText: email });
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe("grid");
    await expect(card.getByText("Total gastado:")).toBeVisible();
    const sideways = () =>
      page.evaluate(() => {
        const wrap = document.querySelector(".admin-table-wrap")!;
        return Math.max(wrap.scrollWidth - wrap.clientWidth, document.scrollingElement!.scrollWidth - innerWidth);
      });
    if (shots) await page.screenshot({ path: "/tmp/customers-390.png", fullPage: true });
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByLabel("Ordenar por").selectOption({ label: "Pedidos: más primero" });
    await expect(page).toHaveURL(/sortBy=-orders/);
    await page.getByRole("link", { name: "Lucía Núñez" }).first().click();
    await page.getByRole("link", { name: `N.º ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?order=${first}`));
    await expect(page.getByRole("dialog")).toContainText(`Pedido N.º ${first}`);

    // Ajustes: its sections as links; Facturación one click away, with its own form.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/settings");
    const sections = page.getByRole("navigation", { name: "Secciones de Ajustes" });
    await expect(sections.getByRole("link", { name: "Tienda" })).toHaveAttribute("aria-current", "page");
    expect(await audit(page), "Ajustes > Tienda at 1280 px").toEqual([]);
    await sections.getByRole("link", { name: "Facturación" }).click();
    await expect(page).toHaveURL(/section=facturacion/);
    await expect(page.getByRole("form", { name: "Datos de facturación" })).toBeVisible();
    await expect(page.getByRole("form", { name: /Ajustes:/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await sections.getByRole("link", { name: "Días no laborables" }).click();
    await expect(page.getByRole("region", { name: "Días no laborables" })).toBeVisible();
    expect(await audit(page), "Ajustes > Días no laborables at 390 px").toEqual([]);
  });
});
