import { askSignInCode, enterSignInCode } from "./support/account.ts";
import { audit } from "./support/axe.ts";
import { anOrder } from "./support/shop-api.ts";
import { fillCart, product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 43 ('Done when'): a guest places an order, signs in to 'Mi cuenta' with the code read from /dev/mail, sees
 * that order, and signs out. The rules and refusals (limits, wrong and expired codes, linking, RLS) are proven in
 * tests/api/accounts.test.ts and tests/db/rls.test.ts.
 */
test.describe("Mi cuenta", () => {
  test.use({ bypassCSP: true }); // axe is injected as a script

  test("a guest's order shows in 'Mi cuenta' after signing in with the mailed code; 'Cerrar sesión'", async ({
    page,
    request,
  }) => {
    const lastName = `Cuenta${Date.now()}`;
    const order = await anOrder(request, lastName, "203.0.113.43");
    const email = `${lastName.toLowerCase()}@example.com`; // the address anOrder gives the order

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("banner").getByRole("link", { name: "Mi cuenta" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    const main = page.getByRole("main");
    await askSignInCode(main, email);
    expect(await audit(page)).toEqual([]);

    await enterSignInCode(main, request, email);

    const listed = main.getByRole("listitem").filter({ hasText: `Pedido N.º ${order.id}` });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText("Pendiente");
    await expect(listed.getByRole("link", { name: `Ver pedido N.º ${order.id}` })).toHaveAttribute(
      "href",
      `/shop/order/${order.id}?token=${order.token}`,
    );
    expect(await audit(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The account's content at 390 px. The footer (audited on every public page by first-paint.spec.ts) skips its
    // rendering below the fold and keeps its 1280 px height after the resize: axe would read its last links against
    // the page's background, a test artifact.
    expect(await audit(page, "main")).toEqual([]);

    await main.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(main.getByLabel("Correo electrónico")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("main").getByLabel("Correo electrónico")).toBeVisible();
  });

  test("an address saved in 'Mi cuenta' is prefilled at checkout", async ({ page, request }) => {
    const email = `direccion${Date.now()}@example.com`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/mi-cuenta", { waitUntil: "networkidle" });
    const main = page.getByRole("main");
    await askSignInCode(main, email);
    await enterSignInCode(main, request, email);

    const addresses = main.getByRole("region", { name: "Mis direcciones" });
    await addresses.getByRole("button", { name: "Agregar dirección" }).click();
    await addresses.getByLabel("Nombre").fill("Lucía");
    await addresses.getByLabel("Apellido").fill("Fernández");
    await addresses.getByLabel("Teléfono").fill("099 123 456");
    await addresses.getByLabel("Calle y número").fill("Bulevar Artigas 1234");
    await addresses.getByLabel("Departamento").selectOption("Canelones");
    await addresses.getByLabel("Código postal").fill("15000");
    await addresses.getByRole("button", { name: "Guardar dirección" }).click();
    await expect(addresses.getByRole("listitem")).toContainText("Bulevar Artigas 1234");
    await expect(addresses.getByRole("listitem")).toContainText("Predeterminada");
    expect(await audit(page)).toEqual([]);

    const lavanda = await product(request, "aceite-esencial-de-lavanda");
    const v = lavanda.variants[0]!;
    await fillCart(page, lavanda, Math.min(v.available, Math.ceil(3000 / v.finalPrice)));
    await page.goto("/shop/checkout", { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await expect(form.getByLabel("Nombre")).toHaveValue("Lucía");
    await expect(form.getByLabel("Teléfono")).toHaveValue("099 123 456");
    await form.getByRole("radio", { name: "Envío a domicilio" }).check();
    await expect(form.getByLabel("Calle y número")).toHaveValue("Bulevar Artigas 1234");
    await expect(form.getByLabel("Departamento")).toHaveValue("Canelones");
    await expect(form.getByRole("checkbox", { name: "Guardar esta dirección en mi cuenta" })).not.toBeChecked();
  });
});
