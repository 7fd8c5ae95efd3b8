import type { Locator, Page } from "@playwright/test";
import postgres from "postgres";
import { formatUYU } from "../../domain/money.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect } from "./support/test.ts";

/**
 * The owner writes the shop's pages in 'Páginas' (decision 021): replaces the Ley 17.250 placeholder of the terms
 * with real text, a list and a link, with the toolbar and a value of the shop; previews; saves; the storefront shows
 * it formatted, and raw HTML in the text stays inert text. /information states the delivery fee from its placeholder.
 */

/** A save is one request and a transaction; room for a loaded machine (two cores shared with other runs). */
const SAVE = 30_000;
const FEE = formatUYU(DEFAULT_SHOP_RULES.montevideoDeliveryFee);
const PLACEHOLDER =
  "\n\n[PENDIENTE: texto sobre los derechos del consumidor según la Ley N.º 17.250. Reemplace este párrafo por el texto revisado por su asesor.]";

/** Selects `text` inside the text area (the toolbar acts on the selection). */
async function select(area: Locator, text: string) {
  await area.evaluate((el, wanted) => {
    const t = el as HTMLTextAreaElement;
    const start = t.value.indexOf(wanted);
    if (start < 0) throw new Error(`'${wanted}' is not in the text`);
    t.focus();
    t.setSelectionRange(start, start + wanted.length);
  }, text);
}

/**
 * A toolbar button writes its edit and selects the result in the editor's next frame (MarkdownFormats' putEdit):
 * resolves once that frame has run, so the test's own selection is not overwritten by it afterwards.
 */
async function afterEditorFrame(area: Locator) {
  await area.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await audit(page), what).toEqual([]);
}

