import { type APIResponse, expect, test } from "@playwright/test";
import { SECURITY_HEADERS } from "../../worker/http/security-headers.ts";

/**
 * The security headers on the real Worker (`npm start`: workerd + Workers Static Assets): on what the Worker
 * renders, on the assets Cloudflare serves by itself through dist/_headers, and on the SPA fallback, read without a
 * browser. That Chromium's navigation gets the policy and that no public page violates it is checked on the walk of
 * every public page (first-paint.spec.ts), and what a shopper's action brings (a toast, the cart drawer, the
 * receipt's preview) with the storefront's dialogs (accessibility.spec.ts): one visit a page for every check (issue 39).
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
