import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { unpublishProducts } from "./support/database.ts";
import { money, placeTransferOrder, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * 'Repetir pedido' (issue 43, Done when): an order placed through the API, one of its sizes' price raised through
 * the back office's API, then in Chromium its order page's button fills the cart at today's prices and the cart says
 * what changed. The rules (sizes gone, no stock, quantities) are proven in web/lib/cart/refill.test.ts.
 */
test("'Repetir pedido' fills the cart with the order's lines at today's prices and says which price rose", async ({
  page,
  request,
  adminSession,
}) => {
  const tag = Date.now().toString(36);
  const name = `Aceite Repetir ${tag}`;
  const headers = await adminHeaders(adminSession, request);
  const base = {
    ...{ name, code: "", slug: `aceite-repetir-${tag}`, categoryId: null, description: "", discount: 0 },
    ...{ isNew: false, isNotEaten: false, stockMode: "size", bulkStock: 0, unit: "cc", benefits: [], uses: [] },
    ...{ doses: [], published: true, images: [], thumbImages: [] },
  };
  const created = await request.post("/api/admin/products", {
    headers,
    data: {
      ...base,
      variants: [
        { size: 30, price: 300, stock: 20 },
        { size: 100, price: 800, stock: 20 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const oil = await product(request, base.slug);
  const [small, large] = oil.variants;
  const order = await placeTransferOrder(request, oil, {
    lastName: "Repetir",
    email: `repetir.${tag}@example.com`,
    ip: "203.0.113.143",
    extra: {
      items: [
        { productId: oil.id, variantId: small!.id, quantity: 2 },
        { productId: oil.id, variantId: large!.id, quantity: 1 },
      ],
    },
  });

  // The owner raises the 100 cc size from $ 800 to $ 900.
  const raised = await request.put(`/api/admin/products/${oil.id}`, {
    headers,
    data: {
      ...base,
      variants: [
        { size: 30, price: 300, stock: 20 },
        { size: 100, price: 900, stock: 20 },
      ],
    },
  });
  expect(raised.status(), await raised.text()).toBe(200);

  await page.goto(`/shop/order/${order.id}?token=${order.accessToken}`);
  const button = page.getByRole("button", { name: "Repetir pedido" });
  await expect(button).toBeVisible();
  const found = await audit(page);
  expect(found, found.join("\n\n")).toEqual([]);

  await button.click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText("Agregamos 2 productos al carrito.")).toBeVisible();
  const rows = page.getByRole("table", { name: "Productos en el carrito" }).locator("tbody").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "30 cc" })).toContainText(money(300));
  await expect(rows.filter({ hasText: "100 cc" })).toContainText(money(900));
  const notices = page.getByRole("status").filter({ hasText: "Actualizamos su carrito:" });
  await expect(notices).toContainText(`${name} (100 cc) subió de`);
  await expect(notices).toContainText(money(800));
  await expect(notices).toContainText(money(900));
  await unpublishProducts([base.slug]);
});
