import type { Page } from "@playwright/test";
import { formatUYU } from "../../domain/money.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { drawnPng } from "./support/photo.ts";
import { expect } from "./support/test.ts";

/**
 * The owner runs the catalogue from the back office on `npm start` (the session signed in once per run): adds an oil with two sizes and a
 * photo (a real PNG through the file input, resized and uploaded by the browser), finds it in /shop at its
 * price with its photo, changes the price and sees the shop follow, turns it into a draft and sees it leave
 * the shop, and deletes it. The products page and its form are checked with axe.
 */

/** A save is one request and a transaction; room for a loaded machine (two cores shared with other runs). */
const SAVE = 30_000;

/** axe-core (WCAG 2.2 A/AA) on the page as it is: no violations. */
async function expectNoAxeViolations(page: Page, what: string) {
  expect(await audit(page), what).toEqual([]);
}

/** The shop's card of the product found by name, or nothing. */
const shopCard = (page: Page, name: string) => page.locator("article.product-card").filter({ hasText: name });

test.describe("back office products", () => {
  // axe is injected as a script; the shop's CSP (script-src 'self') would refuse it.
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(120_000);

  test("add an oil with two sizes and a photo, see it in the shop, change its price, draft it, delete it", async ({
    page,
  }) => {
    const name = `Aceite de Pomelo E2E ${Date.now().toString(36)}`;
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Productos" })).toBeVisible();
    await expectNoAxeViolations(page, "products page");

    // Add
    await page.getByRole("button", { name: "Añadir producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir producto" });
    await expect(dialog).toBeVisible();
    // Nothing filled in: the SPEC's message and the fields marked.
    await dialog.getByRole("button", { name: "Crear producto" }).click();
    await expect(page.getByText("Rellene los campos *").first()).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Nombre", exact: true })).toHaveAttribute("aria-invalid", "true");

    // The asterisk is seen, not read: the field's name is 'Nombre', and the control says it is required.
    await expect(dialog.getByRole("textbox", { name: "Nombre", exact: true })).toHaveAttribute("aria-required", "true");
    await expect(dialog.getByRole("group", { name: "Tamaños, precios y stock", exact: true })).toBeVisible();
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
    await expect(dialog.getByLabel("Slug (dirección)")).toHaveValue(/^aceite-de-pomelo-e2e-/);
    await dialog.getByLabel("Categoría").selectOption({ index: 1 });
    await expect(dialog.getByRole("radio", { name: "Stock por presentación" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "30 cc" }).check();
    await dialog.getByLabel("Precio de 30 cc").fill("450");
    await dialog.getByLabel("Stock de 30 cc (unidades)").fill("20");
    await dialog.getByRole("checkbox", { name: "100 cc" }).check();
    await dialog.getByLabel("Precio de 100 cc").fill("900");
    await dialog.getByLabel("Nuevo beneficio").fill("Aroma cítrico");
    await dialog.getByRole("button", { name: "Agregar", exact: true }).first().click();
    await expect(dialog.getByText("Aroma cítrico")).toBeVisible();
    await dialog
      .getByTestId("image-input")
      .first()
      .setInputFiles({
        name: "pomelo.png",
        mimeType: "image/png",
        buffer: await drawnPng(page, { width: 600, height: 400 }),
      });
    // Resized, uploaded, and listed with its alt text (empty: the product's name).
    await expect(dialog.getByLabel("Texto alternativo de la imagen 1")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole("button", { name: "Crear producto" })).toBeEnabled();
    await expectNoAxeViolations(page, "product form");
    await dialog.getByRole("button", { name: "Crear producto" }).click();
    await expect(page.getByText("Producto creado exitosamente.")).toBeVisible({ timeout: SAVE });
    await expect(dialog).toBeHidden();
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText(formatUYU(450));

    // The shop shows it at its price with its photo.
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(shopCard(page, name)).toContainText(formatUYU(450));
    const img = shopCard(page, name).locator("img").first();
    await expect(img).toHaveAttribute("src", /\/media\/images\//);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // Edit the price: the shop follows.
    await page.goto("/admin/products");
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar producto" });
    await edit.getByLabel("Precio de 30 cc").fill("520");
    // Typed into 'Nuevo uso' and 'Nueva dosis' without pressing 'Agregar': saved all the same, never dropped.
    await edit.getByLabel("Nuevo uso", { exact: true }).fill("Difusor: 5 gotas");
    await edit.getByLabel("Nueva dosis", { exact: true }).fill("Una gota por cada 10 ml");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Producto editado exitosamente.")).toBeVisible({ timeout: SAVE });
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(formatUYU(520));
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(shopCard(page, name)).toContainText(formatUYU(520));

    // A draft leaves the shop.
    await page.goto("/admin/products");
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const again = page.getByRole("dialog", { name: "Editar producto" });
    await expect(again.getByRole("group", { name: "Usos" })).toContainText("Difusor: 5 gotas");
    await expect(again.getByRole("group", { name: "Dosis" })).toContainText("Una gota por cada 10 ml");
    await expect(again.getByLabel("Nuevo uso", { exact: true })).toHaveValue("");
    await again.getByRole("checkbox", { name: /Publicado/ }).uncheck();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Producto editado exitosamente.")).toBeVisible({ timeout: SAVE });
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Borrador");
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No hay productos.")).toBeVisible();
    await expect(shopCard(page, name)).toHaveCount(0);

    // Delete, after confirming.
    await page.goto("/admin/products");
    await page.getByRole("button", { name: `Eliminar ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar producto" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Se ha eliminado el producto correctamente")).toBeVisible({ timeout: SAVE });
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });
});
