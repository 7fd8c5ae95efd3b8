import type { APIRequestContext, Page } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { adminHeaders, setDemoIssuer } from "./support/admin-api.ts";
import { money, type Product, product } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 45, part 1 'done when' (decision 035), in Chromium on `npm start`: the owner takes a phone order for two
 * products with a $ 50 price change ('cliente frecuente'); the customer's mail has the pay link, and paying it
 * through the Mercado Pago simulator approves the order; a counter sale marked paid gets its CFE; the desk filters
 * by channel, and the dashboard splits the month's sales by channel. State is set up through the API; only this flow is clicked.
 */

const RUN = Date.now().toString(36);

/** Two products with stock that the other files leave alone (the end of page 4 of the list by name). */
async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const res = await request.get("/api/products?sort=name&page=4");
  const list = ((await res.json()) as { items: (Product & { price: number })[] }).items.filter(
    (p) => p.quantity >= 5 && p.stockMode === "size",
  );
  expect(list.length, "the demo data has products with stock on page 4").toBeGreaterThan(1);
  return [await product(request, list.at(-1)!.slug), await product(request, list.at(-2)!.slug)];
}

async function addProduct(page: Page, p: Product) {
  const finder = page.getByRole("region", { name: "Productos" });
  await finder.getByLabel("Buscar por nombre o código").fill(p.name);
  await finder.getByRole("button", { name: "Buscar" }).click();
  await finder.getByRole("button", { name: `Agregar ${p.name} ${p.variants[0]!.size} ${p.unit}` }).click();
}

test.describe("'Nuevo pedido'", () => {
  test.use({ viewport: { width: 1280, height: 800 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("a phone order with a $ 50 price change, paid through its mailed link; a counter sale gets its CFE", async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(120_000);
    const auth = await adminHeaders(adminSession, request);
    await setDemoIssuer(request, auth);
    const [a, b] = await twoProducts(request);
    const email = `telefono.${RUN}@example.com`;

    // 1. The phone order, built from the desk's button.
    await page.goto("/admin/orders");
    await page.getByRole("link", { name: "Nuevo pedido" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo pedido" })).toBeVisible();
    await addProduct(page, a);
    await addProduct(page, b);
    const lineA = `${a.name} (${a.variants[0]!.size} ${a.unit})`;
    const charged = a.variants[0]!.finalPrice - 50;
    await page.getByLabel(`Precio unitario de ${lineA}`).fill(String(charged));
    await page.getByLabel(`Motivo del cambio de ${lineA}`).fill("cliente frecuente");
    const customer = page.getByRole("region", { name: "Cliente" });
    await customer.getByRole("textbox", { name: "Nombre", exact: true }).fill("Rosa");
    await customer.getByLabel("Apellido").fill(`Teléfono ${RUN}`);
    await customer.getByLabel("Correo electrónico").fill(email);
    await customer.getByLabel("Teléfono").fill("099 321 654");
    await page.getByRole("combobox", { name: "Canal" }).selectOption("telefono");
    await page.getByRole("combobox", { name: "Pago", exact: true }).selectOption("mercadopago");

    const total = charged + b.variants[0]!.finalPrice;
    await page.getByRole("button", { name: "Calcular total" }).click();
    const totals = page.getByRole("region", { name: "Totales calculados por la tienda" });
    await expect(totals).toContainText(money(total));
    await page.getByRole("button", { name: "Crear pedido" }).click();
    const placed = page.getByRole("region", { name: /Pedido N\.º \d+ creado/ });
    await expect(placed).toContainText(money(total));
    const id = Number(/N\.º (\d+)/.exec((await placed.getByRole("heading").textContent()) ?? "")![1]);
    const whatsapp = await page.getByLabel("Texto para WhatsApp").inputValue();
    expect(whatsapp).toContain(`N.º ${id}`);
    expect(whatsapp).toMatch(money(total));
    expect(whatsapp).toMatch(/\/shop\/order\/\d+\?token=/);
    await placed.getByRole("button", { name: "Copiar" }).click();
    await expect(page.getByText("Texto copiado. Péguelo en WhatsApp.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whatsapp);

    // 2. The customer's mail has the pay link; Mercado Pago's simulator approves the order.
    const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      items: { subject: string; url: string }[];
    };
    const mail = mails.items.find((m) => m.subject.includes(`Pedido N.º ${id}: pague con Mercado Pago`));
    expect(mail, JSON.stringify(mails.items)).toBeTruthy();
    const html = await (await request.get(`${mail!.url}/html`)).text();
    const link = /https?:\/\/[^"\s]+\/shop\/order\/\d+\?token=[\w-]+/.exec(html)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole("link", { name: "Pagar con Mercado Pago" }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/checkout\//);
    await page.getByRole("button", { name: "Aprobar pago" }).click();
    await page.waitForURL(/\/success\/\d+\?/);
    await expect(page.getByText("Su pago se ha completado con éxito.")).toBeVisible();
    const order = (await (await request.get(`/api/admin/orders/${id}`, { headers: auth })).json()) as {
      order: { status: string; total: number };
    };
    expect(order.order).toMatchObject({ status: "approved", total });

    // 3. A counter sale marked paid: approved at once, its CFE issued.
    await page.goto("/admin/new-order");
    await addProduct(page, b);
    await page
      .getByRole("region", { name: "Cliente" })
      .getByRole("textbox", { name: "Nombre", exact: true })
      .fill(`Mostrador ${RUN}`);
    await page.getByRole("combobox", { name: "Canal" }).selectOption("local");
    await page.getByRole("combobox", { name: "Pago", exact: true }).selectOption("counter");
    await page.getByLabel("Medio de pago en el local").selectOption("EFECTIVO");
    await page.getByRole("button", { name: "Crear pedido" }).click();
    const counter = page.getByRole("region", { name: /Pedido N\.º \d+ creado/ });
    await expect(counter).toContainText("Aprobado");
    const counterId = Number(/N\.º (\d+)/.exec((await counter.getByRole("heading").textContent()) ?? "")![1]);
    await counter.getByRole("link", { name: "Ver el pedido en Pedidos" }).click();
    const dialog = page.getByRole("dialog", { name: "Ver/Cambiar estado" });
    await expect(dialog).toContainText(`Pedido N.º ${counterId}`);
    const invoices = dialog.getByRole("region", { name: "Comprobantes fiscales" });
    await expect(invoices).toContainText(/e-Ticket A-\d+/);
    await expect(invoices).toContainText("Emitido");

    // 4. The desk filters by channel: ?channel=local lists the counter sale, not the phone order.
    await page.goto("/admin/orders?channel=local");
    await expect(page.getByRole("button", { name: "Quitar filtro: Canal: Local" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `N.º ${counterId}` })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `N.º ${id}` })).toHaveCount(0);

    // 5. The dashboard splits the month's sales by channel.
    await page.goto("/admin/dashboard");
    const channels = page.getByRole("region", { name: /^Ventas por canal de / });
    for (const label of ["Web", "Teléfono", "WhatsApp", "Local"]) {
      await expect(channels.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(channels.getByRole("listitem").filter({ hasText: "Teléfono" })).toContainText(
      /(^|\D)[1-9]\d* pedidos?/,
    );
    await expect(channels.getByRole("listitem").filter({ hasText: "Local" })).toContainText(/(^|\D)[1-9]\d* pedidos?/);
  });
});
