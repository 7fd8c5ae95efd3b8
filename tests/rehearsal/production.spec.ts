import postgres from "postgres";
import { formatUYU } from "../../domain/money.ts";
import { drawnPng } from "../e2e/support/photo.ts";
import { expect, test } from "./support.ts";

/**
 * The production rehearsal end to end (scripts/rehearse/start.ts): the Worker with ENVIRONMENT=production and
 * every production adapter, on a Supabase-shaped database, against the stand-ins of Supabase Auth and Storage,
 * Mercado Pago and Resend. The owner signs in with supabase-js (an ES256 token the Worker checks against the
 * project's JWKS), adds a product with a photo that goes to the Storage bucket and shows in the shop from
 * there; a shopper buys it with Mercado Pago, whose signed webhook confirms the payment; the mails reach Resend.
 */

interface SentMail {
  to: string[];
  subject: string;
  text?: string;
}

test.describe("production rehearsal", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the owner adds a product with a photo; a shopper pays it with Mercado Pago; the mails go out", async ({
    page,
    browser,
    session,
    trustedFetch,
  }) => {
    const name = `Aceite de Pomelo ${Date.now().toString(36)}`;

    // The owner signs in through Supabase Auth (supabase-js in the browser, the project's publishable key).
    const signIn = page.waitForResponse((r) => r.url().startsWith(`${session.supabaseUrl}/auth/v1/token`));
    await page.goto("/admin/login");
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    await form.getByLabel("Correo electrónico").fill(session.admin.email);
    await form.getByLabel("Contraseña").fill(session.admin.password);
    await form.getByLabel("Contraseña").press("Enter");
    expect((await signIn).status()).toBe(200);
    await page.waitForURL("**/admin/dashboard");

    // The owner adds a colleague through Supabase Auth's Admin API (the Worker's secret key), then removes them.
    const colleague = `colega.${Date.now().toString(36)}@quimicaoriental.com.uy`;
    await page.goto("/admin/access");
    const add = page.getByRole("form", { name: "Agregar administrador" });
    await add.getByLabel("Correo electrónico").fill(colleague);
    await add.getByLabel("Contraseña inicial").fill("primera-clave-colega");
    await add.getByRole("button", { name: "Agregar administrador" }).click();
    const admins = page.getByRole("region", { name: "Administradores" });
    await expect(admins.getByRole("listitem").filter({ hasText: colleague })).toBeVisible();
    await expect(admins.getByRole("listitem").filter({ hasText: session.admin.email })).toContainText("Usted");
    await admins.getByRole("button", { name: `Quitar acceso de ${colleague}` }).click();
    await page.getByRole("dialog", { name: "Quitar acceso" }).getByRole("button", { name: "Quitar acceso" }).click();
    await expect(admins.getByRole("listitem").filter({ hasText: colleague })).toHaveCount(0);

    // A product with a photo: resized in the browser, stored in the public bucket by the Worker.
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Añadir producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir producto" });
    await dialog.getByLabel("Nombre *").fill(name);
    await expect(dialog.getByRole("radio", { name: "Stock por presentación" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "30 cc" }).check();
    await dialog.getByLabel("Precio de 30 cc").fill("450");
    await dialog.getByLabel("Stock de 30 cc (unidades)").fill("10");
    await dialog
      .getByTestId("image-input")
      .first()
      .setInputFiles({
        name: "pomelo.png",
        mimeType: "image/png",
        buffer: await drawnPng(page, { width: 600, height: 400 }),
      });
    await expect(dialog.getByLabel("Texto alternativo de la imagen 1")).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Crear producto" }).click();
    await expect(page.getByText("Producto creado exitosamente.")).toBeVisible({ timeout: 30_000 });

    // The shop shows it, its photo served by Supabase Storage's public URL.
    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(`/shop?q=${encodeURIComponent(name)}`);
    const card = shopper.locator("article.product-card").filter({ hasText: name });
    await expect(card).toContainText(formatUYU(450));
    const img = card.locator("img").first();
    await expect(img).toHaveAttribute(
      "src",
      new RegExp(`^${session.supabaseUrl.replaceAll(".", "\\.")}/storage/v1/object/public/images/`),
    );
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    // The shopper buys it with Mercado Pago (pickup).
    await card.getByRole("link", { name }).first().click();
    await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
    await shopper.getByRole("button", { name: "Añadir al carrito", exact: true }).first().click();
    await expect(shopper.getByText("Producto añadido al carrito").first()).toBeVisible();
    await shopper.goto("/shop/checkout");
    const checkout = shopper.getByRole("form", { name: "Datos del pedido" });
    const email = `compradora.${Date.now().toString(36)}@correo.com.uy`;
    await checkout.getByLabel("Correo electrónico").fill(email);
    await checkout.getByLabel("Nombre").fill("Ana");
    await checkout.getByLabel("Apellido").fill("Pereira");
    await checkout.getByLabel("Teléfono").fill("099 555 123");
    await checkout.getByRole("radio", { name: "Mercado Pago" }).check();
    await checkout.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await checkout.getByRole("button", { name: "Pagar con Mercado Pago" }).click();

    // Mercado Pago's checkout (the stand-in at its real address): pay.
    await shopper.waitForURL(/^https:\/\/www\.mercadopago\.com\.uy\/checkout\//);
    await shopper.getByRole("button", { name: "Pagar" }).click();

    // Back at the shop: the webhook (signed with the secret) has confirmed the payment.
    await shopper.waitForURL(/\/success\/\d+/);
    const orderId = new URL(shopper.url()).pathname.split("/").pop()!;
    await expect(shopper.getByRole("heading", { level: 1, name: "Pedido confirmado" })).toBeVisible();
    await expect(shopper.getByText("Su pago se ha completado con éxito.")).toBeVisible();

    // The database, as the project owner sees it: the order is paid and its stock taken.
    const sql = postgres(session.databaseUrl, { max: 1 });
    try {
      const [order] = await sql`select status, total from orders where id = ${orderId}`;
      expect(order).toMatchObject({ status: "approved", total: 450 });
    } finally {
      await sql.end({ timeout: 2 });
    }

    // The mails reached Resend: the shopper's confirmation and the shop's notice.
    const sent = async (): Promise<SentMail[]> => {
      const res = await trustedFetch("https://api.resend.com/emails", {
        headers: { authorization: `Bearer ${session.resendApiKey}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: SentMail[] }).data;
    };
    const subjectsTo = async (to: string) =>
      (await sent())
        .filter((m) => m.to.includes(to))
        .map((m) => m.subject)
        .sort();
    await expect
      .poll(() => subjectsTo(email), { timeout: 30_000 })
      .toContain(`Pedido N.º ${orderId} confirmado — Química Oriental`);
    await expect
      .poll(() => subjectsTo(session.shopNotifyEmail), { timeout: 30_000 })
      .toContain(`Pedido pagado N.º ${orderId}: Ana Pereira, ${formatUYU(450)}`);

    // Signing out ends the session at Supabase Auth: the Worker stops taking its token (it trusts Auth's
    // answer about a session for 30 s, SESSION_CHECK_MS).
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("qo-admin-auth") ?? "{}") as { access_token?: string }).access_token,
    );
    expect(token).toBeTruthy();
    const adminOrders = async () =>
      (await trustedFetch(`${session.siteUrl}/api/admin/orders`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    expect(await adminOrders()).toBe(200);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL("**/admin/login");
    await expect.poll(adminOrders, { timeout: 60_000, intervals: [2_000] }).toBe(401);
  });
});
