import postgres from "postgres";
import type { CfePrint } from "../../domain/invoices.ts";
import { signInByCode } from "./support/account.ts";
import { apiAdminToken } from "./support/admin.ts";
import { setDemoIssuer } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL, unpublishProducts } from "./support/database.ts";
import { money } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 44 ('Done when', the buyer's prices): a list 'Mayorista A' (10 % off Aceites, from 5 units $ 850, minimum 5), a
 * company and its buyer set up in the embedded database. The buyer, signed in, sees the list's price with retail struck
 * through on the category listing's cards (all its sizes asked in one request) and on the product page, with the break
 * table; the cart refuses 3 units; the order's total carries the list prices. A guest in another browser sees retail at
 * the same time on both, and asks nothing. The order's page, mail and CFE (once approved) carry the list's prices. Every rule and refusal is proven in tests/api/wholesale-*.test.ts.
 */
const stamp = Date.now();

// The spec's products leave the shop's public list afterwards (support/database.ts).
test.afterAll(() => unpublishProducts([`aceite-mayorista-${stamp}`, `aceite-mayorista-b-${stamp}`]));

test("a buyer sees the list's prices and breaks, the cart holds the minimum; a guest sees retail", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `compras${stamp}@example.com`;
  const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  let product: { id: number; variant: number; slug: string };
  try {
    [product] = (await sql`
      with c as (insert into categories (title, slug, sort_order)
                 values ('Aceites E2E', ${`aceites-e2e-${stamp}`}, 10000) returning id),
           p as (insert into products (slug, name, unit, category_id, published)
                 select ${`aceite-mayorista-${stamp}`}, 'Aceite mayorista E2E', 'cc', id, true from c returning id, slug)
      insert into product_variants (product_id, size, price, stock) select id, 500, 1000, 100 from p
      returning product_id::int as id, id::int as variant, (select slug from p)`) as unknown as [typeof product];
    // The category goes last in the shop's list: other specs on the same shop read the seed's order (admin-categories).
    // A second product in the category, two sizes: its card shows the first (100 cc), $ 600 retail, $ 540 to the buyer.
    await sql`
      with p as (insert into products (slug, name, unit, category_id, published)
                 select ${`aceite-mayorista-b-${stamp}`}, 'Aceite mayorista E2E B', 'cc', category_id, true
                 from products where id = ${product.id} returning id)
      insert into product_variants (product_id, size, price, stock)
      select id, size, price, 50 from p, (values (100, 600), (1000, 2000)) as s(size, price)`;
    const [list] = await sql`
      insert into price_lists (name) values (${`Mayorista A ${stamp}`}) returning id`;
    await sql`insert into price_list_categories (price_list_id, category_id, percent)
              select ${list!.id}, category_id, 10 from products where id = ${product.id}`;
    await sql`insert into price_list_sizes (price_list_id, variant_id, breaks, min_quantity)
              values (${list!.id}, ${product.variant}, ${sql.json([{ from: 5, price: 850 }])}, 5)`;
    const [company] = await sql`
      insert into companies (rut, legal_name, fiscal_address, activity, price_list_id)
      values (${`21${String(stamp).slice(-10)}`}, 'Cosmética E2E S.A.', 'Rincón 477, Montevideo', 'cosmetica', ${list!.id})
      returning id`;
    await sql`insert into company_buyers (email, company_id) values (${email}, ${company!.id})`;
  } finally {
    await sql.end();
  }
  const productPath = `/shop/product/${product.slug}`;
  const listingPath = `/shop?category=aceites-e2e-${stamp}`;

  // The buyer signs in to 'Mi cuenta' with the mailed code.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByCode(page, request, email);

  // The category's listing: each card shows the list's price with retail struck through, all the cards' sizes asked in
  // one request; a guest at the same time sees retail on the same cards and asks nothing.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/wholesale?variants=")) asked.push(new URL(r.url()).searchParams.get("variants")!);
  });
  await page.goto(listingPath);
  const card = (p: typeof page, name: string) => p.getByRole("article", { name, exact: true });
  const buyerCard = card(page, "Aceite mayorista E2E");
  await expect(buyerCard.locator(".price__now")).toHaveText(new RegExp(`^Su precio: ${money(900).source}$`));
  await expect(buyerCard.locator("del")).toHaveText(new RegExp(`^Precio anterior: ${money(1000).source}$`));
  const otherCard = card(page, "Aceite mayorista E2E B");
  await expect(otherCard.locator(".price__now")).toContainText(money(540));
  await expect(otherCard.locator("del")).toContainText(money(600));
  await otherCard.getByRole("button", { name: /^1000/ }).click();
  await expect(otherCard.locator(".price__now")).toContainText(money(1800));
  await expect(otherCard.locator("del")).toContainText(money(2000));
  expect(asked).toHaveLength(1);
  expect(asked[0]!.split(",")).toHaveLength(3);
  expect(await audit(page, "main")).toEqual([]);
  // Favourited from its card, it is at the buyer's price on 'Favoritos' too.
  await otherCard.getByRole("button", { name: "Añadir a favoritos" }).click();
  await page.goto("/wishlist");
  const favourite = page.locator(".wishlist-item__price");
  await expect(favourite.locator("strong")).toHaveText(new RegExp(`^Su precio: ${money(540).source}`));
  await expect(favourite.locator("s")).toHaveText(new RegExp(`^Precio anterior: ${money(600).source}$`));

  const listingGuest = await browser.newContext();
  const listingGuestPage = await listingGuest.newPage();
  const guestAsked: string[] = [];
  listingGuestPage.on("request", (r) => {
    if (r.url().includes("/api/wholesale")) guestAsked.push(r.url());
  });
  await listingGuestPage.goto(listingPath);
  await expect(card(listingGuestPage, "Aceite mayorista E2E").locator(".price__now")).toHaveText(money(1000));
  await expect(card(listingGuestPage, "Aceite mayorista E2E B").locator(".price__now")).toHaveText(money(600));
  await listingGuestPage.waitForLoadState("networkidle");
  await expect(listingGuestPage.locator(".product-card del")).toHaveCount(0);
  expect(guestAsked).toEqual([]);
  await listingGuest.close();

  // The product page: the list's price (10 % off), retail struck through, and the break table.
  await page.goto(productPath);
  const price = page.locator(".product-info__price");
  await expect(price.locator(".price__now")).toHaveText(money(900));
  await expect(price.locator("del")).toContainText(money(1000));
  const breaks = page.getByRole("region", { name: "Precios por cantidad" });
  await expect(breaks).toContainText(/Desde 5 unidades: \$\s850 c\/u/);
  await expect(breaks).toContainText("Mínimo 5 unidades.");
  await expect(page.getByRole("banner").getByRole("link", { name: "Precios mayoristas" })).toBeVisible();
  // On a phone the header's row has no room for it: the menu lists it beside 'Mi cuenta', and nothing overflows.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("banner").getByRole("link", { name: "Precios mayoristas" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("dialog", { name: "Menú" });
  await expect(menu.getByRole("link", { name: "Precios mayoristas" })).toBeVisible();
  await menu.getByRole("button", { name: "Cerrar menú" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // At the same time, a guest in another browser sees retail only.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(productPath);
  await expect(guestPage.locator(".product-info__price .price__now")).toHaveText(money(1000));
  await guestPage.waitForLoadState("networkidle");
  await expect(guestPage.getByText("Precios por cantidad")).toHaveCount(0);
  await expect(guestPage.getByText("Precios mayoristas")).toHaveCount(0);
  await guest.close();

  // The cart: 3 units are refused (minimum 5); the stepper goes to 5, priced at the break.
  await page.evaluate(
    (p) =>
      localStorage.setItem(
        "shop.cart.v1",
        JSON.stringify([
          {
            cartId: `e2e-${p.id}`,
            productId: p.id,
            variantId: p.variant,
            slug: p.slug,
            name: "Aceite mayorista E2E",
            image: null,
            categoryTitle: null,
            unit: "cc",
            size: 500,
            unitPrice: 1000,
            quantity: 3,
            stock: 100,
            bulkStock: null,
          },
        ]),
      ),
    product,
  );
  await page.goto("/shop/cart");
  const cart = page.getByRole("main");
  await expect(cart.getByText("Aceite mayorista E2E (500 cc): mínimo 5 unidades.").first()).toBeVisible();
  await cart.getByRole("button", { name: /Agregar una unidad de/ }).click();
  await expect(cart.locator(".cart-qty__value")).toHaveText("5");
  await expect(cart.getByRole("cell", { name: money(4250) }).first()).toBeVisible();

  // The order, placed with the buyer's token as the checkout sends it: its total carries the list prices.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("qo-shop-auth") ?? "{}").access_token);
  const placed = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": "203.0.113.44" },
    data: {
      email,
      firstName: "Lucía",
      lastName: "Mayorista",
      phone: "099 444 777",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: product.id, variantId: product.variant, quantity: 5 }],
      idempotencyKey: `e2e-wholesale-${stamp}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = await placed.json();
  expect(order.items[0]).toMatchObject({ unitPrice: 850, retailUnitPrice: 1000 });
  await page.goto(`/shop/order/${order.id}?token=${order.accessToken}`);
  await expect(page.getByRole("main")).toContainText(money(order.total));
  await expect(page.getByRole("main")).toContainText(`Lista: Mayorista A ${stamp}`);
  expect(order.subtotal).toBe(4250);

  // The mail the buyer gets: the line at the list's price.
  const { items: mails } = await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const placedMail = (mails as { subject: string; url: string }[]).find((m) => m.subject.includes(`${order.id}`));
  expect(placedMail, "the order's mail").toBeTruthy();
  await page.goto(placedMail!.url);
  const mailHtml = page.locator("iframe").contentFrame().locator("body");
  await expect(mailHtml).toContainText(money(850));
  await expect(mailHtml).toContainText(money(4250));

  // The CFE, issued when the owner approves the order: its line at the list's price.
  const auth = { authorization: `Bearer ${await apiAdminToken(request)}` };
  await setDemoIssuer(request, auth);
  const approved = await request.post(`/api/admin/orders/${order.id}/moves`, {
    headers: auth,
    data: { event: "approve" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const cfeLine = async () => {
    const res = await request.get(`/api/orders/${order.id}/cfe/cfe?token=${order.accessToken}`);
    return res.ok()
      ? ((await res.json()) as CfePrint).document.lines.map((l) => [l.quantity, l.unitPrice])
      : res.status();
  };
  await expect.poll(cfeLine).toEqual([[5, 850]]);
});
