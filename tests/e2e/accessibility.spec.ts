import { publishClosureNotice, removeClosureNotice, signIn } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { watchCsp } from "./support/page-checks.ts";
import { appReady, expect, test } from "./support/test.ts";

/**
 * axe-core (WCAG 2.2 A/AA) over the storefront's dialogs, at 1280 and 390 px: any violation fails, named by rule and
 * nodes. Every public page gets axe in first-paint.spec.ts's walk (one visit a page does every check, issue 39); here
 * each dialog is opened once, audited at 1280 px, then at 390 px in the same window resized (its styles and the
 * components that follow the width draw it as on a phone), and closed. The same visits watch the
 * Content-Security-Policy on what only a shopper's action brings: a toast (sonner's injected <style>), the cart
 * drawer, and the checkout's receipt preview (a blob: image).
 */

test.describe("accessibility (axe, WCAG 2.2 A/AA)", () => {
  test.afterEach(async ({ request }) => removeClosureNotice(request));

  test("every dialog of the storefront at 1280 and 390 px; no CSP violation on the way", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { consoleErrors, violations } = await watchCsp(page);
    const found: string[] = [];
    const check = async (name: string, scope?: string) => {
      for (const line of await audit(page, scope)) found.push(`[${page.viewportSize()?.width}px ${name}] ${line}`);
    };
    const atBothWidths = async (name: string, scope?: string) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await check(name, scope);
      await page.setViewportSize({ width: 390, height: 844 });
      await check(name, scope);
    };
    const cspClean = async (where: string) => {
      for (const v of await violations()) found.push(`[${where}] CSP: ${JSON.stringify(v)}`);
    };

    // The closure modal: a notice published now opens it on the first visit of the home page.
    await publishClosureNotice(request, "Cerramos por inventario del 2 al 6 de enero.");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await atBothWidths("aviso de cierre");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // The cart drawer (with a product in it, which also shows a toast), from the header's cart button.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shop/product/aceite-esencial-de-lavanda");
    await page.getByRole("button", { name: "Añadir al carrito", exact: true }).first().click();
    await expect(page.getByText("Producto añadido al carrito").first()).toBeVisible();
    await cspClean("toast");
    await page.getByRole("link", { name: /^Carrito/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The drawer is a native <dialog> (no role attribute): '[role=dialog]' once matched the mobile menu's hidden panel.
    await atBothWidths("cajón del carrito", "dialog[open]");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // Checkout, with that product in the cart: the form, its errors, and a receipt's preview.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shop/checkout");
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await check("checkout");
    // A page, not a dialog: at 390 px it is loaded again (resized in place, axe measured the footer's links against
    // the page's background instead of the footer's).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await check("checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(form.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await form.getByLabel("Imagen del comprobante").setInputFiles({
      name: "comprobante.png",
      mimeType: "image/png",
      buffer: Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    });
    await expect(form.getByRole("img", { name: /Vista previa del comprobante/ })).toBeVisible();
    await cspClean("checkout con comprobante");

    // Quick view, from a card in the shop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shop");
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await page.getByRole("button", { name: "Vista rápida" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await atBothWidths("vista rápida", "dialog[open]");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // The mobile menu (phone only: the desktop menu is always shown).
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    await check("menú móvil");
    await page.keyboard.press("Escape");
    await appReady(page);
    await cspClean("tienda");

    expect(found, found.join("\n\n")).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The back office: its content is the page's one <main> landmark (an element, not a role), the skip link is the first
 * thing the keyboard reaches and moves the focus into it, and axe finds nothing on the login and on the panel's pages.
 */
test.describe("the back office's landmarks and skip link", () => {
  test("one <main> with the content; 'Saltar al contenido' takes the keyboard there; axe clean", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const mainIsTheElement = async (name: string) => {
      const main = page.getByRole("main");
      await expect(main, `${name}: one main landmark`).toHaveCount(1);
      expect(await main.evaluate((el) => el.tagName), `${name}: a <main> element`).toBe("MAIN");
      for (const line of await audit(page)) found.push(`[${name}] ${line}`);
    };

    await page.goto("/admin/login");
    await expect(page.getByRole("form", { name: "Iniciar sesión" })).toBeVisible();
    await mainIsTheElement("acceso");
    await signIn(page);
    for (const [name, path] of [
      ["panel", "/admin/dashboard"],
      ["pedidos", "/admin/orders"],
      ["productos", "/admin/products"],
    ]) {
      await page.goto(path!);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      await mainIsTheElement(name!);
      const main = page.getByRole("main");
      await expect(main.locator("h1")).toHaveCount(1);
      // The skip link: the first stop of the keyboard, pointing at the <main>, and it takes the focus there.
      await page.locator("body").focus();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Saltar al contenido" });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveAttribute("href", `#${await main.getAttribute("id")}`);
      await page.keyboard.press("Enter");
      await expect(main).toBeFocused();
    }
    await context.close();
    expect(found, found.join("\n\n")).toEqual([]);
  });
});
