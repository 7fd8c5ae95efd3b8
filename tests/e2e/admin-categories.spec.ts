import type { Page } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { expect } from "./support/test.ts";

/**
 * Categories in the back office on `npm start`: the demo admin adds a category with a photo (resized in the
 * browser, uploaded, served from /media/images/… immutable), renames it, deletes it (its photo goes too), and
 * is told how many products keep a category from being deleted. The storefront's list follows each step,
 * the seed's demo images still load, and axe finds nothing on the page or its dialog.
 */

/** A 640×400 PNG drawn by the browser itself (a real photo-sized image for the resize step). */
async function pngFromCanvas(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 400;
    const g = canvas.getContext("2d")!;
    const gradient = g.createLinearGradient(0, 0, 640, 400);
    gradient.addColorStop(0, "#6b8e23");
    gradient.addColorStop(1, "#f5deb3");
    g.fillStyle = gradient;
    g.fillRect(0, 0, 640, 400);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

const shopCategoryTitles = async (page: Page) => {
  const res = await page.request.get("/api/categories");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((c) => c.title);
};

test.describe("categories in the back office", () => {
  // bypassCSP: axe is injected as an inline script, which the shop's CSP rightly refuses.
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

  test("the seed's demo images still load", async ({ request }) => {
    const res = await request.get("/api/categories");
    const { items } = (await res.json()) as { items: { image: string | null }[] };
    const image = items.find((c) => c.image?.startsWith("/images/"))?.image;
    expect(image, "the seed's categories have /images/… pictures").toBeTruthy();
    const asset = await request.get(image!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-type"]).toMatch(/^image\//);
  });

  test("add with a photo, rename, delete; a category with products cannot be deleted", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Sales minerales ${Date.now() % 100_000}`;
    const renamed = `${name} de baño`;
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categorías" })).toBeVisible();
    const cards = page.getByTestId("category-card");
    await expect(cards.first()).toContainText("Todos");
    await expect(cards.first().getByRole("button")).toHaveCount(0);
    expect(await audit(page)).toEqual([]);

    // Add: the name is required, then a photo is resized, uploaded and saved with it.
    await page.getByRole("button", { name: "Agregar categoría" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar categoría" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Rellene los campos")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Nombre", exact: true })).toBeFocused();
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
    await dialog.getByTestId("image-input").setInputFiles({
      name: "sales.png",
      mimeType: "image/png",
      buffer: await pngFromCanvas(page),
    });
    await expect(dialog.getByRole("button", { name: /Quitar/ })).toBeVisible({ timeout: 20_000 });
    expect(await audit(page, "dialog[open]")).toEqual([]);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Categoría creada exitosamente.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = cards.filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Sin productos");
    expect(await shopCategoryTitles(page)).toContain(name);

    // The photo is served by the shop itself, immutable, as WebP.
    const src = await card.locator("img").getAttribute("src");
    expect(src).toMatch(/^\/media\/images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.card\.webp$/);
    const photo = await page.request.get(src!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Rename.
    await card.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar categoría" });
    await edit.getByRole("textbox", { name: "Nombre", exact: true }).fill(renamed);
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Categoría editada exitosamente.")).toBeVisible();
    const renamedCard = cards.filter({ hasText: renamed });
    await expect(renamedCard).toHaveCount(1);
    expect(await shopCategoryTitles(page)).toContain(renamed);

    // Delete, after confirming: the card, the shop's entry and the photo go.
    await renamedCard.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar categoría" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("La categoría fue eliminada exitosamente.")).toBeVisible();
    await expect(renamedCard).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Categorías" })).toBeFocused();
    expect(await shopCategoryTitles(page)).not.toContain(renamed);
    await expect.poll(async () => (await page.request.get(src!)).status()).toBe(404);

    // Reorder from the keyboard: Aceites one place later, the shop follows, focus stays on the arrow; then back.
    const order = async () => (await shopCategoryTitles(page)).slice(1, 3);
    expect(await order()).toEqual(["Aceites", "Fragancias"]);
    const later = page.getByRole("button", { name: "Mover Aceites después" });
    await later.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("«Aceites» se movió después.")).toBeVisible();
    await expect(later).toBeFocused();
    expect(await order()).toEqual(["Fragancias", "Aceites"]);
    await expect(cards.nth(2)).toContainText("Aceites");
    await page.getByRole("button", { name: "Mover Aceites antes" }).click();
    await expect(cards.nth(1)).toContainText("Aceites");
    expect(await order()).toEqual(["Aceites", "Fragancias"]);

    // A category that still has products: the dialog says how many before anything is sent, and cannot delete.
    const aceites = cards.filter({ has: page.getByRole("heading", { name: "Aceites", exact: true }) });
    const count = Number((await aceites.textContent())?.match(/(\d+) productos?/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await aceites.getByRole("button", { name: "Eliminar Aceites" }).click();
    const refuse = page.getByRole("dialog", { name: "Eliminar categoría" });
    await expect(refuse).toContainText(
      `La categoría Aceites tiene ${count} ${count === 1 ? "producto" : "productos"} (borradores incluidos). No se puede eliminar hasta que`,
    );
    await expect(refuse.getByRole("button", { name: "Eliminar", exact: true })).toBeDisabled();
    await expect(refuse.getByRole("link", { name: "Ver sus productos" })).toHaveAttribute(
      "href",
      /\/admin\/products\?category=\d+$/,
    );
    await refuse.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(refuse).toBeHidden();
    await expect(aceites).toHaveCount(1);
  });
});
