import type { APIRequestContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { test as base } from "./test.ts";

// supabase/seed/demo-admin.ts: the account the first `npm start` creates (ADMIN_EMAIL / ADMIN_PASSWORD win).
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL?.trim() || "admin@quimicaoriental.uy";
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || "panel-quimica-1995";

/** The signed-in admin's token, as the SPA keeps it (for API calls beside the page). */
export function adminToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem("qo-admin-auth") ?? "{}") as { access_token: string }).access_token,
  );
}

/** Signs the demo admin in through the login form and waits for the panel. */
export async function signIn(page: Page) {
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await form.getByLabel("Contraseña").fill(ADMIN_PASSWORD);
  await form.getByLabel("Contraseña").press("Enter");
  // A refused sign-in says why (e.g. the login's rate limit) instead of only timing out on the URL.
  const refused = page.locator(".admin-login__card > [role=alert]");
  await Promise.race([
    page.waitForURL("**/admin/dashboard"),
    refused.waitFor().then(async () => {
      throw new Error(`The panel refused the demo admin's sign-in: ${await refused.textContent()}`);
    }),
  ]);
}

/**
 * The storefront's `test` with the demo admin signed in once per worker (the login allows 20 attempts per
 * account in 15 minutes, and the suite signs in from several files): each test starts with the stored session,
 * which the `adminSession` fixture also hands over for a fresh context.
 */
export const adminTest = base.extend<object, { adminSession: BrowserContextOptions["storageState"] }>({
  adminSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8799}` });
      await signIn(await context.newPage());
      await use(await context.storageState());
      await context.close();
    },
    { scope: "worker" },
  ],
  storageState: ({ adminSession }, use) => use(adminSession),
});

let apiSession: { token: string; until: number } | undefined;

/**
 * A token of the demo admin, signed in through the API (for specs that set the shop up without the panel), once per
 * Playwright worker and reused until a minute before it expires. A sign-in from a fresh request context carries no
 * device cookie, so each counts against the account's 20 attempts in 15 minutes (docs/decisions/006): a suite that
 * signed in for every call went over it whenever its admin specs fell into one window, and the panel's own sign-in
 * then got 'Demasiados intentos'.
 */
export async function apiAdminToken(request: APIRequestContext): Promise<string> {
  if (apiSession && apiSession.until > Date.now()) return apiSession.token;
  const login = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()) as { access_token: string; expires_in: number };
  apiSession = { token: session.access_token, until: Date.now() + (session.expires_in - 60) * 1000 };
  return apiSession.token;
}

/** Publishes a closure notice through the back office API, so the home page opens its modal. Its id. */
export async function publishClosureNotice(request: APIRequestContext, content: string): Promise<number> {
  const res = await request.put("/api/admin/vacation", {
    headers: { authorization: `Bearer ${await apiAdminToken(request)}` },
    data: { content },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { notice: { id: number } }).notice.id;
}

/** Removes the notice again: the other specs expect a home page without the modal. */
export async function removeClosureNotice(request: APIRequestContext) {
  const res = await request.delete("/api/admin/vacation", {
    headers: { authorization: `Bearer ${await apiAdminToken(request)}` },
  });
  expect([200, 404]).toContain(res.status());
}
