import postgres from "postgres";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { fillCart, product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * What an order's CFE needs, asked at checkout (issue 26): a RUT brings 'Razón social' and 'Domicilio fiscal';
 * without one, a total from DGI's e-Ticket threshold (the owner's, from the server) asks for the buyer's cédula,
 * checked by its check digit. Both end up on the order page. The threshold is lowered here so that a small cart
 * reaches it, and put back afterwards.
 */

const THRESHOLD = 1000;
let sql: postgres.Sql;

test.describe("checkout for the CFE", () => {
  test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

  test.beforeAll(async () => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
    await sql`update invoice_settings set identify_buyer_from = ${THRESHOLD}`;
  });
  test.afterAll(async () => {
    await sql`update invoice_settings set identify_buyer_from = 32000`;
    await sql.end();
  });

  test("a total from the threshold asks for the cédula; a RUT asks for the company instead", async ({
    page,
    request,
  }) => {
    const lavanda = await product(request, "aceite-esencial-de-lavanda");
    await fillCart(page, lavanda, Math.ceil((THRESHOLD * 1.2) / lavanda.variants[0]!.finalPrice));
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await form.getByLabel("Correo electrónico").fill("empresa@example.com");
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Apellido").fill("Fernández");
    await form.getByLabel("Teléfono").fill("099 123 456");

    // Without RUT: the cédula, with DGI's reason and the shop's amount.
    const ci = form.getByLabel("Cédula de identidad");
    await expect(ci).toBeVisible();
    await expect(
      form.getByText("Para compras desde $ 1.000 DGI pide identificar al comprador en el e-Ticket."),
    ).toBeVisible();
    await expect(form.getByLabel("Razón social")).toHaveCount(0);
    expect(await audit(page, "form")).toEqual([]);
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(ci).toBeFocused();
    await expect(ci).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Este campo es obligatorio.")).toHaveCount(1);
    await ci.fill("1.234.567-3");
    await expect(form.getByText("Cédula no válida: revise sus dígitos.")).toBeVisible();

    // With a RUT: the company instead, both required.
    await form.getByLabel("RUT").fill("21.047573.001-1");
    await expect(ci).toHaveCount(0);
    const name = form.getByLabel("Razón social");
    const address = form.getByLabel("Domicilio fiscal");
    await expect(name).toBeVisible();
    await expect(address).toBeVisible();
    expect(await audit(page, "form")).toEqual([]);
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(name).toBeFocused();
    await expect(form.getByText("Este campo es obligatorio.")).toHaveCount(2);
    await name.fill("Química del Este S.A.");
    await address.fill("Rincón 477, Montevideo");
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
    const customer = page.locator("address.order-customer");
    await expect(customer).toContainText("RUT 210475730011 · Química del Este S.A.");
    await expect(customer).toContainText("Domicilio fiscal: Rincón 477, Montevideo");
  });

  test("the cédula is kept with the order and shown on its page", async ({ page, request }) => {
    const lavanda = await product(request, "aceite-esencial-de-lavanda");
    await fillCart(page, lavanda, Math.ceil((THRESHOLD * 1.2) / lavanda.variants[0]!.finalPrice));
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await form.getByLabel("Correo electrónico").fill("consumidor@example.com");
    await form.getByLabel("Nombre").fill("Ana");
    await form.getByLabel("Apellido").fill("Pérez");
    await form.getByLabel("Teléfono").fill("099 765 432");
    await form.getByLabel("Cédula de identidad").fill("1.234.567-2");
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
    await expect(page.locator("address.order-customer")).toContainText("Cédula de identidad 1.234.567-2");
  });
});
