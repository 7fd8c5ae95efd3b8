import postgres from "postgres";
import { signIn } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect, test } from "./support/test.ts";

/**
 * Contact and newsletter end to end on `npm start`: the contact form is sent and its mail is in the outbox
 * (Reply-To the sender); the footer newsletter form asks for a subscription, the confirmation link from the
 * outbox confirms it, the welcome mail's one-click link unsubscribes; the back office sees the message
 * (read, delete) and the subscriber count. axe (WCAG 2.2 A/AA) on /contact and the two newsletter pages.
 */

/** The path and query of the first link in `text` that goes to `path`. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(text);
  expect(match, `a link to ${path} in:\n${text}`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

test.describe("contact and newsletter", () => {
  // axe is injected as a script; the shop's Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true });
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  for (const width of [1280, 390]) {
    test(`the contact form at ${width} px: required fields, sent, reset, mailed to the shop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = `contacto-${width}-${Date.now()}@example.com`;
      await page.goto(width === 1280 ? "/contact" : "/other/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
      // The shop's details are a real definition list. (axe on /contact and /other/contact at both widths: the walk
      // of every public page, first-paint.spec.ts.)
      await expect(page.locator("dl.contact-details dt")).toHaveCount(6);

      const contact = page.getByRole("region", { name: "Envíenos un mensaje" });
      const send = contact.getByRole("button", { name: "ENVIAR MENSAJE" });
      await send.click();
      await expect(contact.getByText("Este campo es requerido")).toHaveCount(3);
      await expect(contact.getByLabel("Nombre")).toBeFocused();
      await contact.getByLabel("Nombre").fill("Lucía Fernández");
      await contact.getByLabel("Correo electrónico").fill("lucia@");
      await contact.getByLabel("Mensaje").fill("¿Tienen aceite de eucalipto en 100 ml?\nGracias.");
      await send.click();
      await expect(contact.getByText("Correo electrónico no válido.")).toBeVisible();
      await contact.getByLabel("Correo electrónico").fill(email);
      await send.click();
      await expect(page.getByText("Se ha enviado su mensaje, le responderemos a la brevedad. Gracias.")).toBeVisible();
      await expect(contact.getByLabel("Nombre")).toHaveValue("");
      await expect(contact.getByLabel("Mensaje")).toHaveValue("");

      const [stored] = await sql`select name, message from contact_messages where email = ${email}`;
      expect(stored).toEqual({ name: "Lucía Fernández", message: "¿Tienen aceite de eucalipto en 100 ml?\nGracias." });
      const mails = await sql`select kind, reply_to, subject, text_body from mail_outbox where reply_to = ${email}`;
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: "contact_message",
        subject: "Nuevo mensaje de contacto de Lucía Fernández",
      });
      expect(mails[0]!.text_body).toContain("¿Tienen aceite de eucalipto en 100 ml?");
    });
  }

  test("subscribe from the footer (an address the server refuses is said to be not valid), confirm from the mailed link, unsubscribe with one click", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `boletin-${Date.now()}@example.com`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Newsletter" });
    // Has an '@' (so the form sends it) but is not an address the server takes.
    await form.getByLabel("Correo electrónico").fill("ana@sin-dominio");
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(form.getByRole("alert")).toHaveText("La dirección de correo electrónico no es válida.");
    await expect(form.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "¡Gracias por suscribirse! Le enviamos un correo para confirmar su suscripción.",
    );
    // Not counted until confirmed.
    expect((await sql`select status from newsletter_subscribers where email = ${email}`)[0]?.status).toBe("pending");

    const [confirmation] = await sql`select text_body, headers from mail_outbox where to_address = ${email}`;
    expect(confirmation!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    await page.goto(linkTo(confirmation!.text_body, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { name: "¡Suscripción confirmada!" })).toBeVisible();
    // The token leaves the address bar.
    expect(new URL(page.url()).search).toBe("");
    expect(await audit(page)).toEqual([]);
    expect((await sql`select status from newsletter_subscribers where email = ${email}`)[0]?.status).toBe("confirmed");

    // The link again: it says the subscription is confirmed already, not that it failed.
    await page.goto(linkTo(confirmation!.text_body, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { name: "Su suscripción ya estaba confirmada." })).toBeVisible();
    await expect(page.getByText("No pudimos confirmar su suscripción")).toHaveCount(0);

    const [welcome] = await sql`
      select text_body, headers from mail_outbox where to_address = ${email} and kind = 'newsletter_welcome'`;
    expect(welcome!.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/.+\/api\/newsletter\/unsubscribe\?token=/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(linkTo(welcome!.text_body, "/newsletter/unsubscribe"));
    await expect(page.getByRole("heading", { name: "Se ha dado de baja del newsletter" })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    expect((await sql`select status from newsletter_subscribers where email = ${email}`)[0]?.status).toBe(
      "unsubscribed",
    );

    // What a mail program does with the header (RFC 8058): a POST without signing in; again is fine.
    const header = String(welcome!.headers["List-Unsubscribe"]).slice(1, -1);
    const oneClick = await request.post(new URL(header).pathname + new URL(header).search, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
  });

  test("the back office reads, marks and deletes a message and counts subscribers", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = `Rocío ${Date.now()}`;
    const sent = await request.post("/api/contact", {
      data: { name, email: "rocio@example.com", message: "Quisiera saber si hacen envíos a Salto." },
    });
    expect(sent.status()).toBe(201);

    await signIn(page);

    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
    const card = page.getByRole("article", { name: new RegExp(name) });
    await expect(card).toContainText("Quisiera saber si hacen envíos a Salto.");
    await expect(card).toContainText("Sin leer");
    await card.getByRole("button", { name: "Marcar como leído" }).click();
    await expect(card.getByRole("button", { name: "Marcar como no leído" })).toBeVisible();
    await expect(card).not.toContainText("Sin leer");
    await card.getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar el mensaje?" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("El mensaje fue eliminado.")).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await sql`select 1 from contact_messages where name = ${name}`).toHaveLength(0);

    await page.goto("/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1, name: "Suscriptores" })).toBeVisible();
    const [row] = await sql`select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`;
    const n = Number(row!.n);
    await expect(page.getByText(n === 1 ? "1 suscriptor confirmado" : `${n} suscriptores confirmados`)).toBeVisible();
    // Below them, the log of the deletions asked from 'Mis datos' (issue 40), empty or not.
    await expect(page.getByRole("heading", { level: 2, name: "Datos personales borrados" })).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
