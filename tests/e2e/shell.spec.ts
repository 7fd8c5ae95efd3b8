import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

/** The SPA shell: layout, menu, static pages, 404, scroll restoration and the footer newsletter. */

function mainMenu(page: Page) {
  return page.getByRole("navigation", { name: "Menú principal", exact: true });
}

function pageHeading(page: Page) {
  return page.locator("main h1");
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the home page renders in Spanish with the main menu; /home shows it too", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(pageHeading(page).first()).toBeVisible();
    await expect(page).toHaveTitle(/Química Oriental/);
    const menu = mainMenu(page);
    for (const name of ["Inicio", "Blog", "Contacto"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["Nosotros", "Tienda"]) {
      await expect(menu.getByRole("button", { name, exact: true })).toHaveAttribute("aria-expanded", "false");
    }
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeAttached();
    await expect(page.getByRole("complementary", { name: "Advertencia sobre aceites esenciales" })).toContainText(
      "prueba de sensibilidad",
    );
    await expect(page.getByRole("link", { name: "Carrito: 0 $ 0 (0 productos)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Favoritos" })).toHaveAttribute("href", "/wishlist");
    // Since 1995, to this year (issue 27).
    await expect(
      page.getByText(`© 1995–${new Date().getFullYear()} Química Oriental. Todos los derechos reservados.`),
    ).toBeVisible();

    const heading = await pageHeading(page).first().textContent();
    await page.goto("/home");
    await expect(pageHeading(page).first()).toHaveText(heading ?? "");
  });

  // One visit: each step starts where the shopper's last click left the page (issue 39).
  test("the menu leads to every static page, from the mouse and the keyboard; a route change starts at the top", async ({
    page,
  }) => {
    test.setTimeout(120_000); // what four tests of 45 s did
    await page.goto("/");
    const menu = mainMenu(page);
    const nosotros = [
      { link: "Empresa", path: "/about", heading: "Nuestra empresa", title: "Nuestra empresa · Química Oriental" },
      { link: "Servicios", path: "/services", heading: "Servicios", title: "Servicios · Química Oriental" },
      { link: "Información", path: "/information", heading: "Información", title: "Información · Química Oriental" },
      {
        link: "Términos y condiciones",
        path: "/terms-and-conditions",
        heading: "Términos y condiciones",
        title: "Términos y condiciones · Química Oriental",
      },
    ];
    for (const item of nosotros) {
      const toggle = menu.getByRole("button", { name: "Nosotros" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await menu.getByRole("link", { name: item.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(pageHeading(page)).toHaveText(item.heading);
      await expect(page).toHaveTitle(item.title);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    }

    await menu.getByRole("link", { name: "Contacto", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(pageHeading(page)).toHaveText("Contacto");
    await expect(page.getByRole("button", { name: "ENVIAR MENSAJE" })).toBeVisible();
    // A Maps search for the shop's address as the owner keeps it (Ajustes > Tienda; the seeded one here).
    const maps = new URL((await page.getByRole("link", { name: /Ver en Google Maps/ }).getAttribute("href")) ?? "");
    expect(`${maps.origin}${maps.pathname}`).toBe("https://www.google.com/maps/search/");
    expect(maps.searchParams.get("api")).toBe("1");
    expect(maps.searchParams.get("query")).toBe("Av. General Flores 2415, Montevideo");

    await menu.getByRole("link", { name: "Inicio", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(pageHeading(page)).not.toHaveText("Contacto");

    // The submenus from the keyboard.
    const toggle = menu.getByRole("button", { name: "Nosotros" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Empresa" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Servicios" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("main")).toBeFocused();

    // A route change starts at the top of the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Información" }).click();
    await expect(page).toHaveURL(/\/information$/);
    await expect(pageHeading(page)).toHaveText("Información");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();

    // The Tienda submenu opens on hover and links to the categories.
    const tienda = menu.getByRole("button", { name: "Tienda" });
    // Right after a navigation the menu ignores the pointer for half a second (the page scrolling to the top under a
    // still pointer is reported as an entry); a shopper then moves again, and so does this.
    await expect(async () => {
      await page.mouse.move(0, 400);
      await tienda.hover();
      await expect(tienda).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(menu.getByRole("link", { name: "Todos los productos" })).toHaveAttribute("href", "/shop");
    await expect(menu.getByRole("link", { name: "Aceites", exact: true })).toHaveAttribute(
      "href",
      "/shop?category=aceites",
    );
    await menu.getByRole("link", { name: "Vitaminas" }).click();
    await expect(page).toHaveURL(/\/shop\?category=vitaminas$/);
  });

  test("the old addresses show the same pages; an unknown path shows the 404 page with a way home", async ({
    page,
  }) => {
    test.setTimeout(90_000); // what two tests of 45 s did
    await page.goto("/other/terms-and-conditions");
    await expect(pageHeading(page)).toHaveText("Términos y condiciones");
    await page.goto("/other/contact");
    await expect(pageHeading(page)).toHaveText("Contacto");
    await page.goto("/shop/fullwidth-4col");
    await expect(page).toHaveURL(/\/shop$/);

    const response = await page.goto("/no-existe");
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText("¡Oops! 404 PÁGINA NO ENCONTRADA");
    await expect(page.getByText(/no existe o ha sido reemplazada temporalmente/)).toBeVisible();
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("PÁGINA NO ENCONTRADA")).toBeHidden();
    await expect(pageHeading(page).first()).toBeVisible();
  });

  // One visit for the form's three answers: a refusal in the browser, the server's error, a subscription.
  test("the footer newsletter: no '@' sends nothing; the sending state and a server error; a valid address subscribes", async ({
    page,
  }) => {
    test.setTimeout(90_000); // what three tests of 45 s did
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter")) requests += 1;
    });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByLabel("Correo electrónico");
    await email.fill("sin-arroba.com");
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByText("Ingrese un correo electrónico válido (debe contener @).")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(requests).toBe(0);

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter", async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "x" } }),
      });
    });
    await email.fill("alguien@example.com");
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    release();
    await expect(footer.getByText("Ha ocurrido un error. Inténtelo nuevamente.")).toBeVisible();
    await expect(footer.getByRole("button", { name: "Suscribirme" })).toBeEnabled();

    await page.unroute("**/api/newsletter");
    await email.fill(`shell-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(
      footer.getByText("¡Gracias por suscribirse! Le enviamos un correo para confirmar su suscripción."),
    ).toBeVisible();
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // That no page is wider than a phone is checked on every public page by first-paint.spec.ts's walk at 390 px.
  test("the mobile menu: Escape and the close button close it; it opens, navigates and closes", async ({ page }) => {
    test.setTimeout(90_000); // what two tests of 45 s did
    await page.goto("/");
    await expect(mainMenu(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    const panel = page.getByRole("dialog", { name: "Menú" });
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await panel.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(panel).toBeHidden();

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Cerrar menú" })).toBeFocused();

    await panel.getByRole("button", { name: "Nosotros" }).click();
    await panel.getByRole("link", { name: "Servicios" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(pageHeading(page)).toHaveText("Servicios");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
