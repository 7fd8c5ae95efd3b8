import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { fillCart, money, type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * The shop's rules in the owner's hands (issue 24): the owner sets the Montevideo delivery fee to $ 400 in Ajustes
 * (a bad value is refused in Spanish first); the checkout then shows $ 400 for a Montevideo delivery and the next
 * order's mail says $ 400, while an order placed before keeps $ 350 (its amounts, its mail, its page).
 */

/** The seeding's own client address: its orders count against their own hourly limit, not the suite's. */
const SEED_CLIENT = { "cf-connecting-ip": "203.0.113.52" };

/** A product with stock, from the pages other end-to-end files leave alone, and the units that make $ 2.000-3.999. */
async function productForTest(request: APIRequestContext): Promise<{ p: Product; quantity: number }> {
  for (const page of [6, 7, 8, 5]) {
    const res = await request.get(`/api/products?sort=name&page=${page}`);
    for (const item of ((await res.json()) as { items?: Product[] }).items ?? []) {
      const p = await product(request, item.slug);
      const price = p.variants[0]!.finalPrice;
      const quantity = Math.ceil(2000 / price);
      if (price * quantity < 4000 && quantity <= 20 && p.quantity >= quantity * 2 + 2) return { p, quantity };
    }
  }
  throw new Error("the demo data has a product for a $ 2.000-$ 3.999 cart");
}

async function placeDelivery(request: APIRequestContext, p: Product, quantity: number, lastName: string) {
  const res = await request.post("/api/orders", {
    headers: SEED_CLIENT,
    data: {
      email: "reglas@example.com",
      firstName: "Lucía",
      lastName,
      phone: "099 444 777",
      deliveryMethod: "delivery",
      streetAddress: "Av. Brasil 2500",
      apartment: "301",
      town: "Montevideo",
      zip: "11300",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: p.id, variantId: p.variants[0]!.id, quantity }],
      idempotencyKey: `rules-e2e-${lastName}-${Math.random()}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number; deliveryFee: number; accessToken: string } }).order;
}

async function rulesSection(page: Page) {
  await page.goto("/admin/settings?section=reglas");
  const section = page.getByRole("region", { name: "Reglas de la tienda" });
  await expect(section).toBeVisible();
  return section;
}

test.describe("the shop's rules in Ajustes", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  let sql: postgres.Sql;

  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    // Put today's rules back for the files that run after this one.
    await sql`update shop_settings set rules = ${sql.json(JSON.parse(JSON.stringify(DEFAULT_SHOP_RULES)))}`;
    await sql.end();
  });

  const confirmationOf = async (id: number) =>
    (
      await sql<{ text: string }[]>`
      select text_body as text from mail_outbox where order_id = ${id} and kind = 'order_confirmation'`
    )[0]!.text;

  test("the owner sets the Montevideo fee to $ 400: the checkout and the next order's mail say it, an older order keeps $ 350", async ({
    page,
    request,
  }) => {
    const { p, quantity } = await productForTest(request);
    const before = await placeDelivery(request, p, quantity, "Anterior");
    expect(before.deliveryFee).toBe(350);

    // Ajustes: a bad value is refused in Spanish, then the fee is saved.
    const section = await rulesSection(page);
    const fee = section.getByLabel("Costo del delivery en Montevideo ($)");
    await expect(fee).toHaveValue("350");
    await section.getByLabel("Descuento por transferencia (%)").fill("60");
    await page.getByRole("button", { name: "Guardar las reglas y envíos" }).click();
    await expect(section.getByText("El descuento por transferencia no puede ser mayor que 50.")).toBeVisible();
    await expect(section.getByLabel("Descuento por transferencia (%)")).toBeFocused();
    await section.getByLabel("Descuento por transferencia (%)").fill("5");
    await fee.fill("400");
    await page.getByRole("button", { name: "Guardar las reglas y envíos" }).click();
    await expect(page.getByText("Las reglas y envíos fueron guardados.")).toBeVisible();
    // The non-working days, their own section (issue 41): next year's usual ones loaded in one go, one day taken off.
    await page
      .getByRole("navigation", { name: "Secciones de Ajustes" })
      .getByRole("link", { name: "Días no laborables" })
      .click();
    const days = page.getByRole("region", { name: "Días no laborables" });
    await days.getByLabel("Año").fill("2028");
    await days.getByRole("button", { name: "Cargar feriados de 2028" }).click();
    await expect(
      page.getByText("Se agregaron 15 días de 2028. Revíselos y guarde los días no laborables."),
    ).toBeVisible();
    await days.getByRole("button", { name: "Quitar 06/01/2026" }).click();
    await page.getByRole("button", { name: "Guardar los días no laborables" }).click();
    await expect(page.getByText("Los días no laborables fueron guardados.")).toBeVisible();
    const found = await audit(page);
    expect(found, found.join("\n\n")).toEqual([]);
    const saved = (await (await request.get("/api/settings")).json()) as {
      settings: { rules: { montevideoDeliveryFee: number; nonWorkingDays: { date: string }[] } };
    };
    const closed = saved.settings.rules.nonWorkingDays.map((d) => d.date);
    expect(saved.settings.rules.montevideoDeliveryFee).toBe(400);
    expect(closed).toContain("2028-02-28"); // Carnival 2028
    expect(closed).not.toContain("2026-01-06");

    // The checkout, loaded afresh: $ 400 for a Montevideo delivery, in the notes, the choice and the totals.
    await fillCart(page, p, quantity);
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    const notes = form.getByRole("region", { name: "Plazos y condiciones" });
    await expect(notes).toContainText(money(400));
    await expect(notes).toContainText(/tiene un 5\s% de descuento/);
    await form.getByLabel("Correo electrónico").fill("reglas@example.com");
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Apellido").fill("Posterior");
    await form.getByLabel("Teléfono").fill("099 123 456");
    await form.getByRole("radio", { name: "Envío a domicilio" }).check();
    await expect(form.getByText(/Montevideo: \$\s400, gratis desde/)).toBeVisible();
    await form.getByLabel("Calle y número").fill("Av. Brasil 2500");
    await form.getByLabel("Apartamento").fill("301");
    await form.getByLabel("Código postal").fill("11300");
    await expect(form.getByRole("radio", { name: /^Transferencia bancaria \(5\s%\sde descuento\)/ })).toBeChecked();
    const summary = page.getByRole("complementary", { name: "Su pedido" });
    await expect(summary).toContainText(money(400));
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    const orderNumber = Number((await dialog.getByTestId("order-number").textContent())?.trim());

    // The new order's mail says $ 400; the older order's mail and page keep $ 350.
    expect(await confirmationOf(orderNumber)).toMatch(new RegExp(`Envío: ${money(400).source}`));
    expect(await confirmationOf(before.id)).toMatch(new RegExp(`Envío: ${money(350).source}`));
    await page.goto(`/shop/order/${before.id}?token=${before.accessToken}`);
    const amounts = page.getByRole("region", { name: "Importes" });
    await expect(amounts).toContainText(money(350));
    await expect(amounts).not.toContainText(money(400));

    // The owner's 'Información' page says the new fee too (its {{envio_montevideo}} token).
    await page.goto("/information");
    await expect(page.getByRole("main")).toContainText(money(400));
  });
});
