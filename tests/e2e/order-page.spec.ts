import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { montevideoLocalTime } from "../../domain/dates.ts";
import { DEFAULT_SHOP_CONTACT } from "../../domain/shop-info.ts";
import { apiAdminToken } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { product } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * The customer's order page follows the order after approval: the owner moves it (approve, ready for pickup,
 * shipped with its tracking) through the back office's API and the page shows 'Seguimiento del pedido' with
 * the current step and its date, what the state means, and for a shipment the carrier and its tracking link.
 * axe (WCAG 2.2 A/AA) at 390 and 1280 px.
 */

interface PlacedOrder {
  id: number;
  token: string;
}

const DAC = {
  carrier: "DAC",
  trackingNumber: "UY123456789",
  trackingUrl: "https://www.dac.com.uy/seguimiento?codigo=UY123456789",
};

/** A bank-transfer order of lavender, placed as the checkout does; delivery needs $ 2.000 of products. */
async function placeOrder(request: APIRequestContext, delivery: "pickup" | "delivery"): Promise<PlacedOrder> {
  const lavanda = await product(request, "aceite-esencial-de-lavanda");
  const size = lavanda.variants.at(-1)!;
  const quantity = delivery === "delivery" ? Math.ceil(2000 / size.finalPrice) : 1;
  const address =
    delivery === "delivery"
      ? { streetAddress: "Av. Brasil 2500", apartment: "301", town: "Montevideo", zip: "11300" }
      : {};
  const res = await request.post("/api/orders", {
    data: {
      email: "seguimiento@example.com",
      firstName: "Sofía",
      lastName: "Rodríguez",
      phone: "099 123 456",
      deliveryMethod: delivery,
      paymentMethod: "bank",
      ...address,
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: lavanda.id, variantId: size.id, quantity }],
      idempotencyKey: `order-page-${delivery}-${Date.now()}-${Math.random()}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; accessToken: string } };
  return { id: order.id, token: order.accessToken };
}

/** One move of the order desk (POST /api/admin/orders/:id/moves). */
async function move(request: APIRequestContext, token: string, id: number, body: Record<string, unknown>) {
  const res = await request.post(`/api/admin/orders/${id}/moves`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${String(body.event)}: ${await res.text()}`).toBe(true);
}

/** Today in Montevideo as the timeline writes it, 'dd/mm/aaaa'. */
function today(): string {
  const { date } = montevideoLocalTime(new Date());
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

async function openOrder(page: Page, order: PlacedOrder): Promise<Locator> {
  await page.goto(`/shop/order/${order.id}?token=${order.token}`);
  await expect(page.getByRole("heading", { level: 1, name: `Pedido ${order.id}` })).toBeVisible();
  const tracking = page.getByRole("region", { name: "Seguimiento del pedido" });
  await expect(tracking.getByRole("heading", { level: 2, name: "Seguimiento del pedido" })).toBeVisible();
  return tracking;
}

/** axe at a phone's and a desktop's width, no sideways scrolling, and a screenshot of each for the record. */
async function auditWidths(page: Page, order: PlacedOrder, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openOrder(page, order);
    await page.waitForLoadState("networkidle");
    expect(await audit(page), `axe at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`order-page-${name}-${width}.png`), fullPage: true });
  }
}

test.describe("order page: tracking after approval", () => {
  // axe is injected as a script tag; the shop's CSP (script-src 'self') would refuse it.
  test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

  test("pickup: placed, then approved and ready, shows 'Listo para retirar' as the current step", async ({
    page,
    request,
  }, testInfo) => {
    const dayBefore = today();
    const order = await placeOrder(request, "pickup");

    // Just placed: the first step is the current one, the rest still ahead.
    let tracking = await openOrder(page, order);
    let steps = tracking.getByRole("list").first().getByRole("listitem");
    await expect(steps).toHaveText([
      /Pedido recibido/,
      /Pedido aprobado/,
      /En preparación/,
      /Listo para retirar/,
      /Retirado/,
    ]);
    await expect(tracking.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(1)).toContainText("(todavía no)");
    await expect(page.getByText("Confirmaremos el pedido cuando recibamos el pago.")).toBeVisible();

    const admin = await apiAdminToken(request);
    await move(request, admin, order.id, { event: "approve" });
    await move(request, admin, order.id, { event: "ready" });

    tracking = await openOrder(page, order);
    steps = tracking.getByRole("list").first().getByRole("listitem");
    const current = tracking.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Listo para retirar");
    await expect(steps.nth(3)).toHaveAttribute("aria-current", "step");
    const when = (await current.locator("time").textContent()) ?? "";
    expect(when).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    expect([dayBefore, today()]).toContain(when.slice(0, 10));
    expect(await current.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Approved: reached, with its date ('En preparación', skipped, counts as done); 'Retirado' is still ahead.
    await expect(steps.nth(1).locator("time")).toHaveText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    await expect(steps.nth(4)).not.toHaveAttribute("aria-current", "step");
    await expect(steps.nth(4).locator("time")).toHaveCount(0);
    await expect(steps.nth(4)).toContainText("(todavía no)");

    await expect(page.getByRole("heading", { level: 2, name: "Estado: Listo para retirar" })).toBeVisible();
    const status = page.getByRole("region", { name: /^Estado:/ });
    await expect(status).toContainText(`Su pedido está listo para retirar en ${DEFAULT_SHOP_CONTACT.address}`);
    await expect(tracking.getByText("Empresa de envío")).toHaveCount(0);

    await auditWidths(page, order, testInfo, "pickup");
  });

  test("delivery: shipped with DAC shows the carrier, the tracking number and 'Seguir el envío'", async ({
    page,
    request,
  }, testInfo) => {
    const order = await placeOrder(request, "delivery");
    const admin = await apiAdminToken(request);
    await move(request, admin, order.id, { event: "approve" });
    await move(request, admin, order.id, { event: "ship", shipment: DAC });

    const tracking = await openOrder(page, order);
    const steps = tracking.getByRole("list").first().getByRole("listitem");
    await expect(steps).toHaveText([/Pedido recibido/, /Pedido aprobado/, /En preparación/, /Enviado/, /Entregado/]);
    const current = tracking.locator('[aria-current="step"]');
    await expect(current).toContainText("Enviado");
    await expect(current.locator("time")).toHaveText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    await expect(page.getByRole("heading", { level: 2, name: "Estado: Enviado" })).toBeVisible();
    await expect(page.getByText("Su pedido está en camino.")).toBeVisible();

    await expect(tracking).toContainText("Empresa de envío: DAC");
    await expect(tracking).toContainText("Número de seguimiento: UY123456789");
    await expect(tracking).not.toContainText("Agencia:");
    const follow = tracking.getByRole("link", { name: "Seguir el envío" });
    await expect(follow).toHaveAttribute("href", DAC.trackingUrl);
    await expect(follow).toHaveAttribute("target", "_blank");
    await expect(follow).toHaveAttribute("rel", "noopener noreferrer");

    await auditWidths(page, order, testInfo, "delivery");
  });
});
