import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import type { ProductListPage, ProductPage } from "../../domain/api/catalogue.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 24, part 3 on `npm start`: the owner picks three products in 'Destacados', reorders them with 'Subir' and
 * 'Bajar' (one of them from the keyboard), saves, and the home shows them in that order; then gives one of them an
 * SEO title in the product form, and the product page's document title and og:title use it, on a first visit (the
 * Worker's HTML) and when the SPA navigates there from the home.
 */

/** A save is one request and a transaction; room for a loaded machine (two cores shared with other runs). */
const SAVE = 30_000;

let sql: postgres.Sql | undefined;
test.beforeAll(() => {
  sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
});
// Later specs find the home and the products as the seed has them.
test.afterAll(async () => {
  await sql?.begin(async (tx) => {
    await tx`delete from featured_products`;
    await tx`update products set seo_title = null, seo_description = null where seo_title like '%E2E%'`;
  });
  await sql?.end({ timeout: 2 });
});

/** Three published products in stock, by name, from the shop's own list. */
async function threeProducts(request: APIRequestContext) {
  const list = (await (await request.get("/api/products?sort=name")).json()) as ProductListPage;
  const buyable = list.items.filter((p) => p.quantity > 0);
  expect(buyable.length).toBeGreaterThanOrEqual(6);
  // Not the first of the automatic choice's order: names from the middle of the list.
  return [buyable[3]!, buyable[4]!, buyable[5]!];
}

/** The names on the home's 'Productos destacados', in order. */
async function homeFeatured(page: Page) {
  // The sections below the fold load as the visitor scrolls towards them (web/features/home/HomePage.tsx).
  await page.getByRole("region", { name: "Compre por categoría" }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  const section = page.getByRole("region", { name: "Productos destacados" });
  const names = section.getByRole("article").getByRole("heading");
  await expect(names.first()).toBeVisible();
  return names;
}

test.describe("Destacados and SEO per product", () => {
  // axe is injected as a script; the shop's CSP (script-src 'self') would refuse it.
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(150_000);

  test("the owner picks, orders and saves the home's featured products, and gives one an SEO title", async ({
    page,
    request,
  }) => {
    const [a, b, c] = await threeProducts(request);
    await page.goto("/admin/featured");
    await expect(page.getByRole("heading", { level: 1, name: "Productos destacados" })).toBeVisible();
    await expect(page.getByText("No eligió productos destacados.")).toBeVisible();
    await expect(page.getByText(/Con la lista vacía, la página de inicio los elige sola/)).toBeVisible();

    // Search and add the three.
    const search = page.getByRole("region", { name: "Agregar productos" });
    for (const product of [a!, b!, c!]) {
      await search.getByLabel("Buscar por nombre o código").fill(product.name);
      await search.getByRole("button", { name: "Buscar", exact: true }).click();
      await expect(search.getByText(`Resultados para «${product.name}»`)).toBeVisible();
      await search.getByRole("button", { name: `Agregar «${product.name}»`, exact: true }).click();
      await expect(search.getByRole("button", { name: `«${product.name}» ya está en la lista` })).toBeVisible();
    }
    const list = page.getByRole("region", { name: "Lista de destacados" });
    const rows = list.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(list.getByText("3 de 8")).toBeVisible();
    await expect(list.getByText("Hay cambios sin guardar.")).toBeVisible();

    // Reorder: a goes down (a click), then c up from the keyboard: b, c, a.
    await list.getByRole("button", { name: `Bajar «${a!.name}»` }).click();
    // The focus follows a first (a frame later): only then is it moved by hand, or that frame takes it back.
    await expect(list.getByRole("button", { name: `Bajar «${a!.name}»` })).toBeFocused();
    await list.getByRole("button", { name: `Subir «${c!.name}»` }).focus();
    await page.keyboard.press("Enter");
    // The focus follows the moved product.
    await expect(list.getByRole("button", { name: `Subir «${c!.name}»` })).toBeFocused();
    await expect(rows.nth(0)).toContainText(b!.name);
    await expect(rows.nth(1)).toContainText(c!.name);
    await expect(rows.nth(2)).toContainText(a!.name);
    expect(await audit(page), "featured page").toEqual([]);

    await list.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Los destacados fueron guardados: la página de inicio ya los muestra.")).toBeVisible({
      timeout: SAVE,
    });
    await expect(list.getByText("Hay cambios sin guardar.")).toBeHidden();

    // The home shows them at once, in that order (a first visit: the Worker's HTML carries the answer).
    await page.goto("/");
    await expect(await homeFeatured(page)).toHaveText([b!.name, c!.name, a!.name]);

    // An SEO title for c in the product form, with its count and the search-engine preview.
    const detail = (await (await request.get(`/api/products/${c!.slug}`)).json()) as ProductPage;
    const seoTitle = `Comprar ${c!.name} en Montevideo E2E`.slice(0, 70);
    await page.goto(`/admin/products?edit=${detail.product.id}`);
    const dialog = page.getByRole("dialog", { name: "Editar producto" });
    const seo = dialog.getByRole("group", { name: "Buscadores (SEO)" });
    await seo.getByLabel("Título para buscadores").fill(seoTitle);
    await expect(seo.getByText(`${seoTitle.length} de 70 caracteres.`)).toBeVisible();
    await seo.getByLabel("Descripción para buscadores").fill("Aceite de calidad, envíos en Montevideo E2E.");
    const preview = seo.getByRole("figure", { name: "Vista previa en un buscador" });
    await expect(preview).toContainText(seoTitle);
    await expect(preview).toContainText("Aceite de calidad, envíos en Montevideo E2E.");
    await seo.scrollIntoViewIfNeeded();
    expect(await audit(page), "product form with its SEO fields").toEqual([]);
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Producto editado exitosamente.")).toBeVisible({ timeout: SAVE });

    // A first visit of the product page: the Worker's HTML.
    await page.goto(`/shop/product/${c!.slug}`);
    await expect(page).toHaveTitle(seoTitle);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", seoTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Aceite de calidad, envíos en Montevideo E2E.",
    );
    await expect(page.getByRole("heading", { level: 1, name: c!.name })).toBeVisible();

    // From the home by the SPA: its own title and tags, and the home's back when leaving.
    await page.goto("/");
    const homeOgTitle = await page.locator('meta[property="og:title"]').getAttribute("content");
    expect(homeOgTitle).toMatch(/^Química Oriental/);
    await (await homeFeatured(page)).filter({ hasText: c!.name }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: c!.name })).toBeVisible();
    await expect(page).toHaveTitle(seoTitle);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", seoTitle);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", homeOgTitle!);
  });
});
