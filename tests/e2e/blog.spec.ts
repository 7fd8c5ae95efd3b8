import type { Page } from "@playwright/test";
import { signIn } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The blog on `npm start`: the demo admin publishes a post with a cover photo, two sections and a video; it
 * shows on /blog (first, large), on the home's latest posts and at its own address, whose HTML the Worker
 * gives a head; the video loads from youtube-nocookie.com only after the click. The post is
 * then deleted after a confirmation. axe finds nothing on /blog, the post and the back-office page.
 */

/** A 1200×630 PNG drawn by the browser (a photo-sized cover for the resize step). */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 630;
    const g = canvas.getContext("2d")!;
    const gradient = g.createLinearGradient(0, 0, 1200, 630);
    gradient.addColorStop(0, "#2f5d50");
    gradient.addColorStop(1, "#f0b54a");
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1200, 630);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

test.describe("the blog", () => {
  // bypassCSP: axe is injected as an inline script, which the shop's CSP rightly refuses.
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

  test("publish a post with two sections: /blog, home and its page; the video waits for a click", async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Sales de baño con aceites esenciales ${Date.now() % 100_000}`;
    const youtube: string[] = [];
    page.on("request", (req) => {
      if (/youtube(-nocookie)?\.com|ytimg\.com/.test(req.url())) youtube.push(req.url());
    });
    // Nothing leaves the machine: a stand-in answers for YouTube.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
    );

    await signIn(page);
    await page.goto("/admin/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
    expect(await audit(page)).toEqual([]);

    // The form refuses a post without title, cover or sections.
    await page.getByRole("button", { name: "Agregar blog post" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar blog post" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Rellene los campos");
    await expect(dialog.getByRole("textbox", { name: "Título", exact: true })).toBeFocused();

    await dialog.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await dialog.getByLabel("Categoría").fill("Cosmética natural");
    await dialog
      .getByRole("group", { name: "Imagen de portada" })
      .getByTestId("image-input")
      .setInputFiles({ name: "portada.png", mimeType: "image/png", buffer: await coverPng(page) });
    await expect(
      dialog.getByRole("group", { name: "Imagen de portada" }).getByRole("button", { name: /Quitar/ }),
    ).toBeVisible({ timeout: 20_000 });

    // A section joins only with both its subtitle and its paragraph.
    const sections = dialog.getByRole("group", { name: "Secciones del contenido" });
    await sections.getByLabel("Subtítulo de la nueva sección").fill("Qué necesita");
    await sections.getByRole("button", { name: "Agregar sección" }).click();
    await expect(sections.getByText("Complete el subtítulo y el párrafo para agregar la sección.")).toBeVisible();
    await expect(sections.getByLabel("Subtítulo 1")).toHaveCount(0);
    await sections.getByLabel("Párrafo de la nueva sección").fill("Sal gruesa, bicarbonato y un aceite esencial.");
    await sections.getByRole("button", { name: "Agregar sección" }).click();
    await expect(sections.getByLabel("Subtítulo 1")).toHaveValue("Qué necesita");
    await sections.getByLabel("Subtítulo de la nueva sección").fill("Cómo se prepara");
    await sections.getByLabel("Párrafo de la nueva sección").fill("Mezcle la sal con 10 gotas de lavanda por taza.");
    await sections.getByRole("button", { name: "Agregar sección" }).click();
    await expect(sections.getByLabel("Subtítulo 2")).toHaveValue("Cómo se prepara");

    await dialog.getByLabel("Cita").fill("Un baño tibio y un buen aroma cambian el día.");
    await dialog.getByLabel("Video de YouTube").fill("https://youtu.be/Qm7pXh2LrVk");
    await expect(dialog.getByLabel("Publicar en el blog")).toBeChecked();
    expect(await audit(page, "dialog[open]")).toEqual([]);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Entrada del blog creada.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId("blog-card").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/images\/.+\.card\.webp$/);

    // /blog: the newest post opens page 1, large.
    await page.goto("/blog");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Inicio");
    const featured = page.locator(".blog-card--featured");
    await expect(featured.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("complementary").getByRole("link", { name: title })).toBeVisible();
    expect(await audit(page)).toEqual([]);

    // Home: among the latest three.
    // (The home renders its lower sections as they come near the viewport: scroll down to them.)
    await page.goto("/");
    const onHome = page.locator("section[aria-labelledby='home-blog']").getByRole("link", { name: title });
    await expect(async () => {
      await page.mouse.wheel(0, 1200);
      await expect(onHome).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // Its page: title, sections, quote; the Worker wrote the head; no YouTube request yet.
    await page.goto("/blog");
    await featured.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const url = page.url();
    expect(url).toMatch(/\/blog\/post\/\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Qué necesita" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Cómo se prepara" })).toBeVisible();
    await expect(page.getByText("Un baño tibio y un buen aroma cambian el día.")).toBeVisible();
    await expect(page.getByText("Cosmética natural").first()).toBeVisible();
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(`<title>${title} · Blog · Química Oriental</title>`);
    expect(html).toContain('"@type":"BlogPosting"');
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await audit(page)).toEqual([]);
    expect(youtube).toEqual([]);
    await page.getByRole("button", { name: "Ver el video" }).click();
    const frame = page.locator(`iframe[title="Video: ${title}"]`);
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm7pXh2LrVk/);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);

    // Delete it, after confirming: gone from the blog, its page answers 404.
    await page.goto("/admin/blogs");
    await card.getByRole("button", { name: `Eliminar ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar blog post" });
    await expect(confirm).toContainText(title);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Entrada del blog eliminada.")).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: "No encontramos la publicación." })).toBeVisible();
  });
});
