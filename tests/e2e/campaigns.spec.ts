import type { APIRequestContext } from "@playwright/test";
import postgres from "postgres";
import type { ProductListPage } from "../../domain/api/catalogue.ts";
import { ADMIN_EMAIL, adminTest as test } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 25, part 3 on `npm start`: the owner writes a newsletter with two product cards, previews the mail, sends a
 * test to their own address, then sends it to the confirmed subscribers (three of them here; an address that never
 * confirmed gets nothing), and a subscriber unsubscribes from it with its link and another with the one-click POST.
 */

const SAVE = 30_000;
const run = Date.now().toString(36);
const confirmed = ["uno", "dos", "tres"].map((n) => `e2e-news-${n}-${run}@example.com`);
const pending = `e2e-news-pendiente-${run}@example.com`;
// Its own subject per run: a retry (a new worker, a new `run`) must not find the first attempt's newsletter.
const SUBJECT = `Novedades de primavera ${run}`;
// Subscribers set up from an address of their own (the newsletter allows 10 sign-ups an hour per address).
const SEED_CLIENT = { "cf-connecting-ip": `198.51.100.${1 + (Date.now() % 250)}` };

let sql: postgres.Sql | undefined;
test.beforeAll(() => {
  sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
});
test.afterAll(async () => {
  await sql?.end({ timeout: 2 });
});

/** Subscribes the addresses from the shop's API and confirms the first three with their mailed links. */
async function subscribers(request: APIRequestContext) {
  for (const email of [...confirmed, pending]) {
    const res = await request.post("/api/newsletter", { data: { email, source: "footer" }, headers: SEED_CLIENT });
    expect(res.status()).toBe(200);
  }
  for (const email of confirmed) {
    const [mail] = await sql!`
      select text_body from mail_outbox where to_address = ${email} and kind = 'newsletter_confirmation'`;
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(String(mail!.text_body))![1];
    expect((await request.post("/api/newsletter/confirm", { data: { token } })).status()).toBe(200);
  }
}

