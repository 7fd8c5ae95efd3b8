import type { APIRequestContext, Page } from "@playwright/test";
import { publicPages } from "../support/public-pages.ts";
import { fillCart, type Product, placeTransferOrder, product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issues 14 and 27, the deterministic part (Lighthouse figures come from `npm run bench:web`): on every public page
 * (home, shop, product, blog and a post, the owner's pages, contact, cart, favourites, checkout, an order, a 404), at
 * 390 and 1280 px, the SPA hydrates the server's markup without a mismatch, layout shift stays ≤ 0.05 (Chromium's
 * layout-shift entries, those without recent input), no <img> lacks width and height, the code is fetched after the
 * first paint, and with JavaScript blocked the Worker's HTML alone shows the header, the footer and the
 * page's main heading, rendered by the SPA's components (worker/seo/page-render.ts).
 */

const CLS_LIMIT = 0.05;
const WIDTHS = [390, 1280] as const;

async function firstProductPath(page: Page): Promise<string> {
  const res = await page.request.get("/api/products");
  const { items } = (await res.json()) as { items: { slug: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return `/shop/product/${items[0]!.slug}`;
}

let orderPath: string | undefined;

/** An order placed once through the API, as the checkout would: its page is one of the public pages. */
async function anOrderPath(page: Page): Promise<string> {
  if (orderPath) return orderPath;
  const order = await placeTransferOrder(page.request, await stockedProduct(page), {
    lastName: "Primera Vista",
    email: "primera.vista@example.com",
    ip: "203.0.113.27",
  });
  orderPath = `/shop/order/${order.id}?token=${order.accessToken}`;
  return orderPath;
}

/** A product whose first size is in stock (other specs sell some out). */
async function stockedProduct(page: Page): Promise<Product> {
  const { items } = (await (await page.request.get("/api/products")).json()) as { items: { slug: string }[] };
  for (const item of items) {
    const p = await product(page.request, item.slug);
    if ((p.variants[0]?.available ?? 0) > 1) return p;
  }
  throw new Error("No product in stock");
}

async function pages(page: Page): Promise<[string, string][]> {
  const posts = (await (await page.request.get("/api/blog")).json()) as { items: { id: number }[] };
  const product = (await firstProductPath(page)).split("/").pop()!;
  return publicPages({ product, post: posts.items[0]!.id, order: await anOrderPath(page) });
}

/** Collects hydration errors (React's #418/#419/#421/#423/#425, or any page error) as `errors`. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#41[89]|#42[135]/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

// One walk per width over every public page, each page loaded once: the SPA hydrates the renderer's markup without a
// mismatch (issue 27: a mismatch would not break the page, React draws that part again, but it would throw the
// server's work away), nothing shifts, every image is sized, and (at 390 px) the code is fetched after the first paint.
for (const width of WIDTHS) {
  test(`every page hydrates without a mismatch, layout shift ≤ ${CLS_LIMIT} and every image sized, at ${width} px`, async ({
    page,
    request,
  }) => {
    const errors = watchHydration(page);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          const nodes = (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? "?");
          w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const [name, path] of await pages(page)) {
      const entry = width === 390 ? await bootOf(request, path) : undefined;
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("#root")).toHaveAttribute("data-rendered", "");
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(errors, `${name}: hydration`).toEqual([]);
      // Late content (below-the-fold sections, related products) has arrived by now.
      if (["home", "shop", "product"].includes(name)) await page.waitForTimeout(1000);
      const { cls, shifts, fcp, script } = await page.evaluate((entry) => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const script = entry && performance.getEntriesByType("resource").find((r) => r.name.endsWith(entry))?.startTime;
        return { cls: w.__cls, shifts: w.__shifts, fcp, script };
      }, entry);
      console.log(`CLS ${name} at ${width} px: ${cls.toFixed(4)}${shifts.length ? ` (${shifts.join("; ")})` : ""}`);
      expect(cls, `layout shift on ${path}: ${shifts.join("; ")}`).toBeLessThanOrEqual(CLS_LIMIT);

      const unsized = await page.$$eval("img", (imgs) =>
        imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.src),
      );
      expect(unsized, `images without width/height on ${path}`).toEqual([]);

      if (entry) {
        expect(fcp, `${path}: painted`).toBeDefined();
        expect(script, `${path}: the entry was fetched`).toBeDefined();
        expect(script!, `${path}: the entry was fetched after the first paint`).toBeGreaterThan(fcp!);
      }
    }
  });
}

test("with JavaScript blocked, the header, the footer and each page's main heading still show", async ({
  browser,
  page,
}) => {
  const paths = await pages(page);
  for (const width of WIDTHS) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const noJs = await context.newPage();
    for (const [, path] of paths) {
      await noJs.goto(path);
      await expect(noJs.locator("header.site-header")).toBeVisible();
      await expect(noJs.locator("footer.site-footer")).toBeVisible();
      const heading = noJs.locator("main h1");
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();
    }
    await context.close();
  }
});

/**
 * A page painted from the HTML names no code in its head: `/first-view.js` is handed the entry and the chunks to
 * preload (the entry's own imports among them), styles keep their priority. Returns the entry's path.
 */
async function bootOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  expect(html, `${path}: no code named in the head`).not.toMatch(/<(script type="module"|link rel="modulepreload")/);
  const boot = /<script src="\/first-view\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
  const [, entry = "", preload = ""] = boot ?? [];
  expect(entry, `${path}: /first-view.js starts the SPA`).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(preload.split(" ").length, `${path}: the entry's imports and the page's chunks`).toBeGreaterThan(3);
  expect(html, `${path}: styles keep their priority`).not.toMatch(/<link rel="stylesheet"[^>]*fetchpriority/);
  // The entry starts React DOM and the app with import() (web/main.tsx); they are fetched with it, not after it runs.
  const started = await startedByEntry(request, entry);
  expect(started.length, `${path}: the entry imports React DOM and the app`).toBeGreaterThanOrEqual(2);
  for (const file of started) expect(preload.split(" "), `${path}: ${file} is preloaded`).toContain(file);
  return entry;
}

// With a cart and favourites (kept in localStorage, read after hydrating), the pages that show them beyond the
// header's count hydrate without a mismatch too; the pages without them are walked above.
test("with a cart and favourites, home, cart, favourites and checkout hydrate without a mismatch", async ({ page }) => {
  const errors = watchHydration(page);
  const list = await pages(page);
  const p = await stockedProduct(page);
  await fillCart(page, p, 1);
  const item = { id: p.id, slug: p.slug, name: p.name, image: null, categoryTitle: null };
  const price = { price: p.variants[0]!.finalPrice, finalPrice: p.variants[0]!.finalPrice };
  await page.evaluate((i) => localStorage.setItem("shop.wishlist.v1", JSON.stringify([i])), { ...item, ...price });
  for (const [name, path] of list.filter(([name]) => ["home", "cart", "wishlist", "checkout"].includes(name))) {
    await page.goto(path);
    await expect(page.locator("#root")).toHaveAttribute("data-rendered", "");
    await expect(page.locator("main h1").first()).toBeVisible();
    expect(errors, `${name} with a cart`).toEqual([]);
  }
  // The cart's own lines, read after hydrating.
  await page.goto("/shop/cart");
  await expect(page.locator(".cart-table tbody tr")).toHaveCount(1);
});

// A shopper on a slow line sees the page before its code has arrived: what they press meanwhile is not lost.
test("buttons pressed before the code has loaded act, in order, once React has taken the page over", async ({
  page,
}) => {
  const p = await stockedProduct(page);
  const path = `/shop/product/${p.slug}`;
  const entry = await bootOf(page.request, path);
  // The entry (and so React and the app) is held until both buttons have been pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  // A page of the same browser whose address is not waited on for React (this test's own `page` would be).
  const slow = await page.context().newPage();
  const errors = watchHydration(slow);
  await slow.route(`**${entry}`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await slow.goto(path, { waitUntil: "domcontentloaded" });
  await requested;
  await expect(slow.locator("#root")).toHaveAttribute("data-rendered", "");

  const more = slow.getByRole("button", { name: "Aumentar cantidad" });
  const add = slow.locator(".product-info").getByRole("button", { name: "Añadir al carrito" });
  await more.click();
  await add.click();
  // Nothing happened yet: no code runs.
  await expect(slow.getByRole("spinbutton", { name: "Cantidad" })).toHaveValue("1");
  await expect(slow.getByRole("link", { name: /^Carrito:/ })).toHaveAccessibleName("Carrito: 0 $ 0 (0 productos)");

  release();
  // 'Aumentar cantidad', then 'Añadir al carrito': two units, once.
  await expect(slow.getByText("Producto añadido al carrito")).toBeVisible();
  await expect(slow.getByRole("link", { name: /^Carrito:/ })).toHaveAccessibleName(/^Carrito: 2 .*\(2 productos\)$/);
  expect(errors).toEqual([]);
  await slow.close();
  await page.goto("/shop/cart");
  await expect(page.locator(".cart-table tbody tr")).toHaveCount(1);
  await expect(page.locator(".cart-table tbody tr .cart-qty__value")).toHaveText("2");
});

/** The chunks the entry (web/main.tsx) imports as it starts, as /assets/… paths. */
async function startedByEntry(request: APIRequestContext, entry: string): Promise<string[]> {
  const code = await (await request.get(entry)).text();
  return [...code.matchAll(/import\(`\.\/([^`]+)`\)/g)].map((m) => `/assets/${m[1]}`);
}

// docs/decisions/010, seventh session: code no one needs while the page loads waits for a scroll, touch or key.
test("the toaster and the cart panel wait for the shopper's first interaction", async ({ page }) => {
  const panel: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/CartDrawerPanel-[\w-]+\.js$/.test(r.url())) panel.push(r.url());
  });
  await page.goto(await firstProductPath(page));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(panel, "no cart panel during the load").toEqual([]);
  await expect(page.locator("section[data-react-aria-top-layer]")).toHaveCount(0);

  // Sonner's live region (its <section>) is there from the moment the toaster mounts.
  await page.mouse.wheel(0, 200);
  await expect(page.locator("section[data-react-aria-top-layer]")).toHaveCount(1);
  await expect.poll(() => panel.length).toBe(1);
});
