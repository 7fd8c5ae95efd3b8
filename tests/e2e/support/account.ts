import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./test.ts";

// Signing in to 'Mi cuenta' with the mailed code (issue 43), as a customer does: the address, 'Enviarme un código',
// the code read from the embedded mail's list (/dev/mail.json), 'Ingresar'.

/** On 'Mi cuenta''s sign-in form (`main`): types the address and asks for the code, until 'Escriba el código'. */
export async function askSignInCode(main: Locator, email: string) {
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByRole("button", { name: "Enviarme un código" }).click();
  await expect(main.getByRole("heading", { name: "Escriba el código" })).toBeVisible();
}

/** Types the code mailed to `email` (the newest 'Su código' mail's subject ends with it) and signs in. */
export async function enterSignInCode(main: Locator, request: APIRequestContext, email: string) {
  const mails = await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const subject = (mails.items as { subject: string }[]).find((m) => m.subject.startsWith("Su código"))?.subject;
  expect(subject, `a sign-in code mailed to ${email}`).toBeTruthy();
  await main.getByRole("textbox", { name: "Código" }).fill(/(\d{6})$/.exec(subject!)![1]!);
  await main.getByRole("button", { name: "Ingresar" }).click();
  await expect(main.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
}

/** Opens 'Mi cuenta' and signs `email` in with the mailed code. Returns the page's `main`. */
export async function signInByCode(page: Page, request: APIRequestContext, email: string): Promise<Locator> {
  await page.goto("/mi-cuenta");
  const main = page.getByRole("main");
  await askSignInCode(main, email);
  await enterSignInCode(main, request, email);
  return main;
}
