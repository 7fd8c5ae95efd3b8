import type { Page } from "@playwright/test";
import { formatUYU } from "../../domain/money.ts";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { drawnPng } from "./support/photo.ts";
import { expect } from "./support/test.ts";

/**
 * The owner runs the catalogue from the back office on `npm start` (the session signed in once per run): adds an oil with two sizes and a
 * photo (a real PNG through the file input, resized and uploaded by the browser), finds it in /shop at its
 * price with its photo, changes the price and sees the shop follow, turns it into a draft and sees it leave
 * the shop, and deletes it. The products page and its form are checked with axe. Then (issue 41) the list as a
 * table: every link of the sidebar in view at 1280×800, two products unpublished in one go, sorted by stock, and
 * compact cards at 390 px, with axe at both widths.
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
  test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  test.setTimeout(120_000);

  test("add an oil with two sizes and a photo, see it in the shop, change its price, draft it, delete it", async ({
    page,
  }) => {
    const name = `Aceite de Pomelo E2E ${Date.now().toString(36)}`;
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Productos" })).toBeVisible();
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
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`${formatUYU(450)} – ${formatUYU(900)}`);

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
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(formatUYU(520));
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
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Borrador");
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
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("the sidebar fits 1280×800; two products unpublished in one go, sorted by stock; cards at 390 px", async ({
    page,
    request,
    adminSession,
  }) => {
    // Two published oils, set up through the API: one with little stock, one with plenty.
    const tag = `Masivo${Date.now().toString(36)}`;
    const headers = await adminHeaders(adminSession, request);
    for (const [name, stock] of [
      [`Aceite ${tag} mucho`, 40],
      [`Aceite ${tag} poco`, 3],
    ] as const) {
      const res = await request.post("/api/admin/products", {
        headers,
        data: {
          ...{ name, code: "", slug: `${name.toLowerCase().replaceAll(" ", "-")}`, categoryId: null },
          ...{ description: "", discount: 0, isNew: false, isNotEaten: false, stockMode: "size", bulkStock: 0 },
          ...{ unit: "cc", benefits: [], uses: [], doses: [], published: true, images: [], thumbImages: [] },
          variants: [{ size: 30, price: 300, stock }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(`/admin/products?q=${tag}`);
    // Every link of the sidebar, the last one back to the shop included, in view without scrolling it.
    const sidebar = page.getByRole("complementary", { name: "Menú del panel" });
    const sections = sidebar.getByRole("navigation", { name: "Secciones del panel" });
    await expect(
      sections.getByRole("list", { name: "Catálogo" }).getByRole("link", { name: "Productos" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(sections.getByRole("list", { name: "Tienda" }).getByRole("link", { name: "Acceso" })).toBeInViewport({
      ratio: 1,
    });
    await expect(sidebar.getByRole("link", { name: "Ver productos" })).toBeInViewport({ ratio: 1 });
    expect(await sidebar.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);

    // Sorted by stock from its header: the one with little stock first, and the address keeps it.
    const table = page.getByRole("table", { name: "Productos" });
    const rows = table.locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(2);
    await table.getByRole("button", { name: "Stock" }).click();
    await expect(page).toHaveURL(/sortBy=stock/);
    await expect(table.getByRole("columnheader", { name: "Stock" })).toHaveAttribute("aria-sort", "ascending");
    await expect(rows.first()).toContainText(`Aceite ${tag} poco`);
    await table.getByRole("button", { name: "Stock" }).press("Enter");
    await expect(page).toHaveURL(/sortBy=-stock/);
    await expect(table.getByRole("columnheader", { name: "Stock" })).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(`Aceite ${tag} mucho`);

    // Both chosen (the header's checkbox), unpublished in one request; the bar sits above the table.
    await table.getByRole("checkbox", { name: "Elegir todos los productos de esta página" }).check();
    const bar = page.getByRole("region", { name: "Productos elegidos" });
    await expect(bar).toContainText("2 productos elegidos");
    await expectNoAxeViolations(page, "products table with the bulk bar");
    const bulk = page.waitForRequest((r) => r.url().endsWith("/api/admin/products/bulk"));
    await bar.getByRole("button", { name: "Despublicar" }).click();
    expect((await bulk).postDataJSON()).toMatchObject({ action: "unpublish" });
    await expect(page.getByText("2 productos pasaron a borrador.")).toBeVisible({ timeout: SAVE });
    await expect(rows.filter({ hasText: "Borrador" })).toHaveCount(2);
    await expect(bar).toBeHidden();
    await page.goto(`/shop?q=${tag}`);
    await expect(page.getByText("No hay productos.")).toBeVisible();

    // At 390 px: compact cards, the first one on the first screen, and axe finds nothing.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/products?q=${tag}&sortBy=stock`);
    await expect(rows.first()).toContainText(`Aceite ${tag} poco`);
    await expect(rows.first()).toBeInViewport();
    await expect(table.locator("thead")).toBeHidden();
    await expect(productsFilters(page).getByLabel("Ordenar por")).toHaveValue("stock");
    await expectNoAxeViolations(page, "products cards at 390 px");
    await page.getByRole("button", { name: "Menú" }).click();
    await expect(sidebar.getByRole("list", { name: "Ventas" }).getByRole("link", { name: "Pedidos" })).toBeVisible();
    await expectNoAxeViolations(page, "the menu at 390 px");
  });
});

const productsFilters = (page: Page) => page.getByRole("search", { name: "Buscar y filtrar productos" });
