import type { Browser, FrameLocator, Page } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { expect } from "./support/test.ts";

/**
 * 'Correos' (issue 23): the owner sees every mail the shop sends, with sample data, as its reader gets it: the
 * HTML in a sandboxed frame (logo, button to the order), the plain text, the subject and the recipient. The mail
 * shown is in the address (?mail=<kind>); the list reads as groups ('Pedidos', 'Pagos', …). Under the shop's real
 * CSP the mail keeps its styles.
 */

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Vista previa"]');

/** The logo inside the frame has loaded (a real image, not a broken one). */
async function expectLogoLoaded(page: Page) {
  const logo = preview(page).getByRole("img", { name: "Química Oriental" });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe("the back office's mail previews", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

  test("the owner opens 'Correos', sees the order mail and its text, and picks another mail", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Correos" }).click();
    await page.waitForURL("**/admin/mails");
    await expect(page.getByRole("heading", { level: 1, name: "Correos" })).toBeVisible();
    const list = page.getByRole("navigation", { name: "Lista de correos" });
    await expect(list.getByRole("link", { name: "Pedido recibido (cliente)" })).toHaveAttribute("aria-current", "true");
    // The mails come in groups: a heading names each, and its list is labelled by it.
    await expect(list.getByRole("heading", { level: 2, name: "Empresas y cotizaciones" })).toBeVisible();
    const companies = list.getByRole("list", { name: "Empresas y cotizaciones" });
    await expect(companies.getByRole("link", { name: "Cuenta empresa aprobada (cliente)" })).toBeVisible();

    await expectLogoLoaded(page);
    const button = preview(page).getByRole("link", { name: "Ver mi pedido" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", /\/shop\/order\/1234\?token=[\w-]+$/);
    await expect(preview(page).getByRole("cell", { name: /Aceite esencial de Lavanda/ })).toBeVisible();
    await expect(page.getByText("ana.perez@example.com", { exact: true })).toBeVisible();
    await expect(page.getByText("Pedido N.º 1234 recibido — Química Oriental", { exact: true })).toBeVisible();
    expect(await audit(page)).toEqual([]);

    await page.getByRole("button", { name: "Texto sin formato" }).click();
    await expect(page.locator(".admin-mails__text")).toContainText("Ver mi pedido: http");
    await expect(page.locator(".admin-mails__text")).toContainText("Total: $");

    await list.getByRole("link", { name: "Mensaje de contacto (tienda)" }).click();
    await expect(page).toHaveURL(/\/admin\/mails\?mail=contact_message$/);
    await expect(page.getByRole("heading", { level: 2, name: "Mensaje de contacto (tienda)" })).toBeVisible();
    await expect(preview(page).getByText("¿tienen aceite esencial de lavanda", { exact: false })).toBeVisible();
    expect(await audit(page)).toEqual([]);

    // Issue 40: a withdrawal of one line of the sample order.
    await list.getByRole("link", { name: "Arrepentimiento recibido (cliente)" }).click();
    await expect(page).toHaveURL(/\?mail=withdrawal_ack$/);
    await expect(preview(page).getByText("Glicerina vegetal 500 cc: 1 unidad")).toBeVisible();

    await list.getByRole("link", { name: "Mensaje de contacto (tienda)" }).click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Mensaje de contacto (tienda)" })).toBeVisible();
    await expectLogoLoaded(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a page opened at a mail further down shows that mail's entry in the list", async ({ page }) => {
    await page.goto("/admin/mails?mail=contact_message");
    await expect(page.getByRole("heading", { level: 2, name: "Mensaje de contacto (tienda)" })).toBeVisible();
    const current = page.getByRole("navigation", { name: "Lista de correos" }).locator('[aria-current="true"]');
    await expect(current).toHaveText("Mensaje de contacto (tienda)");
    // The list scrolls within a few rows below 900 px: its last group's entry is shown, and the page stays at its top.
    await expect(current).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

async function cspPage(browser: Browser, session: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext({ ...session, viewport: { width: 1280, height: 900 }, bypassCSP: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test("under the shop's CSP the preview keeps the mail's styles and its logo", async ({ browser, adminSession }) => {
  const { page, close } = await cspPage(browser, {
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 8799}`,
    storageState: adminSession,
  });
  await page.goto("/admin/mails?mail=order_confirmation");
  await expectLogoLoaded(page);
  const button = preview(page).getByRole("link", { name: "Ver mi pedido" });
  await expect(button).toHaveCSS("background-color", "rgb(47, 93, 80)");
  await expect(button).toHaveCSS("color", "rgb(255, 255, 255)");
  await close();
});
