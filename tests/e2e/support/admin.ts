import type { Page } from "@playwright/test";

// supabase/seed/demo-admin.ts: the account the first `npm start` creates (ADMIN_EMAIL / ADMIN_PASSWORD win).
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL?.trim() || "admin@quimicaoriental.uy";
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || "panel-quimica-1995";

/** Signs the demo admin in through the login form and waits for the panel. */
export async function signIn(page: Page) {
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await form.getByLabel("Contraseña").fill(ADMIN_PASSWORD);
  await form.getByLabel("Contraseña").press("Enter");
  await page.waitForURL("**/admin/dashboard");
}
