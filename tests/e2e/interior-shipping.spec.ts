import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_SHIPPING, INTERIOR_DEPARTMENTS, type ShippingTable, tablePrice } from "../../domain/shipping.ts";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { fillCart, money, type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Interior shipping by carrier (issue 45 part 2): the owner's carriers and table set up through the admin API; in
 * Chromium a checkout to Salto by DAC to an agency shows the table's cost for the cart's weight before confirming,
 * the order is placed with it, and its remito (through its admin URL) prints the carrier and the agency.
 */

const BANDS = [1000, 5000, 10000, 20000];
const TABLE: ShippingTable = {
  bands: BANDS,
  rows: INTERIOR_DEPARTMENTS.map((department) => ({
    department,
    prices: department === "Salto" ? [180, 290, 420, 610] : [200, 320, 450, 650],
    fallback: department === "Salto" ? 900 : 950,
    served: true,
  })),
};

/** A product whose first size, some units of it, make a delivery (≥ $ 2.000) over 1 kg. */
async function cartForTest(request: APIRequestContext): Promise<{ p: Product; quantity: number }> {
  for (const page of [3, 4, 5, 6]) {
    const res = await request.get(`/api/products?sort=name&page=${page}`);
    for (const item of ((await res.json()) as { items?: Product[] }).items ?? []) {
      const p = await product(request, item.slug);
      const v = p.variants[0]!;
      const quantity = Math.max(Math.ceil(2000 / v.finalPrice), Math.ceil(1001 / v.size));
      if (quantity <= 20 && p.quantity >= quantity + 2) return { p, quantity };
    }
  }
  throw new Error("the demo data has a product for an interior cart over 1 kg");
}

test.describe("interior shipping by carrier", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a checkout to Salto by DAC to an agency shows the table's cost for its weight; the remito prints carrier and agency", async ({
    page,
    request,
    adminSession,
  }) => {
    const auth = await adminHeaders(adminSession, request);
    const saved = await request.put("/api/admin/shipping", {
      headers: auth,
      data: {
        carriers: [
          { id: "dac", modes: "agency", trackingPattern: "https://www.dac.com.uy/envios/rastreo?guia={numero}" },
          { id: "ues", modes: "both", trackingPattern: "" },
        ],
        cost: "table",
        table: TABLE,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const { p, quantity } = await cartForTest(request);
      const v = p.variants[0]!;
      const grams = v.size * quantity; // the seed's weight: a gram per cc, ml or grs
      const cost = tablePrice(TABLE, "Salto", grams)!;
      expect(cost).toBeGreaterThan(180);

      await fillCart(page, p, quantity);
      await page.goto("/shop/checkout");
      const form = page.getByRole("form", { name: "Datos del pedido" });
      await form.getByLabel("Correo electrónico").fill("salto@example.com");
      await form.getByLabel("Nombre").fill("Marta");
      await form.getByLabel("Apellido").fill("Interior");
      await form.getByLabel("Teléfono").fill("099 555 123");
      await form.getByRole("radio", { name: "Envío a domicilio" }).check();
      await form.getByLabel("Calle y número").fill("Uruguay 1200");
      await form.getByLabel("Departamento").selectOption("Salto");
      await form.getByLabel("Código postal").fill("50000");
      const interior = form.getByRole("group", { name: "Envío al interior" });
      await expect(interior).toContainText(money(cost));
      await interior.getByLabel("Empresa de envío").selectOption("dac");
      await interior.getByLabel("Agencia").fill("DAC Salto Centro");
      const summary = page.getByRole("complementary", { name: "Su pedido" });
      await expect(summary).toContainText(money(cost));
      await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
      await form.getByRole("button", { name: "Confirmar pedido" }).click();
      const dialog = page.getByRole("dialog", { name: "Pedido creado" });
      await expect(dialog).toBeVisible();
      const orderId = Number((await dialog.getByTestId("order-number").textContent())?.trim());

      const placed = (await (await request.get(`/api/admin/orders/${orderId}`, { headers: auth })).json()) as {
        order: { deliveryFee: number; shipping: { carrierName: string; agency: string; grams: number } };
      };
      expect(placed.order.deliveryFee).toBe(cost);
      expect(placed.order.shipping).toMatchObject({ carrierName: "DAC", agency: "DAC Salto Centro", grams });

      // The remito, from its admin URL (its print dialog stubbed).
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto(`/admin/orders?print=${orderId}`);
      const remito = page.locator("article.remito");
      await expect(remito).toContainText(`Remito · Pedido N.º ${orderId}`);
      await expect(remito).toContainText("Envío a agencia");
      await expect(remito).toContainText("DAC · Agencia DAC Salto Centro");
      if (process.env.SHIPPING_SHOTS) {
        await remito.screenshot({ path: "/tmp/s23-shipping-remito.png" });
      }
    } finally {
      // Back to 'paga el destinatario' without carriers for the files that run after this one.
      await request.put("/api/admin/shipping", { headers: auth, data: DEFAULT_SHIPPING });
    }
  });
});
