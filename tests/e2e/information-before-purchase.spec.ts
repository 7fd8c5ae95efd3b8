import type { APIRequestContext, Page } from "@playwright/test";
import { TERMS_REQUIRED } from "../../domain/schemas/checkout.ts";
import { apiAdminToken } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { overflow } from "./support/page-checks.ts";
import { fillCart, product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 40, section 2 (decision 030), once through: the seller named from Facturación in the footer and at checkout,
 * the total broken down with the safety warnings, the terms' checkbox required (refused on the field without it),
 * the order placed with it, and its page linking the version accepted, which shows that text with no placeholder.
 * At 1280×800, then the same pages at 390×844; axe clean. State is set through the API.
 */

const LEGAL_NAME = "Química Oriental S.A.";
const RUT = "211234560019";

/** The issuer as the invoicing specs set it (the same values), keeping the shop's e-Ticket threshold. */
async function setSeller(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiAdminToken(request)}` };
  const now = (await (await request.get("/api/admin/invoice-settings", { headers })).json()) as {
    identifyBuyerFrom: number;
  };
  const data = {
    issuerRut: RUT,
    legalName: LEGAL_NAME,
    address: "Av. General Flores 2415",
    city: "Montevideo",
    department: "Montevideo",
    identifyBuyerFrom: now.identifyBuyerFrom,
  };
  expect((await request.put("/api/admin/invoice-settings", { headers, data })).status()).toBe(200);
}

async function openCheckout(page: Page, request: APIRequestContext) {
  await fillCart(page, await product(request, "aceite-esencial-de-lavanda"), 1);
  await page.goto("/shop/checkout");
  const form = page.getByRole("form", { name: "Datos del pedido" });
  await expect(form.getByRole("button", { name: "Confirmar pedido" })).toBeVisible();
  return form;
}

/**
 * The footer's seller line, scrolled to: the footer is painted only near the screen (content-visibility, decision
 * 010), and axe measured its text against the page's background while it was not.
 */
async function expectFooterSeller(page: Page) {
  const line = page.getByRole("contentinfo").locator(".site-footer__seller");
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  await expect(line).toContainText(`${LEGAL_NAME} · RUT ${RUT}`);
}

test.describe("information before purchase", () => {
  test.setTimeout(120_000);

  test("seller, breakdown and warnings at checkout; the terms' box required; the order links the version", async ({
    page,
    request,
  }) => {
    await setSeller(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    const form = await openCheckout(page, request);
    await form.getByLabel("Correo electrónico").fill("terminos@example.com");
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Apellido").fill("Fernández");
    await form.getByLabel("Teléfono").fill("099 123 456");

    // Before 'Confirmar pedido': the total broken down, the warnings, the seller.
    const summary = page.getByRole("complementary", { name: "Su pedido" });
    await expect(summary.getByText("Productos", { exact: true })).toBeVisible();
    await expect(summary.getByText("Retiro en el local", { exact: true })).toBeVisible();
    await expect(summary.getByText("Total (impuestos incluidos)")).toBeVisible();
    await expect(summary).toContainText(
      "manténgalos fuera del alcance de los niños, lea la etiqueta y la hoja de seguridad",
    );
    await expect(summary).toContainText(`${LEGAL_NAME} · RUT ${RUT}`);
    await expectFooterSeller(page);

    // Without the box: refused on the field, in Spanish.
    const box = form.getByRole("checkbox", { name: /He leído y acepto los Términos y condiciones/ });
    await expect(summary.getByRole("link", { name: /Términos y condiciones/ })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    await expect(summary.getByRole("link", { name: /Política de privacidad/ })).toHaveAttribute("href", "/privacy");
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(form.getByText(TERMS_REQUIRED)).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog", { name: "Pedido creado" })).toHaveCount(0);
    expect(await audit(page)).toEqual([]);

    // With it: the order is placed, and its page links the Términos it accepted.
    await box.check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
    const accepted = page.getByRole("link", { name: /Términos y condiciones \(versión \d+\)/ });
    await expect(accepted).toBeVisible();
    const orderUrl = page.url();
    const href = (await accepted.getAttribute("href")) ?? "";
    const version = /[?&]version=(\d+)/.exec(href)?.[1];
    expect(version, href).toBeTruthy();
    expect(await audit(page)).toEqual([]);

    await accepted.click();
    await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
    await expect(page.getByText(`Versión ${version} de los Términos y condiciones, publicada el`)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Derecho de arrepentimiento/ })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/\[PENDIENTE|Reemplace/);
    await expectFooterSeller(page);
    expect(await audit(page)).toEqual([]);

    // The current terms: no placeholder either.
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { name: /Derecho de arrepentimiento/ })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/\[PENDIENTE|Reemplace/);

    // The same pages at 390×844: nothing wider than the screen, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    const small = await openCheckout(page, request);
    await expect(small.getByRole("checkbox", { name: /He leído y acepto/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Su pedido" })).toContainText(`RUT ${RUT}`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await audit(page)).toEqual([]);
    for (const url of [orderUrl, `/terms-and-conditions?version=${version}`]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectFooterSeller(page);
      expect(await overflow(page), url).toBeLessThanOrEqual(0);
      expect(await audit(page), url).toEqual([]);
    }
  });
});
