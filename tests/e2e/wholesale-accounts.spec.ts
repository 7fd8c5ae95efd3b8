import postgres from "postgres";
import { rutCheckDigit } from "../../domain/rut.ts";
import { signInByCode } from "./support/account.ts";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 44 ('Done when', part 1): a signed-in customer asks for 'Cuenta empresa' in 'Mi cuenta', the owner approves
 * it in 'Empresas' with 'Mayorista A', and the customer's 'Mi cuenta' shows the approval. The rules and refusals are
 * proven in tests/api/wholesale-accounts.test.ts.
 */

/** A valid RUT for this run (registry 21, a serial from the clock, '001', DGI's check digit). */
function aRut(): string {
  for (let serial = Date.now() % 1_000_000; ; serial = (serial + 1) % 1_000_000) {
    const first = `21${String(serial).padStart(6, "0")}001`;
    const check = rutCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

test.describe("Cuenta empresa", () => {
  test.use({ bypassCSP: true }); // axe is injected as a script

  test.beforeAll(async () => {
    // The owner's list, made beforehand (W2 builds its editor).
    const sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
    await sql`insert into price_lists (name) select 'Mayorista A'
               where not exists (select 1 from price_lists where lower(name) = 'mayorista a')`;
    await sql.end();
  });

  test("a customer asks, the owner approves with 'Mayorista A', and 'Mi cuenta' shows it", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000); // two browsers, two sign-ins and three audits on a shared machine
    const stamp = Date.now();
    const email = `compras${stamp}@example.com`;
    const legalName = `Laboratorio ${stamp} S.A.`;

    // The customer signs in to 'Mi cuenta' with the mailed code, in a browser of their own.
    const customerContext = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8799}` });
    const customer = await customerContext.newPage();
    await customer.setViewportSize({ width: 1280, height: 800 });
    const main = await signInByCode(customer, request, email);

    // 'Cuenta empresa': the form, sent.
    const business = main.getByRole("region", { name: "Cuenta empresa" });
    await business.getByLabel("RUT").fill(aRut());
    await business.getByLabel("Razón social").fill(legalName);
    await business.getByLabel("Domicilio fiscal").fill("Av. Italia 2345, Montevideo");
    await business.getByLabel("Actividad").selectOption({ label: "Cosmética" });
    await business.getByLabel("Comentario (opcional)").fill("Compramos aceites esenciales todos los meses.");
    await business.getByRole("button", { name: "Pedir cuenta empresa" }).click();
    await expect(business).toContainText(`Solicitud enviada el`);
    await expect(business).toContainText(legalName);
    expect(await audit(customer)).toEqual([]);

    // The owner approves it in 'Empresas' with 'Mayorista A'.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Empresas" }).click();
    const card = page.getByRole("article", { name: legalName });
    await expect(card).toContainText("Solicitada");
    await card.getByLabel("Lista de precios").selectOption({ label: "Mayorista A" });
    await card.getByRole("button", { name: "Aprobar" }).click();
    await expect(card).toContainText("Aprobada");
    expect(await audit(page)).toEqual([]);

    // The customer's 'Mi cuenta' shows the approval.
    await customer.reload();
    await expect(customer.getByRole("main").getByRole("region", { name: "Cuenta empresa" })).toContainText(
      `Cuenta empresa aprobada: ${legalName}, lista Mayorista A.`,
    );
    await customer.setViewportSize({ width: 390, height: 844 });
    // The account's content (the footer keeps its 1280 px stand-in height after the resize: see accounts.spec.ts).
    expect(await audit(customer, "main")).toEqual([]);
    await customerContext.close();
  });
});
