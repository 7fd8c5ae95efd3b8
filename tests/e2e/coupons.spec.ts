import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { fillCart, money, type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Discount codes end to end on `npm start` (issue 25): the owner creates a 10 % code in 'Cupones'; the shopper
 * applies it in the cart, the total drops there and at checkout, the order is placed by transfer, and the code
 * with its discount shows on the order page, in the confirmation mail (the embedded outbox) and in the desk's
 * orders CSV. An expired code is refused in the cart with its date.
 */

/** A name for this run's code (letters and digits only). */
const CODE = `DIEZ${Date.now().toString(36).toUpperCase()}`;

/** A product with stock that the other end-to-end files leave alone (they buy from pages 1 to 5). */
async function productForTest(request: APIRequestContext): Promise<Product> {
  for (const page of [6, 5]) {
    const res = await request.get(`/api/products?sort=name&page=${page}`);
    const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 10);
    if (list.length > 0) return product(request, list.at(-1)!.slug);
  }
  throw new Error("No product with stock on pages 5-6");
}

const expectNoAxeViolations = async (page: Page, what: string) => expect(await audit(page), what).toEqual([]);

test.describe("discount codes", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(120_000);
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql.end();
  });

  test("a 10 % code lowers the total and shows on the order, the mail and the CSV; an expired one is refused", async ({
    page,
    request,
  }) => {
    // The owner creates the code.
    await page.goto("/admin/coupons");
    await expect(page.getByRole("heading", { level: 1, name: "Cupones" })).toBeVisible();
    await page.getByRole("button", { name: "Nuevo cupón" }).click();
    const form = page.getByRole("region", { name: "Nuevo cupón" });
    await form.getByLabel("Código").fill(CODE);
    await expect(form.getByLabel("Tipo de descuento")).toHaveValue("percent");
    await form.getByLabel("Porcentaje (%)").fill("10");
    await form.getByLabel("Válido hasta").fill("31/12/2099");
    await expectNoAxeViolations(page, "coupon form");
    await form.getByRole("button", { name: "Crear cupón" }).click();
    const row = page.getByRole("row").filter({ hasText: CODE });
    await expect(row).toContainText("10");
    await expect(row).toContainText("Hasta el 31/12/2099");
    await expect(row).toContainText("Activo");
    await expectNoAxeViolations(page, "coupons list");

    // An expired code, straight in the database.
    const expired = `VIEJO${Date.now().toString(36).toUpperCase()}`;
    await sql`insert into discount_codes (code, kind, value, valid_to) values (${expired}, 'percent', 20, '2026-11-20')`;

    // The shopper's cart.
    const p = await productForTest(request);
    const price = p.variants[0]!.finalPrice;
    const quantity = Math.max(2, Math.ceil(1000 / price));
    const subtotal = price * quantity;
    await fillCart(page, p, quantity);
    await page.goto("/shop/cart");
    const summary = page.getByRole("complementary", { name: "Resumen" });
    const field = summary.getByLabel("Cupón de descuento");
    await field.fill(expired.toLowerCase());
    await summary.getByRole("button", { name: "Aplicar" }).click();
    await expect(summary.getByRole("alert")).toHaveText("El cupón venció el 20/11/2026.");
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill(CODE.toLowerCase());
    await summary.getByRole("button", { name: "Aplicar" }).click();
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    await expect(summary.getByRole("status")).toContainText(`Cupón ${CODE} aplicado`);
    await expect(summary).toContainText(money(discount));
    await expect(summary.locator(".totals__total")).toContainText(money(subtotal - discount));
    await expectNoAxeViolations(page, "cart with a code");

    // Checkout: pickup, bank transfer; the transfer discount on the products total after the code.
    await summary.getByRole("link", { name: "Comprar" }).click();
    const order = page.getByRole("form", { name: "Datos del pedido" });
    const orderSummary = page.getByRole("complementary", { name: "Su pedido" });
    await expect(orderSummary).toContainText(`Cupón ${CODE}`);
    const productsTotal = subtotal - discount;
    const transfer = Math.floor((productsTotal * 5 + 50) / 100);
    const total = productsTotal - transfer;
    await expect(orderSummary.locator(".totals__total")).toContainText(money(total));
    await order.getByLabel("Correo electrónico").fill("cupon@example.com");
    await order.getByLabel("Nombre").fill("Sofía");
    await order.getByLabel("Apellido").fill("Cupones");
    await order.getByLabel("Teléfono").fill("099 555 111");
    await order.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await order.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    const id = Number((await dialog.getByTestId("order-number").textContent())?.trim());
    await expect(dialog).toContainText(money(total));

    // The order page.
    await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
    const amounts = page.getByRole("region", { name: "Importes" });
    await expect(amounts).toContainText(`Cupón ${CODE}`);
    await expect(amounts).toContainText(money(discount));
    await expect(amounts).toContainText(money(total));

    // The confirmation mail in the embedded outbox.
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from mail_outbox where order_id = ${id} and kind = 'order_confirmation'`;
    expect(mail!.text).toContain(`Cupón ${CODE}`);

    // The desk's orders CSV.
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: "Exportar", exact: true }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    const line = csv.split(/\r?\n/).find((l) => l.startsWith(`${id};`));
    expect(line).toContain(`;${subtotal};${CODE};${discount};${transfer};`);

    // The code's use is counted in the list.
    await page.goto("/admin/coupons");
    await expect(page.getByRole("row").filter({ hasText: CODE }).getByRole("cell").nth(2)).toHaveText("1");
  });
});
