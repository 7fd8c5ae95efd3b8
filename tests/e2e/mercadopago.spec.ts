import type { APIRequestContext, Page } from "@playwright/test";
import postgres from "postgres";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { fillCart, money, type Product, product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * Mercado Pago Checkout Pro end to end, on `npm start` with its embedded simulator (no access token): the
 * checkout sends the shopper to the simulator's checkout page, which records the payment, notifies the
 * webhook and returns to /success, /pending or /failure. The result pages show what the server knows.
 */

const SIMULATOR = /\/api\/payments\/simulator\/checkout\//;

/**
 * A product with stock that the other end-to-end files leave alone (checkout.spec.ts buys from the first
 * page by name), a different one for each test.
 */
async function productForTest(request: APIRequestContext, index: number): Promise<Product> {
  const res = await request.get("/api/products?sort=name&page=3");
  const list = ((await res.json()) as { items: Product[] }).items.filter((p) => p.quantity >= 3);
  expect(list.length, "the demo data has products with stock on page 3").toBeGreaterThan(index);
  return product(request, list[index]!.slug);
}

/** The checkout with pickup and Mercado Pago, up to the click on 'Pagar con Mercado Pago'. */
async function fillCheckout(page: Page, p: Product, quantity: number) {
  await page.goto("/shop/checkout");
  const form = page.getByRole("form", { name: "Datos del pedido" });
  await form.getByLabel("Correo electrónico").fill("mp@example.com");
  await form.getByLabel("Nombre").fill("Ana");
  await form.getByLabel("Apellido").fill("Pereira");
  await form.getByLabel("Teléfono").fill("099 555 123");
  await form.getByRole("radio", { name: "Mercado Pago" }).check();
  // No transfer discount with Mercado Pago: the total is the products' subtotal (pickup).
  const summary = page.getByRole("complementary", { name: "Su pedido" });
  await expect(summary).not.toContainText("Descuento por transferencia");
  await expect(summary.locator(".totals__total")).toContainText(money(p.variants[0]!.finalPrice * quantity));
  await expect(form.getByLabel("Imagen del comprobante")).toHaveCount(0);
  return form;
}

async function payAtSimulator(page: Page, button: string): Promise<void> {
  await page.waitForURL(SIMULATOR);
  await page.getByRole("button", { name: button }).click();
}

function orderIdFrom(url: string): string {
  const u = new URL(url);
  return u.searchParams.get("order") ?? u.pathname.split("/").pop()!;
}

test.describe("Mercado Pago", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("approved: /success shows the order, the cart is emptied, stock is lower and the mail is queued", async ({
    page,
    request,
  }) => {
    const p = await productForTest(request, 0);
    const total = p.variants[0]!.finalPrice * 2;
    await fillCart(page, p, 2);
    const form = await fillCheckout(page, p, 2);

    // While the order and its checkout URL are prepared: a spinner, the button disabled.
    await page.route("**/api/orders", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Pagar con Mercado Pago" }).click();
    await expect(form.getByRole("button", { name: "Preparando el pago…" })).toBeDisabled();
    await payAtSimulator(page, "Aprobar pago");

    await page.waitForURL(/\/success\/\d+\?/);
    const id = orderIdFrom(page.url());
    await expect(page.getByRole("heading", { level: 1, name: "Pedido confirmado" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs).toContainText("Pedido");
    await expect(crumbs.getByText("Resumen")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("order-number")).toHaveText(id);
    await expect(page.getByRole("table", { name: `Productos del pedido ${id}` })).toContainText(p.name);
    await expect(page.getByRole("region", { name: "Importes" })).toContainText(money(total));
    await expect(page.getByText("Su pago se ha completado con éxito.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Carrito: 0 $ 0 (0 productos)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");

    expect((await product(request, p.slug)).quantity).toBe(p.quantity - 2);
    await expect
      .poll(async () =>
        (await sql`select kind from mail_outbox where order_id = ${id} order by kind`).map((r) => r.kind),
      )
      .toEqual(["order_paid", "order_paid_notice"]);

    // The order page by its secret link shows the payment.
    await page.getByRole("link", { name: "Ver mi pedido" }).click();
    await expect(page.getByText("Estado: Aprobado")).toBeVisible();
    await expect(page.locator("dd", { hasText: "Pago aprobado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pagar con Mercado Pago" })).toHaveCount(0);
  });

  test("left pending (Abitab / RedPagos): /pending; a payment that could not be prepared is retried with the same key", async ({
    page,
    request,
  }) => {
    const p = await productForTest(request, 1);
    await fillCart(page, p, 1);
    const form = await fillCheckout(page, p, 1);

    const keys: string[] = [];
    let refuse = true;
    await page.route("**/api/orders", async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (!refuse) return route.continue();
      refuse = false;
      await route.fulfill({
        status: 502,
        json: { error: { code: "payment_unavailable", message: "No pudimos preparar el pago. Inténtelo de nuevo." } },
      });
    });
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Pagar con Mercado Pago" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No pudimos preparar el pago." })).toBeFocused();
    await expect(form.getByRole("radio", { name: "Mercado Pago" })).toBeChecked();
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Pagar con Mercado Pago" }).click();
    await payAtSimulator(page, "Dejar pendiente (Abitab / RedPagos)");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await page.waitForURL(/\/pending\/\d+\?/);
    const id = orderIdFrom(page.url());
    await expect(page.getByRole("heading", { level: 1, name: "Pedido pendiente" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Cuando recibamos su pago aprobaremos su compra." }),
    ).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(id);
    await expect(page.getByRole("table")).toContainText(p.name);
    // The toast repeats the sentence 1.5 s later.
    await expect(page.getByText("Cuando recibamos su pago aprobaremos su compra.")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Carrito: 0 $ 0 (0 productos)" })).toBeVisible();
    expect((await product(request, p.slug)).quantity).toBe(p.quantity - 1);
  });

  test("rejected: /failure keeps the cart; 'Volver a intentar el pago' and 'Aprobar pago' end on /success", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 }); // a phone
    const p = await productForTest(request, 2);
    await fillCart(page, p, 1);
    const form = await fillCheckout(page, p, 1);
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Pagar con Mercado Pago" }).click();
    await payAtSimulator(page, "Rechazar pago");

    await page.waitForURL(/\/failure\?/);
    const id = orderIdFrom(page.url());
    await expect(page.getByRole("heading", { name: "El pago no se completó." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Pedido confirmado" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Volver al checkout" })).toHaveAttribute("href", "/shop/checkout");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Carrito: 1 .*\(1 producto\)$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: "Volver a intentar el pago" }).click();
    await payAtSimulator(page, "Aprobar pago");
    await page.waitForURL(new RegExp(`/success/${id}\\?`));
    await expect(page.getByRole("heading", { level: 1, name: "Pedido confirmado" })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(id);
    await expect(page.getByRole("link", { name: "Carrito: 0 $ 0 (0 productos)" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await product(request, p.slug)).quantity).toBe(p.quantity - 1);
  });

  test("a forged /success URL for an unpaid order does not say it is paid", async ({ page, request }) => {
    test.setTimeout(90_000); // the poll below may take 30 s on a busy machine
    const p = await productForTest(request, 3);
    const res = await request.post("/api/orders", {
      data: {
        email: "falso@example.com",
        firstName: "Pedro",
        lastName: "Gómez",
        phone: "099 111 222",
        deliveryMethod: "pickup",
        paymentMethod: "mercadopago",
        subscribe: false,
        acceptTerms: true,
        items: [{ productId: p.id, variantId: p.variants[0]!.id, quantity: 1 }],
        idempotencyKey: `forged-${Date.now()}`,
      },
    });
    expect(res.status()).toBe(201);
    const { order, checkoutUrl } = (await res.json()) as {
      order: { id: number; accessToken: string; status: string };
      checkoutUrl: string;
    };
    expect(order.status).toBe("mercado");
    await fillCart(page, p, 1);

    // The page asks the server several times over about 30 s: the clock is hurried along.
    await page.clock.install();
    const forged = new URLSearchParams({
      token: order.accessToken,
      collection_id: "999999999",
      collection_status: "approved",
      payment_id: "999999999",
      status: "approved",
      external_reference: String(order.id),
      payment_type: "credit_card",
      site_id: "MLU",
      processing_mode: "aggregator",
    });
    await page.goto(`/success/${order.id}?${forged}`);
    await expect(page.getByRole("heading", { name: "Estamos confirmando su pago…" })).toBeVisible();
    const unconfirmed = page.getByRole("heading", { level: 1, name: "Pago sin confirmar" });
    // Each fast-forward lets the page ask once more (it waits for each answer before setting its next timer): eight
    // real round trips to the server, so the poll gets room for a busy machine, not the default 10 s.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(10_000);
          return unconfirmed.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByRole("heading", { name: "Pedido confirmado" })).toHaveCount(0);
    await expect(page.getByText("Su pago se ha completado con éxito.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Pagar con Mercado Pago" })).toHaveAttribute("href", checkoutUrl);
    await expect(page.getByRole("link", { name: /^Carrito: 1 .*\(1 producto\)$/ })).toBeVisible();

    // The order page says the same, with the way to pay.
    await page.getByRole("link", { name: "Ver mi pedido" }).click();
    await expect(page.getByText("Estado: Pago en curso")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pagar con Mercado Pago" })).toHaveAttribute("href", checkoutUrl);

    // A wrong token finds nothing.
    await page.goto(`/success/${order.id}?token=${"x".repeat(43)}&status=approved`);
    await expect(page.getByRole("heading", { level: 1, name: "Pedido no encontrado" })).toBeVisible();
    await expect(page.getByText("No encontramos el pedido. Revise el enlace que recibió por correo.")).toBeVisible();
  });
});
