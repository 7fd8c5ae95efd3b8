import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { publishClosureNotice, removeClosureNotice, signIn } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { product } from "./support/shop-helpers.ts";
import { appReady, expect, test } from "./support/test.ts";

/**
 * axe-core (WCAG 2.2 A/AA) over every public page and the storefront's dialogs, at 1280 and 390 px: any
 * violation fails, named by rule and nodes. One browser context per width; pages are visited in turn.
 */

/** An order to show on the order and payment result pages (bank transfer, pickup). */
async function placeOrder(request: APIRequestContext): Promise<{ id: number; token: string }> {
  const lavanda = await product(request, "aceite-esencial-de-lavanda");
  const res = await request.post("/api/orders", {
    data: {
      email: "axe@example.com",
      firstName: "Ana",
      lastName: "Pérez",
      phone: "099 123 456",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      items: [{ productId: lavanda.id, variantId: lavanda.variants[0]!.id, quantity: 1 }],
      idempotencyKey: `axe-${Date.now()}-${Math.random()}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
  return { id: order.id, token: order.accessToken };
}

async function firstBlogPost(request: APIRequestContext): Promise<string | null> {
  const res = await request.get("/api/blog/latest?limit=1");
  if (!res.ok()) return null;
  const { items } = (await res.json()) as { items: { id: number | string; slug?: string }[] };
  return items[0] ? `/blog/post/${items[0].slug ?? items[0].id}` : null;
}

/** Waits until the page has settled: its main heading is visible and nothing is loading. */
async function settle(page: Page) {
  await appReady(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

async function auditWidth(browser: Browser, request: APIRequestContext, width: number) {
  const order = await placeOrder(request);
  const post = await firstBlogPost(request);
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: "es-UY",
    timezoneId: "America/Montevideo",
    // axe is injected as a script; the shop's CSP (script-src 'self') would refuse it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const found: string[] = [];
  const check = async (name: string, scope?: string) => {
    for (const line of await audit(page, scope)) found.push(`[${width}px ${name}] ${line}`);
  };

  const pages: [string, string][] = [
    ["inicio", "/"],
    ["tienda", "/shop"],
    ["producto", "/shop/product/aceite-esencial-de-lavanda"],
    ["carrito", "/shop/cart"],
    ["favoritos", "/wishlist"],
    ["empresa", "/about"],
    ["servicios", "/services"],
    ["información", "/information"],
    ["términos", "/terms-and-conditions"],
    ["blog", "/blog"],
    ...(post ? ([["entrada del blog", post]] as [string, string][]) : []),
    ["contacto", "/contact"],
    ["pedido", `/shop/order/${order.id}?token=${order.token}`],
    ["pago aprobado", `/success/${order.id}?token=${order.token}`],
    ["pago pendiente", `/pending/${order.id}?token=${order.token}`],
    ["pago fallido", `/failure?order=${order.id}&token=${order.token}`],
    ["404", "/esta-pagina-no-existe"],
  ];
  // The closure modal: a notice published now opens it on the first visit of the home page.
  await publishClosureNotice(request, "Cerramos por inventario del 2 al 6 de enero.");
  await page.goto("/");
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("aviso de cierre");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  for (const [name, path] of pages) {
    if (name !== "inicio") await page.goto(path);
    await settle(page);
    await check(name);
  }
  expect(post, "the seed has a blog post").not.toBeNull();

  // Dialogs. The cart drawer (with a product in it), from the header's cart button.
  await page.goto("/shop/product/aceite-esencial-de-lavanda");
  await settle(page);
  await page.getByRole("button", { name: "Añadir al carrito", exact: true }).first().click();
  await page.getByRole("link", { name: /^Carrito/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("cajón del carrito", "[role='dialog']");
  await page.keyboard.press("Escape");

  // Checkout, with that product in the cart.
  await page.goto("/shop/checkout");
  await settle(page);
  await check("checkout");

  // Quick view, from a card in the shop.
  await page.goto("/shop");
  await settle(page);
  await page.getByRole("button", { name: "Vista rápida" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("vista rápida", "[role='dialog']");
  await page.keyboard.press("Escape");

  // The mobile menu (phone only: the desktop menu is always shown).
  if (width < 900) {
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    await check("menú móvil");
    await page.keyboard.press("Escape");
  }

  await context.close();
  expect(found, found.join("\n\n")).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.2 A/AA)", () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(async ({ request }) => removeClosureNotice(request));

  test("every public page and dialog at 1280 px", async ({ browser, request }) => {
    await auditWidth(browser, request, 1280);
  });

  test("every public page and dialog at 390 px", async ({ browser, request }) => {
    await auditWidth(browser, request, 390);
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
