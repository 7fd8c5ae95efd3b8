import type { APIRequestContext } from "@playwright/test";
import { signInByCode } from "./support/account.ts";
import { adminTest as test } from "./support/admin.ts";
import { stockedProduct } from "./support/shop-api.ts";
import { fillCart, money } from "./support/shop-helpers.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 44 part 3 ('Done when'): a signed-in customer requests a quote from the cart, the owner edits a price and
 * sends it, the customer opens the mailed link and accepts it into an order. The rules, refusals and concurrency are
 * proven in tests/api/quotes.test.ts and tests/db/quote-acceptance-concurrency.test.ts.
 */

/** The newest mail to `email` whose subject starts with `subject`: its HTML page in /dev/mail. */
async function mailPage(request: APIRequestContext, email: string, subject: string): Promise<string> {
  const { items } = await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const found = (items as { subject: string; url: string }[]).find((m) => m.subject.startsWith(subject));
  expect(found, `a mail '${subject}'`).toBeTruthy();
  return (await request.get(found!.url)).text();
}

test("a quote is requested from the cart, edited and sent by the owner, and accepted into an order", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000); // two browsers, a sign-in by mailed code and three steps
  const email = `cotiza${Date.now()}@example.com`;
  const p = await stockedProduct(request);
  const shopper = await browser.newContext({ storageState: undefined });
  const customer = await shopper.newPage();
  await customer.setViewportSize({ width: 1280, height: 800 });
  await signInByCode(customer, request, email);
  await expect(customer.getByRole("main").getByRole("heading", { name: "Mis pedidos" })).toBeVisible();
  await fillCart(customer, p, 2);
  await customer.goto("/shop/cart");
  await customer.getByRole("button", { name: "Solicitar cotización" }).click();
  // Where it goes ('Entrega', optional): the owner sees it to price the delivery; the acceptance starts from it.
  await customer.getByLabel("Entrega (opcional)").selectOption({ label: "Envío a Salto" });
  await customer.getByLabel("Nota para la cotización (opcional)").fill("Necesito 20 kg para producción");
  await customer.getByRole("button", { name: "Enviar pedido de cotización" }).click();
  const received = customer.getByRole("status").filter({ hasText: "Recibimos su pedido de cotización" });
  await expect(received).toBeVisible();
  const number = /C-\d+/.exec((await received.textContent()) ?? "")![0];

  // The owner (the stored admin session): opens it, sets a price of $ 123 a unit and sends it.
  await page.goto("/admin/quotes");
  // The list says where each request goes ('Entrega').
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText("Salto");
  await page.getByRole("button", { name: `Abrir la cotización ${number}` }).click();
  await expect(page.getByText("Entrega: Salto")).toBeVisible();
  await page.getByLabel(`Precio unitario de ${p.name}`, { exact: false }).fill("123");
  await page.getByRole("button", { name: "Enviar la cotización" }).click();
  await expect(page.getByRole("heading", { name: `Cotización ${number} · Enviada` })).toBeVisible();

  // The customer opens the mailed link and accepts it: pickup, bank transfer.
  const link = /\/cotizacion\/\d+\?token=[A-Za-z0-9_-]+/.exec(
    await mailPage(request, email, `Su cotización ${number}`),
  )![0];
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1, name: `Cotización ${number}` })).toBeVisible();
  await expect(customer.getByRole("main")).toContainText(money(246));
  // The delivery starts as requested (home delivery to Salto) and stays the customer's choice: pickup instead.
  await expect(customer.getByRole("radio", { name: "Envío a domicilio" })).toBeChecked();
  await expect(customer.getByLabel("Departamento")).toHaveValue("Salto");
  await customer.getByRole("radio", { name: "Retiro en el local" }).check();
  await customer.getByLabel("Nombre").fill("Ana");
  await customer.getByLabel("Apellido").fill("Compras");
  await customer.getByLabel("Teléfono").fill("099 123 456");
  // An e-Factura for the company: its RUT asks for the razón social and domicilio fiscal, as checkout does.
  await customer.getByRole("textbox", { name: "RUT", exact: true }).fill("210475730011");
  await customer.getByLabel("Razón social").fill("Cliente S.A.");
  await customer.getByLabel("Domicilio fiscal").fill("Colonia 1234, Montevideo");
  await customer.getByLabel("Acepto los").check();
  await customer.getByRole("button", { name: "Aceptar y hacer el pedido" }).click();
  await customer.waitForURL(/\/pending\/\d+\?token=/);
  await expect(customer.getByRole("main")).toContainText(money(246));
  // The order's page names the quote it accepted.
  await customer.getByRole("link", { name: "Ver mi pedido" }).click();
  await customer.waitForURL(/\/shop\/order\/\d+\?token=/);
  await expect(customer.getByText(`Cotización ${number}`, { exact: true })).toBeVisible();
  await shopper.close();
});
