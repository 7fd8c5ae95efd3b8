import type { APIRequestContext } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Lots and traceability (issue 42 part 3; decision 033), end to end on `npm start`: with lot 'L2026-11' of
 * Aceite esencial de Eucalipto (made through the admin API), an order for it is prepared from the order dialog with
 * that lot, its remito prints the lot, and 'Trazabilidad' for 'L2026-11' lists that order and customer. Every rule
 * and refusal is proven in tests/api/lots.test.ts.
 */

const SEED_CLIENT = { "cf-connecting-ip": "203.0.113.52" };
const LOT = "L2026-11";

/** A year from today, 'YYYY-MM-DD'. */
const nextYear = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
};

async function orderWithLot(request: APIRequestContext, headers: { authorization: string }) {
  const eucalipto = await product(request, "aceite-esencial-de-eucalipto");
  const lot = await request.post("/api/admin/lots", {
    headers,
    data: { productId: eucalipto.id, number: LOT, expiresOn: nextYear(), quantityReceived: 50 },
  });
  // A retry of this test finds the lot already there.
  expect([201, 409], await lot.text()).toContain(lot.status());
  const placed = await request.post("/api/orders", {
    headers: SEED_CLIENT,
    data: {
      email: "laboratorio@example.com",
      firstName: "Marta",
      lastName: "Laboratorio Sur",
      phone: "099 222 333",
      deliveryMethod: "pickup",
      paymentMethod: "bank",
      subscribe: false,
      acceptTerms: true,
      items: [{ productId: eucalipto.id, variantId: eucalipto.variants[0]!.id, quantity: 2 }],
      idempotencyKey: `lots-e2e-${Math.random()}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number } };
  const approved = await request.post(`/api/admin/orders/${order.id}/moves`, { headers, data: { event: "approve" } });
  expect(approved.status(), await approved.text()).toBe(200);
  return order.id;
}

test.describe("lots", () => {
  test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

  test("an order for Eucalipto prepared with lot L2026-11: its remito prints the lot, Trazabilidad lists it", async ({
    page,
    request,
    adminSession,
  }) => {
    const id = await orderWithLot(request, await adminHeaders(adminSession, request));

    await page.goto(`/admin/orders?order=${id}`);
    const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
    await expect(dialog).toContainText(`Pedido N.º ${id}`);
    await dialog.getByRole("group", { name: "Nuevo estado" }).getByRole("radio", { name: "En preparación" }).check();
    const lots = dialog.getByRole("group", { name: "Lotes" });
    await expect(lots.getByRole("combobox", { name: /Lote 1 de Aceite esencial de Eucalipto/ })).toHaveValue(/\d+/);
    await expect(lots.getByRole("combobox").locator("option:checked")).toContainText(LOT);
    await expect(lots).toContainText("Suman 2 de 2.");
    const found = await audit(page, ".admin-order-dialog");
    expect(found, found.join("\n\n")).toEqual([]);
    await dialog.getByRole("button", { name: "Marcar en preparación" }).click();
    await expect(page.getByText("Estado cambiado a En preparación.")).toBeVisible();
    await expect(dialog).toContainText(`Lote ${LOT} · vence`);

    await dialog.getByRole("button", { name: "Imprimir remito" }).click();
    const remito = page.locator("article.remito");
    await expect(remito).toContainText(`Remito · Pedido N.º ${id}`);
    await expect(remito.getByRole("row", { name: /Aceite esencial de Eucalipto/ })).toContainText(
      `Lote ${LOT} · vence`,
    );

    await page.goto("/admin/traceability");
    await page.getByLabel("Número de lote").fill(LOT);
    await page.getByRole("button", { name: "Buscar lote" }).click();
    const row = page.getByRole("row").filter({ hasText: `N.º ${id}` });
    await expect(row).toContainText("Marta Laboratorio Sur");
    await expect(row).toContainText("laboratorio@example.com");
    await expect(row).toContainText(LOT);
    await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeVisible();
    const traced = await audit(page);
    expect(traced, traced.join("\n\n")).toEqual([]);
  });
});
