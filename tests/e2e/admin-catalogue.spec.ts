import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { roundToStep } from "../../domain/price-change.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { money, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * The owner changes the catalogue in bulk from the back office on `npm start`: downloads the catalogue as a CSV,
 * edits two prices in it (as Excel would save it), imports it, sees exactly those two in the preview, applies
 * them and finds them in the shop; then raises a category 10 % rounded to $ 5, previews, applies, checks the
 * shop, and undoes it. The page is checked with axe at each step.
 */

/** A preview or an apply is one request and a transaction; room for a loaded machine. */
const SAVE = 30_000;
const SLUG = "sabor-vainilla";
const CODE = "SA-002";

test.describe("back office catalogue: spreadsheet and bulk prices", () => {
  // axe is injected as a script; the shop's CSP (script-src 'self') would refuse it.
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true });
  test.setTimeout(180_000);

  test("export the CSV, edit two prices, import and apply them; +10 % on a category rounded to $ 5, then undo", async ({
    page,
  }) => {
    const before = await product(page.request, SLUG);
    const price = (size: number) => before.variants.find((v) => v.size === size)!.finalPrice;
    const new30 = price(30) + 15;
    const new100 = price(100) + 25;

    await page.goto("/admin/catalogue");
    await expect(page.getByRole("heading", { level: 1, name: "Catálogo" })).toBeVisible();
    expect(await audit(page), "catalogue page").toEqual([]);

    // Export: the download is the catalogue, one row per product and size.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const table = Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
    const row = (size: number) => table.find((r) => r[0] === CODE && r[3] === String(size))!;
    expect(row(30)[5]).toBe(String(price(30)));
    row(30)[5] = String(new30);
    row(100)[5] = String(new100);
    const edited = `\uFEFF${Papa.unparse(table, { delimiter: ";", newline: "\r\n" })}\r\n`;

    // Import: the preview shows exactly the two edited prices; nothing changes until applied.
    await page.getByLabel("Archivo CSV para importar").setInputFiles({
      name: "catalogo-editado.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(edited, "utf8"),
    });
    await page.getByRole("button", { name: "Importar CSV" }).click();
    const preview = page.getByRole("region", { name: /Vista previa: Importación de catalogo-editado\.csv/ });
    await expect(preview).toBeVisible({ timeout: SAVE });
    await expect(preview.getByRole("heading", { level: 3 })).toBeFocused();
    const rows = preview.getByRole("table").first().locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(CODE);
    await expect(rows.nth(0)).toContainText(money(price(30)));
    await expect(rows.nth(0)).toContainText(money(new30));
    await expect(rows.nth(1)).toContainText(money(new100));
    expect(await audit(page), "import preview").toEqual([]);
    expect((await product(page.request, SLUG)).variants.find((v) => v.size === 30)!.finalPrice).toBe(price(30));

    await preview.getByRole("button", { name: "Aplicar cambios" }).click();
    await expect(page.getByText("Se aplicaron 2 cambios.")).toBeVisible({ timeout: SAVE });
    await expect(page.getByRole("button", { name: "Deshacer última importación" })).toBeVisible();

    // The shop shows the new prices at once (the catalogue cache was cleared).
    await page.goto(`/shop/product/${SLUG}`);
    await expect(page.locator(".product-info__price")).toContainText(money(new30));
    const imported = await product(page.request, SLUG);
    expect(imported.variants.find((v) => v.size === 100)!.finalPrice).toBe(new100);

    // Bulk: Sabores +10 %, rounded to $ 5.
    await page.goto("/admin/catalogue");
    const form = page.getByRole("form", { name: "Cambiar precios" });
    await form.getByRole("combobox", { name: "Categoría" }).selectOption({ label: "Sabores" });
    await form.getByRole("combobox", { name: "Cambio" }).selectOption("up");
    await form.getByRole("combobox", { name: "Por" }).selectOption("percent");
    await form.getByRole("textbox", { name: "Cuánto" }).fill("10");
    await form.getByRole("combobox", { name: "Redondear a" }).selectOption("5");
    await form.getByRole("button", { name: "Ver cambios" }).click();
    const bulk = page.getByRole("region", { name: /Vista previa: Subir 10 %, redondeado a \$ 5 en «Sabores»/ });
    await expect(bulk).toBeVisible({ timeout: SAVE });
    const raised = roundToStep(new30 * 1.1, 5);
    await expect(bulk.locator("tbody tr").filter({ hasText: CODE }).first()).toContainText(money(raised));
    expect(await audit(page), "price change preview").toEqual([]);
    await bulk.getByRole("button", { name: "Aplicar cambios" }).click();
    await expect(page.getByText(/^Se aplicaron \d+ cambios\.$/)).toBeVisible({ timeout: SAVE });

    await page.goto(`/shop/product/${SLUG}`);
    await expect(page.locator(".product-info__price")).toContainText(money(raised));

    // Undo: the prices the import left are back.
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Deshacer último cambio de precios" }).click();
    await expect(page.getByText(/^Se deshizo el cambio de precios/)).toBeVisible({ timeout: SAVE });
    await expect(page.getByRole("button", { name: "Deshacer último cambio de precios" })).toBeHidden();
    await page.goto(`/shop/product/${SLUG}`);
    await expect(page.locator(".product-info__price")).toContainText(money(new30));
  });
});
