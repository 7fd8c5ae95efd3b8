import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "../../domain/shop-settings-defaults.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// A shell like the built one: the prerendered frame's footer shows the built-in profile.
const footer = `<a class="site-footer__social" href="${DEFAULT_SHOP_SETTINGS.socialUrl}" aria-label="Instagram ${DEFAULT_SHOP_SETTINGS.socialHandle} (se abre en una pestaña nueva)"><span aria-hidden="true">${DEFAULT_SHOP_SETTINGS.socialHandle}</span></a>`;
const shell = `<!doctype html><html lang="es"><head><title>Shell</title><meta name="description" content="x" /></head>
<body><div id="root"></div><template id="first-view" data-assets="{}"><main><!--first-view--></main><footer>${footer}</footer></template></body></html>`;

let shop: TestShop;
let app: ReturnType<typeof createApp>;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
const env = { ASSETS: { fetch: async () => new Response("file", { status: 200 }) } };
beforeAll(async () => {
  shop = await startTestShop();
  const config = parseConfig({ ENVIRONMENT: "test" });
  app = createApp(() => buildDeps(config, shop.db), { loadShell: async () => shell });
});
afterAll(() => shop.close());

const page = async (path: string) => {
  const res = await app.request(path, {}, env, ctx);
  return { status: res.status, html: await res.text() };
};
const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="shop-profile">(.*?)<\/script>/.exec(html)?.[1] ?? "null");

describe("every page carries the shop's social profile for the footer", () => {
  it("the built-in one while the owner has not changed it, on pages the Worker renders, SPA pages and 404s", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/shop", 200],
      ["/contact", 200],
      ["/shop/cart", 200],
      ["/blog", 200],
      ["/no-existe", 404],
    ] as const) {
      const { status: got, html } = await page(path);
      expect(got, path).toBe(status);
      expect(inlined(html), path).toEqual({
        url: DEFAULT_SHOP_SETTINGS.socialUrl,
        handle: DEFAULT_SHOP_SETTINGS.socialHandle,
      });
    }
    expect((await page("/favicon.ico")).html).toBe("file");
  });

  it("the owner's profile once saved, in the JSON and in the prerendered footer, at once", async () => {
    const res = await app.request(
      "/api/admin/settings",
      {
        method: "PUT",
        headers: { ...(await bearer()), "content-type": "application/json" },
        body: JSON.stringify({
          ...DEFAULT_SHOP_SETTINGS,
          socialUrl: "https://www.instagram.com/otra.cuenta/",
          socialHandle: "@otra.cuenta",
        }),
      },
      env,
      ctx,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    for (const path of ["/", "/contact", "/no-existe"]) {
      const { html } = await page(path);
      expect(inlined(html), path).toEqual({ url: "https://www.instagram.com/otra.cuenta/", handle: "@otra.cuenta" });
      expect(html, path).toContain('href="https://www.instagram.com/otra.cuenta/"');
      expect(html, path).toContain("Instagram @otra.cuenta (se abre en una pestaña nueva)");
      // The handle alone: the shop's e-mail (ventas@quimicaoriental.com.uy, in the inlined settings) contains it.
      const handle = new RegExp(`(?<![\\w.])${DEFAULT_SHOP_SETTINGS.socialHandle}(?![\\w.])`);
      expect(html, path).not.toMatch(handle);
      expect(html, path).not.toContain(DEFAULT_SHOP_SETTINGS.socialUrl);
    }
  });
});
