import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { SECURITY_HEADERS } from "../../worker/http/security-headers.ts";
import { appReady } from "./support/test.ts";

/**
 * The security headers on the real Worker (`npm start`: workerd + Workers Static Assets): on what the Worker
 * renders, on the assets Cloudflare serves by itself through dist/_headers, and on the SPA fallback. Then
 * every public page in Chromium, with no Content-Security-Policy violation.
 */

function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  // Plain http here: no HSTS.
  expect(headers["strict-transport-security"], `HSTS on ${what}`).toBeUndefined();
}

test.describe("headers on the real Worker", () => {
  test("pages, API, assets, images and unknown paths all carry them", async ({ request }) => {
    // Every public page hands its entry script to /first-view.js (docs/decisions/010), which fetches it after the paint.
    const html = await (await request.get("/about")).text();
    const script = /<script src="\/first-view\.js" defer data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script, "the page names its entry script").toBeDefined();
    expect(style, "the built index.html names its stylesheet").toBeDefined();

    const targets: [string, string, number, RegExp][] = [
      ["home (Worker-rendered)", "/", 200, /text\/html/],
      ["shop (Worker-rendered)", "/shop", 200, /text\/html/],
      ["product (Worker-rendered)", "/shop/product/aceite-esencial-de-limon", 200, /text\/html/],
      ["about (SPA fallback, no Worker)", "/about", 200, /text\/html/],
      ["unknown path (the SPA's page, 404 from the Worker)", "/no-existe/de-verdad", 404, /text\/html/],
      ["unknown path under /shop/product (the SPA's page, 404)", "/shop/product/a/b", 404, /text\/html/],
      ["API JSON", "/api/health", 200, /application\/json/],
      ["API 404", "/api/no-existe", 404, /application\/json/],
      ["API 400", "/api/products?page=0", 400, /application\/json/],
      ["hashed JS asset", script!, 200, /javascript/],
      ["hashed CSS asset", style!, 200, /text\/css/],
      ["image", "/images/misc/logo-mark.svg", 200, /image\/svg\+xml/],
      ["sitemap", "/sitemap.xml", 200, /xml/],
      ["robots.txt", "/robots.txt", 200, /text\/plain/],
    ];
    for (const [what, path, status, type] of targets) {
      const res = await request.get(path);
      expect(res.status(), `${what} ${path}`).toBe(status);
      expect(res.headers()["content-type"], `${what} ${path}`).toMatch(type);
      expectSecurityHeaders(res, `${what} ${path}`);
      // Only the hashed build files are cached for good (dist/_headers); a page is asked about every time.
      const cache = res.headers()["cache-control"] ?? "";
      if (path.startsWith("/assets/")) expect(cache, `${what} ${path}`).toBe("public, max-age=31536000, immutable");
      else expect(cache, `${what} ${path}`).not.toContain("immutable");
    }
  });

  test("a file that is not there is a 404, never the HTML shell", async ({ request }) => {
    for (const path of ["/assets/no-existe.js", "/images/no-existe.webp", "/favicon.ico", "/no-existe.css"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  test("the _headers file itself is not served", async ({ request }) => {
    const res = await request.get("/_headers");
    expect(await res.text()).not.toContain("Content-Security-Policy:");
  });
});

// ---------------------------------------------------------------------------------------------------------

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Records every CSP violation the page reports, and console messages about the policies. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // CSP refusals, and Chromium's complaints about the Permissions-Policy header (an unknown feature).
    if (/content.security.policy|Refused to|Permissions.Policy/i.test(message.text())) {
      consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
  };
}

/**
 * Waits for what loads late: lazy chunks, images. (The toaster and the cart panel wait for a first interaction,
 * docs/decisions/010: the toast below mounts them.)
 */
async function settle(page: Page) {
  await appReady(page);
  await page.waitForLoadState("networkidle");
}

test.describe("no CSP violations in Chromium", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every public page", async ({ page, request }) => {
    test.setTimeout(120_000);
    const list = (await (await request.get("/api/products?sort=name")).json()) as {
      items: { slug: string; id: number }[];
    };
    const slug = list.items[0]!.slug;
    const { consoleErrors, violations } = await watchCsp(page);
    const found: Violation[] = [];

    const paths = [
      "/",
      "/shop",
      "/shop?category=aceites&q=lavanda",
      `/shop/product/${slug}`,
      "/shop/cart",
      "/shop/checkout",
      "/wishlist",
      "/about",
      "/services",
      "/information",
      "/blog",
      "/blog/post/1",
      "/contact",
      "/other/contact",
      "/terms-and-conditions",
      "/other/terms-and-conditions",
      "/no-existe",
    ];
    for (const path of paths) {
      const res = await page.goto(path);
      // The browser's own navigation (Sec-Fetch-Mode: navigate) gets the policy too, Worker or not.
      expect(res?.headers()["content-security-policy"], path).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
      await expect(page.locator("main").first()).toBeVisible();
      await settle(page);
      if (path === "/") {
        // The sections below the fold, the slider and the social feed load on the way down.
        for (let i = 0; i < 10; i++) {
          await page.mouse.wheel(0, 1000);
          await page.waitForTimeout(150);
        }
        await settle(page);
      }
      found.push(...(await violations()));
    }

    // A toast (sonner's injected <style>), the cart, and checkout with a receipt preview (a blob: image).
    await page.goto(`/shop/product/${slug}`);
    // The page's HTML is there before its code: its buttons work once React has hydrated it (docs/decisions/010).
    await appReady(page);
    await page.getByRole("button", { name: "Añadir al carrito", exact: true }).first().click();
    await expect(page.getByText("Producto añadido al carrito").first()).toBeVisible();
    found.push(...(await violations()));
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await expect(form).toBeVisible();
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
    await settle(page);
    found.push(...(await violations()));

    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