test.describe("Newsletters", () => {
  test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  test.setTimeout(180_000);

  test("a newsletter with two products is previewed, test-sent, sent to the confirmed subscribers, and left", async ({
    page,
    request,
  }) => {
    await subscribers(request);
    const [{ n }] = (await sql!`
      select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`) as unknown as [{ n: number }];
    const list = (await (await request.get("/api/products?sort=name")).json()) as ProductListPage;
    const [a, b] = list.items.filter((p) => p.quantity > 0).slice(2, 4);

    await page.goto("/admin/campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
    await page.getByRole("link", { name: "Nuevo newsletter" }).click();
    await page.getByLabel("Asunto").fill(SUBJECT);
    const text = page.getByLabel("Texto");
    await text.fill("## Llegó la primavera\n\nAromas nuevos para su casa.\n\n");
    await page.getByRole("button", { name: "Negrita" }).click();
    await text.press("End");
    for (const product of [a!, b!]) {
      const search = page.getByRole("region", { name: "Agregar productos" });
      await search.getByLabel("Buscar por nombre o código").fill(product.name);
      await search.getByRole("button", { name: "Buscar", exact: true }).click();
      await search.getByRole("button", { name: `Agregar «${product.name}»`, exact: true }).click();
    }
    await expect(page.getByRole("region", { name: /^Productos/ }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\?edit=\d+/, { timeout: SAVE });
    await expect(page.getByRole("heading", { name: "Editar newsletter" })).toBeVisible();

    // The mail as it is sent: the formatted body and both product cards with their links.
    await page.getByRole("button", { name: "Vista previa" }).click();
    const frame = page.frameLocator('iframe[title^="Vista previa del correo"]');
    await expect(frame.getByRole("heading", { name: "Llegó la primavera" })).toBeVisible();
    await expect(frame.getByText("texto en negrita")).toHaveCSS("font-weight", "700");
    for (const product of [a!, b!]) {
      await expect(frame.getByRole("link", { name: product.name })).toHaveAttribute(
        "href",
        new RegExp(`/shop/product/${product.slug}$`),
      );
    }
    expect(await audit(page)).toEqual([]);
    await page.screenshot({ path: "test-results/campaigns-editor-1280.png", fullPage: true });

    // A test to the admin's own address only.
    await page.getByRole("button", { name: "Enviar prueba" }).click();
    // The mail first (what the server did), then what the owner is told.
    await expect
      .poll(
        async () =>
          (
            await sql!`select to_address from mail_outbox where kind = 'campaign_test' and subject = ${`[Prueba] ${SUBJECT}`}`
          ).map((t) => t.to_address),
        { timeout: SAVE },
      )
      .toContain(ADMIN_EMAIL);
    await expect(page.getByText(`Enviamos una prueba a ${ADMIN_EMAIL}.`)).toBeVisible();

    // To every confirmed subscriber, after the confirmation.
    const label = n === 1 ? "Enviar a 1 suscriptor" : `Enviar a ${n} suscriptores`;
    await page.getByRole("button", { name: label }).click();
    const dialog = page.getByRole("dialog", { name: "Enviar el newsletter" });
    await expect(dialog.getByText(/No se puede deshacer/)).toBeVisible();
    await dialog.getByRole("button", { name: label }).click();
    await expect(page.getByRole("heading", { name: "Newsletter enviado" })).toBeVisible({ timeout: SAVE });
    const mails = await sql!`
      select to_address, html, headers from mail_outbox
       where kind = 'campaign' and subject = ${SUBJECT} order by id`;
    const to = mails.map((m) => m.to_address as string);
    for (const email of confirmed) expect(to.filter((t) => t === email)).toHaveLength(1);
    expect(to).not.toContain(pending);
    expect(to).toHaveLength(n);

    // One unsubscribes with the link in the mail, another with the one-click POST of its header.
    const first = mails.find((m) => m.to_address === confirmed[0])!;
    const link = /href="(https?:\/\/[^"]+\/newsletter\/unsubscribe\?token=[^"]+)"/.exec(String(first.html))![1]!;
    const unsubscribe = await page.context().newPage();
    await unsubscribe.goto(new URL(link).pathname + new URL(link).search);
    await expect(unsubscribe.getByRole("heading", { name: "Se ha dado de baja del newsletter" })).toBeVisible();
    await unsubscribe.close();
    const second = mails.find((m) => m.to_address === confirmed[1])!;
    const header = new URL(String(second.headers["List-Unsubscribe"]).slice(1, -1));
    const oneClick = await request.post(header.pathname + header.search, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    const statuses = await sql!`
      select email, status from newsletter_subscribers where email in ${sql!(confirmed)} order by email`;
    expect(Object.fromEntries(statuses.map((s) => [s.email, s.status]))).toEqual({
      [confirmed[0]!]: "unsubscribed",
      [confirmed[1]!]: "unsubscribed",
      [confirmed[2]!]: "confirmed",
    });

    // The list shows the campaign sent, with its counts.
    // The list shows the campaign sent, with its counts (delivery runs after the answer: read again until done).
    await page.goto("/admin/campaigns");
    const row = page.getByRole("listitem").filter({ hasText: SUBJECT });
    await expect(async () => {
      await page.reload();
      await expect(
        row.getByText(`${n} de ${n} entregados, 2 se dieron de baja desde entonces.`, { exact: false }),
      ).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: SAVE });
    await expect(row.getByText("Enviado", { exact: true })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    // On a phone: the list and the sent newsletter with its progress.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/campaigns");
    await row.getByRole("link", { name: SUBJECT }).click();
    await expect(page.getByRole("heading", { name: "Newsletter enviado" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "entregados" })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await page.screenshot({ path: "test-results/campaigns-sent-390.png", fullPage: true });
  });
});