test.describe("owner pages", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(120_000);

  test("the owner replaces the Ley 17.250 placeholder of the terms; the storefront shows it formatted", async ({
    page,
  }) => {
    // The seeded Términos are complete since issue 40: an owner's text that still holds the old placeholder.
    const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
    const after = "Ley N.º 17.250 reconoce a los consumidores.";
    await sql`update pages set body = replace(body, ${after}, ${after + PLACEHOLDER})
               where slug = 'terminos' and body not like '%[PENDIENTE%'`;
    await sql.end();
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { level: 1, name: "Páginas del sitio" })).toBeVisible();
    const list = page.getByRole("list", { name: "Páginas" });
    await expect(list.getByRole("listitem")).toHaveCount(5);
    const termsCard = list.getByRole("listitem").filter({ hasText: "Términos y condiciones" });
    await expect(termsCard).toContainText("Tiene 1 texto pendiente de completar");
    await expectNoAxeViolations(page, "pages list");

    await termsCard.getByRole("link", { name: "Editar Términos y condiciones" }).click();
    await expect(page).toHaveURL(/\/admin\/pages\?slug=terminos$/);
    const editor = page.getByRole("form", { name: "Términos y condiciones" });
    const area = editor.getByRole("textbox", { name: "Texto de la página" });
    await expect(area).toHaveValue(/\[PENDIENTE: texto sobre los derechos del consumidor/);

    // The placeholder's paragraph becomes the real text, with two lines the toolbar turns into a list.
    const body = await area.inputValue();
    const placeholder = body.match(/\[PENDIENTE:[^\]]*\]/)?.[0] ?? "";
    await area.fill(
      body.replace(
        placeholder,
        "Derecho de arrepentimiento: usted puede arrepentirse de una compra a distancia.\n\nPara ejercerlo:\nEscríbanos indicando el número de pedido\nDevuelva el producto sin abrir\n\nHoy el envío a domicilio en Montevideo cuesta ",
      ),
    );
    await select(area, "Escríbanos indicando el número de pedido\nDevuelva el producto sin abrir");
    await editor.getByRole("button", { name: "Lista", exact: true }).click();
    await afterEditorFrame(area);
    await expect(area).toHaveValue(/\n- Escríbanos indicando el número de pedido\n- Devuelva el producto sin abrir\n/);
    // A link: the words selected, 'Enlace', then the address typed over the one it proposes.
    await select(area, "Derecho de arrepentimiento");
    await editor.getByRole("button", { name: "Enlace" }).click();
    await afterEditorFrame(area);
    await page.keyboard.type("https://www.impo.com.uy/bases/leyes/17250-2000");
    await expect(area).toHaveValue(
      /\[Derecho de arrepentimiento\]\(https:\/\/www\.impo\.com\.uy\/bases\/leyes\/17250-2000\)/,
    );
    await select(area, "usted puede arrepentirse");
    await editor.getByRole("button", { name: "Negrita" }).click();
    await afterEditorFrame(area);
    // A value of the shop after 'cuesta ', where the cursor is put.
    await area.evaluate((el) => {
      const t = el as HTMLTextAreaElement;
      const at = t.value.indexOf("cuesta \n") + "cuesta ".length;
      t.focus();
      t.setSelectionRange(at, at);
    });
    await editor.getByLabel("Insertar valor de la tienda").selectOption({ label: "Costo del delivery en Montevideo" });
    await editor.getByRole("button", { name: "Insertar", exact: true }).click();
    await expect(area).toHaveValue(/Hoy el envío a domicilio en Montevideo cuesta \{\{envio_montevideo\}\}\n/);
    // Raw HTML, as an owner might paste it: refused when it is a script...
    await area.press("End");
    await area.evaluate((el) => {
      const t = el as HTMLTextAreaElement;
      t.setSelectionRange(t.value.length, t.value.length);
    });
    await page.keyboard.type('\n\n<script>window.pwned = 1</script> <img src="x" onerror="window.pwned = 2">\n');

    await editor.getByRole("button", { name: "Vista previa" }).click();
    const preview = editor.getByRole("region", { name: "Vista previa" });
    await expect(preview.getByRole("link", { name: "Derecho de arrepentimiento" })).toHaveAttribute(
      "href",
      "https://www.impo.com.uy/bases/leyes/17250-2000",
    );
    await expect(preview.locator("strong", { hasText: "usted puede arrepentirse" })).toBeVisible();
    await expect(preview.getByRole("listitem").filter({ hasText: "Devuelva el producto sin abrir" })).toBeVisible();
    await expect(
      preview.getByText(`Hoy el envío a domicilio en Montevideo cuesta ${FEE}`, { exact: true }),
    ).toBeVisible();
    await expect(
      preview.getByText('<script>window.pwned = 1</script> <img src="x" onerror="window.pwned = 2">'),
    ).toBeVisible();
    await expect(preview.getByRole("status")).toContainText("El texto no puede incluir código (<script>).");
    expect(await preview.locator("script, img").count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await expectNoAxeViolations(page, "page editor, preview");

    // Saving with the script: the Spanish message at the text, nothing sent.
    await editor.getByRole("button", { name: "Guardar" }).click();
    await editor.getByRole("button", { name: "Editar texto" }).click();
    await expect(editor.getByText("El texto no puede incluir código (<script>).")).toBeVisible();
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await area.fill((await area.inputValue()).replace("<script>window.pwned = 1</script> ", ""));
    await expectNoAxeViolations(page, "page editor");
    await editor.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("La página fue guardada.")).toBeVisible({ timeout: SAVE });
    await expect(area).toHaveValue(/cuesta \{\{envio_montevideo\}\}/);
    await expect(area).not.toHaveValue(/PENDIENTE/);
    await editor.getByRole("button", { name: "Volver a la lista" }).click();
    await expect(termsCard).not.toContainText("pendiente");

    // The storefront: formatted, the value filled in, the pasted HTML inert text.
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
    const text = page.locator(".rich-text");
    await expect(text.getByRole("link", { name: "Derecho de arrepentimiento" })).toHaveAttribute("rel", /noopener/);
    await expect(text.locator("strong", { hasText: "usted puede arrepentirse" })).toBeVisible();
    await expect(text.locator("ul > li", { hasText: "Escríbanos indicando el número de pedido" })).toBeVisible();
    await expect(text.getByText(`Hoy el envío a domicilio en Montevideo cuesta ${FEE}`, { exact: true })).toBeVisible();
    await expect(text.getByText('<img src="x" onerror="window.pwned = 2">')).toBeVisible();
    expect(await text.locator("img, script").count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await expect(page.getByText("PENDIENTE")).toHaveCount(0);
    // The table of contents comes from the sections; a section's link goes to it.
    const toc = page.getByRole("navigation", { name: "En esta página" });
    // (The seeded section of issue 40 keeps its own address, '{#arrepentimiento}'.)
    await toc.getByRole("link", { name: "6. Derecho de arrepentimiento" }).click();
    await expect(page).toHaveURL(/#arrepentimiento$/);
    await expect(page.locator("#arrepentimiento")).toBeInViewport();
    await expectNoAxeViolations(page, "terms page");
    // A link of the text to a section of another page of the shop.
    await text.getByRole("link", { name: "Información", exact: true }).click();
    await expect(page).toHaveURL(/\/information#aceites-esenciales$/);
    await expect(page.locator("#aceites-esenciales")).toBeInViewport();
  });

  test("/information states the delivery fee from its placeholder and keeps its sections' addresses", async ({
    page,
  }) => {
    await page.goto("/information#envios");
    await expect(page.getByRole("heading", { level: 1, name: "Información" })).toBeVisible();
    const shipping = page.locator("#envios");
    await expect(shipping).toHaveText("Envíos");
    // Opened with #envios, the page shows that section (its text arrives after the page's first paint).
    await expect(shipping).toBeInViewport();
    await expect(page.getByText(`El delivery a domicilio cuesta ${FEE}.`)).toBeVisible();
    await expect(page.getByText("{{")).toHaveCount(0);
    const toc = page.getByRole("navigation", { name: "En esta página" });
    await expect(toc.getByRole("link", { name: "Uso seguro de aceites esenciales" })).toHaveAttribute(
      "href",
      "#aceites-esenciales",
    );
    await expect(page.locator("#aceites-esenciales")).toHaveText("Uso seguro de aceites esenciales");
    await expect(page.getByRole("region", { name: "Tabla: Modalidad, Costo, Plazo" })).toBeVisible();
    // The safety strip's 'Más información' leads to the essential-oils section, from any page.
    await page.goto("/contact");
    await page
      .getByRole("link", { name: /Más información/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/information#aceites-esenciales$/);
    await expect(page.locator("#aceites-esenciales")).toBeInViewport();
    // An internal link moves within the app.
    await page.locator(".rich-text").getByRole("link", { name: "Contacto", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
