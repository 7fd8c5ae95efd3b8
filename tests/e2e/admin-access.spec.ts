import type { Browser, Page } from "@playwright/test";
import { adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { expect } from "./support/test.ts";

/**
 * The owner manages who may use the back office (issue 23): adds a colleague by e-mail with a first password,
 * the colleague signs in, changes the password (every session ends, the login page says why) and signs in with
 * the new one; the owner removes the colleague, who can no longer sign in. Nobody can remove themselves.
 */

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByLabel("Contraseña").press("Enter");
}

async function freshPage(browser: Browser, width = 1280, height = 900) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 8799}`,
    viewport: { width, height },
    locale: "es-UY",
    bypassCSP: true,
    // Not the owner's session, which the fixture would otherwise hand to every new context.
    storageState: { cookies: [], origins: [] },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("access to the back office", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(180_000);

  test("add a colleague, who changes the password and signs in with it; then remove them", async ({
    page,
    browser,
  }) => {
    const email = `colega.${Date.now().toString(36)}@quimicaoriental.uy`;
    await page.goto("/admin/access");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso al panel" })).toBeVisible();
    const admins = page.getByRole("region", { name: "Administradores" });
    await expect(admins.getByRole("listitem").filter({ hasText: "Usted" })).toHaveCount(1);
    // Nobody removes themselves: no button on one's own row.
    await expect(admins.getByRole("listitem").filter({ hasText: "Usted" }).getByRole("button")).toHaveCount(0);
    expect(await audit(page)).toEqual([]);

    const add = page.getByRole("form", { name: "Agregar administrador" });
    await add.getByLabel("Correo electrónico").fill(email);
    await add.getByLabel("Contraseña inicial").fill("corta");
    await add.getByRole("button", { name: "Agregar administrador" }).click();
    await expect(add.getByText("La contraseña debe tener al menos 10 caracteres.")).toBeVisible();
    await add.getByLabel("Contraseña inicial").fill("primera-clave-colega");
    await add.getByRole("button", { name: "Agregar administrador" }).click();
    await expect(page.getByText(`${email} ya puede entrar al panel.`)).toBeVisible();
    await expect(admins.getByRole("listitem").filter({ hasText: email })).toBeVisible();

    // Adding the same e-mail again (any letter case) is refused under the field; the password stays as it was.
    await add.getByLabel("Correo electrónico").fill(email.toUpperCase());
    await add.getByLabel("Contraseña inicial").fill("otra-clave-que-no-vale");
    await add.getByRole("button", { name: "Agregar administrador" }).click();
    await expect(add.getByText("Ya existe una cuenta con ese correo.")).toBeVisible();
    await expect(add.getByLabel("Correo electrónico")).toBeFocused();

    // The colleague signs in and changes the password: the session ends, the login page says why.
    const colleague = await freshPage(browser, 390, 844);
    await signInAs(colleague.page, email, "primera-clave-colega");
    await colleague.page.waitForURL("**/admin/dashboard");
    await colleague.page.goto("/admin/access");
    const change = colleague.page.getByRole("form", { name: "Cambiar su contraseña" });
    await change.getByLabel("Contraseña actual", { exact: true }).fill("no-es-la-clave");
    await change.getByLabel("Contraseña nueva", { exact: true }).fill("segunda-clave-colega");
    await change.getByLabel("Repita la contraseña nueva").fill("segunda-clave-colega");
    await change.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(change.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await expect(change.getByLabel("Contraseña actual", { exact: true })).toBeFocused();
    expect(await audit(colleague.page)).toEqual([]);
    await change.getByLabel("Contraseña actual", { exact: true }).fill("primera-clave-colega");
    await change.getByRole("button", { name: "Cambiar contraseña" }).click();
    await colleague.page.waitForURL("**/admin/login");
    await expect(
      colleague.page.getByText("Su contraseña cambió. Inicie sesión con la contraseña nueva."),
    ).toBeVisible();
    await signInAs(colleague.page, email, "segunda-clave-colega");
    await colleague.page.waitForURL("**/admin/dashboard");

    // The owner removes the colleague, after confirming.
    await page.reload();
    await admins.getByRole("button", { name: `Quitar acceso de ${email}` }).click();
    const confirm = page.getByRole("dialog", { name: "Quitar acceso" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Quitar acceso" }).click();
    await expect(page.getByText(`${email} ya no tiene acceso al panel.`)).toBeVisible();
    await expect(admins.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);

    // The colleague's open panel is refused, and the password no longer signs in.
    await colleague.page.goto("/admin/orders");
    await colleague.page.waitForURL("**/admin/login");
    await signInAs(colleague.page, email, "segunda-clave-colega");
    await expect(colleague.page.getByRole("alert")).toBeVisible();
    await expect(colleague.page).toHaveURL(/\/admin\/login/);
    await colleague.close();
  });
});
