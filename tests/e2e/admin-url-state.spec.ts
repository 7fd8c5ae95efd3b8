import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * The back office's lists keep their state in the URL (issue 22, section 3): search, filters, page and the item
 * open over the list. A reload shows the same view, back closes what was opened and forward opens it again,
 * and the same address in a fresh browser shows the same view. Products in full (with a hand-edited address whose bad
 * values fall back to the plain list); the orders desk's open order and the blog's open post more briefly.
 */

/** The address as the browser shows it, from the path on, decoded. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

/** The search params of the page's address. */
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Shared-link pages still open: a failed test attaches what they show (they are not in its trace). */
const sharedPages = new Set<Page>();

test.afterEach(async ({ browser: _browser }, testInfo) => {
  for (const page of sharedPages) {
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await page.screenshot({ fullPage: true }).catch(() => null);
      if (shot) await testInfo.attach("shared link", { body: shot, contentType: "image/png" });
      await testInfo.attach("shared link address", { body: page.url(), contentType: "text/plain" });
    }
    await page.context().close();
  }
  sharedPages.clear();
});

/**
 * Opens `url` in a fresh browser context signed in as the admin: a link shared with a colleague in Montevideo
 * (the project's locale and time zone: a context made by hand does not inherit them).
 */
async function sharedLink(browser: Browser, session: BrowserContextOptions["storageState"], url: string) {
  const { locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({
    storageState: session,
    viewport: { width: 1280, height: 900 },
    locale,
    timezoneId,
  });
  const page = await context.newPage();
  sharedPages.add(page);
  await page.goto(url);
  // A fresh browser has nothing cached: it downloads and compiles the back office before the view loads (beside
  // another shop's tests on 2 cores that took over 10 s). A time limit for that load, not an assertion.
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  return {
    page,
    close: async () => {
      sharedPages.delete(page);
      await context.close();
    },
  };
}

/** Opens the blog's first post from the list: its title, and the dialog that edits it. */
async function editFirstPost(page: Page): Promise<{ title: string; dialog: Locator }> {
  await page.goto("/admin/blogs");
  const first = page.locator(".admin-posts > li").first();
  const title = (await first.getByRole("heading").first().textContent())!.trim();
  await first.getByRole("button", { name: `Editar ${title}` }).click();
  return { title, dialog: page.getByRole("dialog", { name: "Editar blog post" }) };
}

const productsFilters = (page: Page) => page.getByRole("search", { name: "Buscar y filtrar productos" });
const productsPager = (page: Page) => page.getByRole("navigation", { name: "Páginas de productos" });
const productDialog = (page: Page) => page.getByRole("dialog", { name: "Editar producto" });
const productsTable = (page: Page) => page.getByRole("table", { name: "Productos" });
/** The name of a product's row (the button that opens its form). */
const rowName = async (row: Locator) => (await row.getByRole("rowheader").getByRole("button").textContent())!.trim();

/** The products list with the filters the test set, and its form showing `name` (or closed). */
async function expectProductsView(
  page: Page,
  view: { q?: string; category?: string; filter?: string; sorted?: string; pageOf?: RegExp; open?: string },
) {
  const filters = productsFilters(page);
  await expect(productsTable(page)).toBeVisible();
  // The column the list is sorted by (issue 41): the newest first unless the address says otherwise.
  const sorted = productsTable(page).locator("th[aria-sort]");
  await expect(sorted).toHaveCount(1);
  await expect(sorted).toContainText(view.sorted ?? "Alta");
  await expect(filters.getByLabel("Buscar")).toHaveValue(view.q ?? "");
  await expect(filters.getByLabel("Categoría")).toHaveValue(view.category ?? "");
  await expect(filters.getByLabel("Mostrar")).toHaveValue(view.filter ?? "");
  if (view.pageOf) await expect(productsPager(page)).toContainText(view.pageOf);
  if (view.open) {
    await expect(productDialog(page)).toBeVisible();
    await expect(productDialog(page)).toContainText(view.open);
    await expect(productDialog(page).getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue(view.open);
  } else {
    await expect(productDialog(page)).toBeHidden();
  }
}

test.describe("back-office lists keep their view in the URL", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(90_000);

  test("products: search, category, 'Mostrar', order, page and the open form survive reload, back/forward and a link", async ({
    page,
    browser,
    adminSession,
  }) => {
    // The longest walk of the file (two browsers, some twenty page loads): room for a machine shared with other runs.
    test.setTimeout(150_000);
    await page.goto("/admin/products");
    const filters = productsFilters(page);
    await expect(productsPager(page)).toContainText("página 1 de 3");

    // 'Mostrar' and page 2.
    await filters.getByLabel("Mostrar").selectOption("published");
    await expect(page).toHaveURL(/filter=published/);
    await productsPager(page).getByRole("button", { name: "Siguiente" }).click();
    await expect(productsPager(page)).toContainText("página 2 de");
    await expect.poll(() => params(page)).toEqual({ filter: "published", page: "2" });

    // A product at the bottom of page 2: opening and closing its form leaves the list where it was scrolled to.
    const rows = productsTable(page).locator("tbody").getByRole("row");
    const last = rows.last();
    const lastName = await rowName(last);
    await last.getByRole("button", { name: `Editar ${lastName}` }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await last.getByRole("button", { name: `Editar ${lastName}` }).click();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/, open: lastName });
    await expect
      .poll(() => params(page))
      .toMatchObject({ filter: "published", page: "2", edit: expect.stringMatching(/^\d+$/) });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goBack();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/ });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/, open: lastName });

    // Reload: the same list, page and form.
    await page.reload();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/, open: lastName });

    // Back closes the form, the list stays; forward opens it again.
    await page.goBack();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/ });
    await expect.poll(() => params(page)).toEqual({ filter: "published", page: "2" });
    await page.goForward();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/, open: lastName });

    // Closing it goes back to the list it was opened from: one more back is page 1.
    await productDialog(page).getByRole("button", { name: "Cerrar ventana" }).click();
    await expectProductsView(page, { filter: "published", pageOf: /página 2 de/ });
    await expect.poll(() => params(page)).toEqual({ filter: "published", page: "2" });
    await page.goBack();
    await expectProductsView(page, { filter: "published", pageOf: /página 1 de/ });
    await expect.poll(() => params(page)).toEqual({ filter: "published" });

    // A category and a search (back to page 1), then a product's form.
    await filters.getByLabel("Categoría").selectOption({ label: "Aceites" });
    await expect(page).toHaveURL(/category=\d+/);
    const category = params(page).category!;
    await filters.getByLabel("Buscar").fill("esencial");
    await filters.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=/);
    await expect.poll(() => params(page)).toEqual({ filter: "published", category, q: "esencial" });
    // Sorted by stock from the column's header (issue 41): in the address too.
    await productsTable(page).getByRole("button", { name: "Stock" }).click();
    await expect(page).toHaveURL(/sortBy=stock/);
    await expect(productsTable(page).getByRole("columnheader", { name: "Stock" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const name = "Aceite esencial de Lavanda";
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const view = { q: "esencial", category, filter: "published", sorted: "Stock", open: name };
    await expectProductsView(page, view);
    const link = here(page);
    expect(link).toMatch(/^\/admin\/products\?.*edit=\d+/);

    await page.reload();
    await expectProductsView(page, view);
    await expect(productsTable(page).getByRole("rowheader")).not.toContainText(["Aceite de Jojoba"]);

    await page.goBack();
    await expectProductsView(page, { ...view, open: undefined });
    await page.goForward();
    await expectProductsView(page, view);

    // The same address in a fresh browser: the same view.
    const shared = await sharedLink(browser, adminSession, link);
    await expectProductsView(shared.page, view);
    // Closing a form opened by a link leaves the list in place of it (nothing to go back to).
    await productDialog(shared.page).getByRole("button", { name: "Cerrar ventana" }).click();
    await expectProductsView(shared.page, { ...view, open: undefined });
    expect(params(shared.page)).toEqual({ filter: "published", category, q: "esencial", sortBy: "stock" });
    await shared.close();

    // The add form has an address too.
    await page.goto("/admin/products?new=1");
    await expect(page.getByRole("dialog", { name: "Añadir producto" })).toBeVisible();
    await page.goBack();
    await expectProductsView(page, view);

    // A hand-edited address with bad values shows the plain list (each value's check: products-search.test.ts).
    await page.goto("/admin/products?page=abc&filter=cheap&category=-1&edit=xyz&q=%20%20");
    await expectProductsView(page, { pageOf: /página 1 de 3/ });
    // A product of another page opens by its id (loaded on its own).
    const res = await page.request.get("/api/products?sort=name&page=5");
    const other = ((await res.json()) as { items: { id: number; name: string }[] }).items[0]!;
    await page.goto(`/admin/products?filter=draft&edit=${other.id}`);
    await expect(productsTable(page).getByRole("row").filter({ hasText: other.name })).toHaveCount(0);
    await expect(productDialog(page)).toContainText(other.name);
    await expect(productDialog(page).getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue(other.name);
  });

  test("orders desk: an order searched by its number and opened survives reload, back/forward and a link", async ({
    page,
  }) => {
    const lastName = runName();
    const id = await placeOrder(page.request, lastName);
    await page.goto("/admin/orders");
    const filters = page.getByRole("search", { name: "Buscar y filtrar pedidos" });
    // An order number stays q=<number> in the address (not q=%22…%22: orders-search.test.ts has the rule).
    await filters.getByLabel("Buscar").fill(String(id));
    await filters.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${id}(&|$)`));
    await expect(page.getByRole("row").filter({ hasText: `N.º ${id}` })).toHaveCount(1);
    await page
      .getByRole("row")
      .filter({ hasText: `N.º ${id}` })
      .getByRole("button", { name: /^Lucía / })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${id}&order=${id}$`));
    await expect.poll(() => params(page)).toEqual({ q: String(id), order: String(id) });
    const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
    const expectOpen = async () => {
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Pedido N.º ${id} · Lucía ${lastName}`);
      await expect(dialog.getByRole("group", { name: "Nuevo estado" })).toBeVisible();
      await expect(filters.getByLabel("Buscar")).toHaveValue(String(id));
    };
    await expectOpen();

    await page.reload();
    await expectOpen();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect.poll(() => params(page)).toEqual({ q: String(id) });
    await expect(page.getByRole("row").filter({ hasText: `N.º ${id}` })).toBeVisible();
    await page.goForward();
    await expectOpen();

    // A link to an order the list does not show (another filter) still opens it, with its customer's name. (A link
    // in a fresh browser, and closing what a link opened: the products test above, the same useAdminClose.)
    await page.goto(`/admin/orders?status=cancel&order=${id}`);
    await expect(dialog).toContainText(`Pedido N.º ${id} · Lucía ${lastName}`);
    await expect(dialog.getByRole("group", { name: "Nuevo estado" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar ventana" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => params(page)).toEqual({ status: "cancel" });
  });

  test("blog posts: the open post survives reload and back/forward, also when the dialog's 'close' event comes late", async ({
    page,
  }) => {
    const { title, dialog } = await editFirstPost(page);
    const expectOpen = async () => {
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(title);
    };
    await expectOpen();
    await expect.poll(() => params(page)).toEqual({ edit: expect.stringMatching(/^\d+$/) });
    const open = here(page);

    await page.reload();
    await expectOpen();

    // Back closes it, forward opens it again. The browser fires a closed dialog's 'close' event a task later; back
    // and forward in between (a quick double move, or a busy machine) are made certain here by holding that event
    // until forward has opened it.
    await page.evaluate(() => {
      window.addEventListener(
        "close",
        (event) => {
          event.stopImmediatePropagation();
          (window as { heldClose?: EventTarget }).heldClose = event.target!;
        },
        { capture: true, once: true },
      );
    });
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect.poll(() => page.evaluate(() => "heldClose" in window)).toBe(true);
    await page.goForward();
    await expectOpen();
    // The late event now, with the history's moves recorded while it is handled (closing goes back, at once).
    const moves = await page.evaluate(() => {
      const made: string[] = [];
      const spied = ["back", "go", "pushState", "replaceState"] as const;
      const originals = spied.map((name) => [name, history[name]] as const);
      for (const [name, original] of originals) {
        (history as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          made.push(name);
          return (original as (...a: unknown[]) => unknown).apply(history, args);
        };
      }
      try {
        (window as { heldClose?: EventTarget }).heldClose!.dispatchEvent(new Event("close"));
      } finally {
        for (const [name, original] of originals) (history as unknown as Record<string, unknown>)[name] = original;
      }
      return made;
    });

    // It was the earlier close's: nothing moves, the post stays open at its address.
    expect(moves).toEqual([]);
    await expectOpen();
    expect(here(page)).toBe(open);

    // A post that does not exist opens nothing.
    await page.goto("/admin/blogs?edit=999999");
    await expect(page.locator(".admin-posts > li").first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

/** A surname this run's order carries, so a search finds exactly it (letters only: it is searched as text). */
function runName(): string {
  return `Url${Array.from(Date.now().toString(26), (d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join("")}`;
}

/** An order of one unit, pickup, bank transfer, placed as the checkout would (its own client address). */
async function placeOrder(request: APIRequestContext, lastName: string): Promise<number> {
  const list = await request.get("/api/products?sort=name&page=5");
  const found = ((await list.json()) as { items: { slug: string; quantity: number }[] }).items.find(
    (p) => p.quantity >= 10,
  );
  expect(found, "the demo data has a product with stock on page 5").toBeDefined();
  const full = await product(request, found!.slug);
  const res = await request.post("/api/orders", {
    headers: { "cf-connecting-ip": "203.0.113.58" },
    data: {
      email: "url-state@example.com",
      firstName: "Lucía",
      lastName,
      phone: "099 444 777",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: full.id, variantId: full.variants[0]!.id, quantity: 1 }],
      idempotencyKey: `url-state-e2e-${lastName}-${Math.random()}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number } }).order.id;
}
