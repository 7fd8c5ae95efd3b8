import type { Page } from "@playwright/test";
import postgres from "postgres";
import { signIn } from "./support/admin.ts";
import { audit } from "./support/axe.ts";
import { EMBEDDED_DATABASE_URL } from "./support/database.ts";
import { expect, test } from "./support/test.ts";

/**
 * 'Avisarme cuando haya stock' end to end on `npm start` (issue 25, decision 025): a shopper asks about a size
 * marked 'Agotado' (the demo's Romero has none of any size), confirms from the link in the outbox, the owner sees
 * who waits (products list, form, dashboard) and restocks the size in the back office: exactly one 'Ya hay stock'
 * mail is queued. axe on the product page with the form open and on the confirm page. STOCK_ALERT_SHOTS=1 saves
 * screenshots under /tmp/stock-alert-*.
 */

const PRODUCT = "Aceite esencial de Romero";
const SLUG = "aceite-esencial-de-romero";
const SAVE = 30_000;
const shots = process.env.STOCK_ALERT_SHOTS === "1";

const sizeButton = (page: Page, size: number) =>
  page
    .getByRole("group", { name: "Tamaño" })
    .first()
    .getByRole("button", { name: new RegExp(`^${size} cc`) });

/** The path and query of the first link in `text` that goes to `path`. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(text);
  expect(match, `a link to ${path} in:\n${text}`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

test.describe("Avisarme cuando haya stock", () => {
  // axe is injected as a script; the shop's Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true });
  test.setTimeout(150_000);
  let sql: postgres.Sql;
  test.beforeAll(() => {
    sql = postgres(EMBEDDED_DATABASE_URL, { max: 1, idle_timeout: 2 });
  });
  test.afterAll(async () => {
    await sql?.end({ timeout: 2 });
  });

  test("ask about a sold-out size, confirm from the mail, the owner restocks it: one mail", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `aviso-${Date.now()}@example.com`;
    const mails = (kind: string) =>
      sql<{ subject: string; text_body: string }[]>`
        select subject, text_body from mail_outbox where to_address = ${email} and kind = ${kind} order by id`;

    if (shots) {
      // At 390 px from the start (not resized mid-page): the form open under the sizes.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/shop/product/${SLUG}`);
      await sizeButton(page, 30).click();
      await page.getByRole("button", { name: "Avisarme cuando haya stock" }).click();
      await page.getByText("Usaremos su correo solo para avisarle.").scrollIntoViewIfNeeded();
      await page.screenshot({ path: "/tmp/stock-alert-form-390.png" });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // The shopper: 30 cc is 'Agotado'; the control opens the small form.
    await page.goto(`/shop/product/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
    await sizeButton(page, 30).click();
    await expect(sizeButton(page, 30)).toContainText("Agotado");
    const toggle = page.getByRole("button", { name: "Avisarme cuando haya stock" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const field = page.getByLabel("Correo electrónico", { exact: true }).first();
    await expect(field).toBeFocused();
    await expect(page.getByText("Usaremos su correo solo para avisarle.")).toBeVisible();
    await page.getByRole("button", { name: "Avisarme", exact: true }).click();
    await expect(page.getByText("Este campo es requerido")).toBeVisible();
    await field.fill("ana@");
    await page.getByRole("button", { name: "Avisarme", exact: true }).click();
    await expect(page.getByText("Ingrese un correo electrónico válido.")).toBeVisible();
    expect(await audit(page), "product page with the form open").toEqual([]);
    if (shots) await page.screenshot({ path: "/tmp/stock-alert-form-1280.png" });
    await field.fill(email);
    await page.getByRole("button", { name: "Avisarme", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Le enviamos un correo para confirmar el aviso." }),
    ).toBeVisible();
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await toggle.scrollIntoViewIfNeeded();
      await page.screenshot({ path: "/tmp/stock-alert-done-390.png" });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Confirmed from the link of the mail in the outbox.
    await expect.poll(async () => (await mails("stock_alert_confirmation")).length).toBe(1);
    const [confirmation] = await mails("stock_alert_confirmation");
    expect(confirmation!.subject).toBe(`Confirme su aviso de stock de ${PRODUCT} 30 cc`);
    await page.goto(linkTo(confirmation!.text_body, "/stock-alerts/confirm"));
    await expect(page.getByRole("heading", { name: "¡Aviso confirmado!" })).toBeVisible();
    await expect(page.getByText(`Le avisaremos cuando vuelva a haber stock de ${PRODUCT} 30 cc.`)).toBeVisible();
    await expect(page).toHaveURL(/\/stock-alerts\/confirm$/);
    expect(await audit(page), "confirm page").toEqual([]);
    if (shots) {
      await page.screenshot({ path: "/tmp/stock-alert-confirm-1280.png" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "/tmp/stock-alert-confirm-390.png", fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await mails("stock_alert_restocked")).toHaveLength(0);

    // The owner sees who waits: the dashboard's low-stock list, the products list and the form.
    await signIn(page);
    await expect(
      page.getByRole("region", { name: "Stock bajo o agotado" }).getByRole("listitem").filter({ hasText: PRODUCT }),
    ).toContainText("1 persona espera aviso de stock: 1 de 30 cc");
    if (shots)
      await page
        .getByRole("region", { name: "Stock bajo o agotado" })
        .screenshot({ path: "/tmp/stock-alert-dashboard.png" });
    await page.goto(`/admin/products?q=${encodeURIComponent("Romero")}`);
    const card = page.getByRole("row").filter({ hasText: PRODUCT });
    await expect(card).toContainText("1 persona espera aviso de stock: 1 de 30 cc");
    if (shots) await card.screenshot({ path: "/tmp/stock-alert-admin-card.png" });
    await page.getByRole("button", { name: `Editar ${PRODUCT}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar producto" });
    await expect(edit.getByRole("note").filter({ hasText: "1 persona espera aviso de stock" })).toBeVisible();
    if (shots) {
      await edit.getByRole("note").filter({ hasText: "1 persona espera aviso de stock" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: "/tmp/stock-alert-admin-form.png" });
    }
    await edit.getByLabel("Stock de 30 cc (unidades)").fill("6");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Producto editado exitosamente.")).toBeVisible({ timeout: SAVE });

    // Exactly one 'Ya hay stock' mail, with the product's link; nobody waits any more.
    await expect.poll(async () => (await mails("stock_alert_restocked")).length).toBe(1);
    const [restocked] = await mails("stock_alert_restocked");
    expect(restocked!.subject).toBe(`Ya hay stock de ${PRODUCT} 30 cc`);
    expect(restocked!.text_body).toContain(`/shop/product/${SLUG}`);
    await expect(card).not.toContainText("espera aviso");

    // Saving again mails nobody a second time.
    await page.getByRole("button", { name: `Editar ${PRODUCT}` }).click();
    await page.getByRole("dialog", { name: "Editar producto" }).getByLabel("Stock de 30 cc (unidades)").fill("7");
    await page
      .getByRole("dialog", { name: "Editar producto" })
      .getByRole("button", { name: "Guardar cambios" })
      .click();
    await expect(page.getByText("Producto editado exitosamente.").first()).toBeVisible({ timeout: SAVE });
    expect(await mails("stock_alert_restocked")).toHaveLength(1);
  });
});
