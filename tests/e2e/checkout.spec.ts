import type { Page } from "@playwright/test";
import { fillCart, money, type Product, product, type Variant } from "./support/shop-helpers.ts";
import { expect, test } from "./support/test.ts";

/**
 * The whole purchase: two sizes of one product and another product from the product pages, quantities
 * changed, the 'Mi carrito' sidebar and the cart page, checkout with delivery to Montevideo and a bank
 * transfer with a receipt image, the 'Pedido creado' dialog, the order page by its secret link, the cart
 * emptied and the stock lowered on the server.
 */

// A real 1x1 PNG: the server decides the type from the bytes.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** On the product page: choose a size and add one unit. */
async function addFromProductPage(page: Page, p: Product, variant: Variant) {
  await page.goto(`/shop/product/${p.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
  const sizes = page.getByRole("group", { name: "Tamaño" }).first();
  await sizes.getByRole("button", { name: `${variant.size} ${p.unit}`, exact: true }).click();
  await page.getByRole("button", { name: "Añadir al carrito", exact: true }).first().click();
  await expect(page.getByText("Producto añadido al carrito").first()).toBeVisible();
}

test.describe("checkout", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("buy two sizes and another product by bank transfer with delivery to Montevideo", async ({ page, request }) => {
    const lavanda = await product(request, "aceite-esencial-de-lavanda");
    const argan = await product(request, "aceite-de-argan");
    const [small, medium] = lavanda.variants as [Variant, Variant];
    const arganSize = argan.variants[1]!;

    await addFromProductPage(page, lavanda, small);
    await addFromProductPage(page, lavanda, medium);
    await addFromProductPage(page, argan, arganSize);

    // The header shows 3 products; its cart button opens the sidebar.
    const cartButton = page.getByRole("link", { name: /^Carrito: 3 .*\(3 productos\)$/ });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    const drawer = page.getByRole("dialog", { name: "Mi carrito" });
    const cartHeading = page.getByRole("heading", { level: 1, name: "Carrito" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("listitem")).toHaveCount(3);
    await expect(drawer.getByRole("link", { name: lavanda.name })).toHaveCount(2);
    await expect(drawer.getByRole("button", { name: "Cerrar carrito" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
    await cartButton.click();
    await drawer.getByRole("link", { name: "Ver carrito" }).click();

    // The cart page: change quantities.
    await expect(cartHeading).toBeVisible();
    const table = page.getByRole("table", { name: "Productos en el carrito" });
    await expect(table.getByRole("row")).toHaveCount(4); // header + 3 lines
    const smallLabel = `${lavanda.name} (${small.size} ${lavanda.unit})`;
    await page.getByRole("button", { name: `Agregar una unidad de ${smallLabel}` }).click();
    await page.getByRole("button", { name: `Agregar una unidad de ${smallLabel}` }).click();
    await page.getByRole("button", { name: `Quitar una unidad de ${smallLabel}` }).click();
    await expect(page.getByRole("group", { name: `Cantidad de ${smallLabel}` })).toContainText("2");
    const mediumLabel = `${lavanda.name} (${medium.size} ${lavanda.unit})`;
    await expect(page.getByRole("button", { name: `Quitar una unidad de ${mediumLabel}` })).toBeDisabled();
    const subtotal = small.finalPrice * 2 + medium.finalPrice + arganSize.finalPrice;
    const summary = page.getByRole("complementary", { name: "Resumen" });
    await expect(summary).toContainText(money(subtotal));
    await expect(summary).toContainText("El envío no está incluido: se calcula al confirmar la compra.");
    await expect(summary).not.toContainText("**");
    await summary.getByRole("link", { name: "Comprar" }).click();

    // Checkout: delivery to Montevideo, bank transfer, receipt.
    await expect(page.getByRole("heading", { level: 1, name: "Resumen" })).toBeVisible();
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await expect(form.getByRole("img", { name: /Mapa de Montevideo/ })).toBeVisible();
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(form.getByLabel("Correo electrónico")).toBeFocused();
    await expect(form.getByText("Este campo es obligatorio.")).toHaveCount(4);

    await form.getByLabel("Correo electrónico").fill("comprador@example.com");
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Apellido").fill("Fernández");
    await form.getByLabel("Teléfono").fill("099 123 456");
    await form.getByRole("radio", { name: "Envío a domicilio" }).check();
    await form.getByLabel("Calle y número").fill("Av. Brasil 2500");
    await form.getByLabel("Apartamento").fill("301");
    await expect(form.getByLabel("Departamento")).toHaveValue("Montevideo");
    await form.getByLabel("Código postal").fill("11300");
    await expect(form.getByRole("radio", { name: /^Transferencia bancaria \(5\s%\sde descuento\)/ })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Mercado Pago" })).toBeEnabled();

    await form
      .getByLabel("Imagen del comprobante")
      .setInputFiles({ name: "comprobante.png", mimeType: "image/png", buffer: PNG_1X1 });
    await expect(form.getByText("Comprobante subido.")).toBeVisible();
    await expect(form.getByRole("img", { name: "Vista previa del comprobante comprobante.png" })).toBeVisible();

    const discount = Math.floor((subtotal * 5 + 50) / 100);
    const fee = subtotal < 4000 ? 350 : 0;
    const total = subtotal - discount + fee;
    const orderSummary = page.getByRole("complementary", { name: "Su pedido" });
    await expect(orderSummary).toContainText(money(discount));
    await expect(orderSummary).toContainText(fee > 0 ? money(fee) : "Gratis");
    await expect(orderSummary).toContainText(money(total));
    await expect(orderSummary).toContainText(/Fecha estimada de entrega: \d\d\/\d\d\/\d\d/);

    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Pendiente de confirmación");
    const orderNumber = (await dialog.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(orderNumber).toMatch(/^\d+$/);
    await expect(dialog).toContainText(money(total));
    await expect(dialog).toContainText("BROU");
    await expect(dialog).toContainText("Recibimos su comprobante");

    // The order page, by the secret link.
    await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/order/${orderNumber}\\?token=`));
    await expect(page.getByRole("heading", { level: 1, name: `Pedido ${orderNumber}` })).toBeVisible();
    await expect(page.getByText("Estado: Pendiente")).toBeVisible();
    await expect(page.getByText("Envío a domicilio en Montevideo")).toBeVisible();
    await expect(page.getByRole("region", { name: "Importes" })).toContainText(money(total));
    await expect(page.locator("dd", { hasText: "Recibido" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText(argan.name);

    // A wrong token finds nothing.
    await page.goto(`/shop/order/${orderNumber}?token=${"x".repeat(43)}`);
    await expect(page.getByText("No encontramos el pedido. Revise el enlace que recibió por correo.")).toBeVisible();

    // The cart is empty and the stock went down on the server.
    await expect(page.getByRole("link", { name: "Carrito: 0 $ 0 (0 productos)" })).toBeVisible();
    await page.goto("/shop/cart");
    await expect(page.getByText("No hay productos en el carrito.")).toBeVisible();
    expect((await product(request, lavanda.slug)).quantity).toBe(lavanda.quantity - 3);
    expect((await product(request, argan.slug)).quantity).toBe(argan.quantity - 1);
  });

  test("the cart is re-checked against the server and every change is told", async ({ page, request }) => {
    const argan = await product(request, "aceite-de-argan");
    const v = argan.variants[0]!;
    const stale = [
      {
        cartId: "stale-1",
        productId: argan.id,
        variantId: v.id,
        slug: argan.slug,
        name: argan.name,
        image: null,
        categoryTitle: "Aceites",
        unit: argan.unit,
        size: v.size,
        unitPrice: v.finalPrice + 10,
        quantity: v.available + 5,
        stock: v.available + 5,
      },
      {
        cartId: "gone-1",
        productId: 999_999,
        variantId: 999_999,
        slug: "producto-retirado",
        name: "Producto retirado",
        image: null,
        categoryTitle: null,
        unit: "cc",
        size: 30,
        unitPrice: 100,
        quantity: 1,
        stock: 10,
      },
    ];
    await page.goto("/");
    await page.evaluate((lines) => localStorage.setItem("shop.cart.v1", JSON.stringify(lines)), stale);
    await page.goto("/shop/cart");
    const notice = page.getByRole("status").filter({ hasText: "Actualizamos su carrito" });
    await expect(notice).toContainText(`El precio de ${argan.name} (${v.size} ${argan.unit}) cambió de`);
    await expect(notice).toContainText(`Quedan solo ${v.available} unidades de ${argan.name}`);
    await expect(notice).toContainText("Producto retirado (30 cc) ya no está disponible y lo quitamos del carrito.");
    await expect(
      page.getByRole("group", { name: `Cantidad de ${argan.name} (${v.size} ${argan.unit})` }),
    ).toContainText(String(v.available));
    await page.getByRole("button", { name: `Agregar una unidad de ${argan.name} (${v.size} ${argan.unit})` }).click();
    await expect(page.getByText("No hay stock suficiente.")).toBeVisible();
    await page.getByRole("button", { name: "Vaciar carrito" }).click();
    await expect(page.getByText("El carrito fue vaciado.")).toBeVisible();
    await expect(page.getByText("No hay productos en el carrito.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver productos" }).last()).toHaveAttribute("href", "/shop");
  });

  test("a wrong receipt is refused in Spanish and delivery needs $ 2.000", async ({ page, request }) => {
    const lavanda = await product(request, "aceite-esencial-de-lavanda");
    await addFromProductPage(page, lavanda, lavanda.variants[0]!);
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await expect(form.getByRole("radio", { name: "Envío a domicilio" })).toBeDisabled();
    await expect(form).toContainText("Disponible para compras desde $ 2.000");
    // Named and typed as a PNG, but HTML inside: the server looks at the bytes and refuses it.
    await form
      .getByLabel("Imagen del comprobante")
      .setInputFiles({ name: "falso.png", mimeType: "image/png", buffer: Buffer.from("<html>hola</html>") });
    await expect(form.getByText("Solo se aceptan imágenes JPEG, PNG o WebP.")).toBeVisible();
    // Refused before sending: not an image, too large.
    await form
      .getByLabel("Imagen del comprobante")
      .setInputFiles({ name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
    await expect(form.getByText("Solo se aceptan imágenes JPEG, PNG o WebP.")).toBeVisible();
    await form.getByLabel("Imagen del comprobante").setInputFiles({
      name: "grande.png",
      mimeType: "image/png",
      buffer: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(form.getByText("El archivo supera el máximo de 2 MB.")).toBeVisible();
  });

  test("stock sold out meanwhile: the order is refused, the shopper told and the cart fixed", async ({
    page,
    request,
  }) => {
    // A product the other tests leave alone, with a few units left.
    const list = (await (await request.get("/api/products?sort=name&page=1")).json()) as { items: Product[] };
    const busy = ["aceite-esencial-de-lavanda", "aceite-de-argan", "aceite-de-jojoba"];
    const candidate = list.items.find((p) => !busy.includes(p.slug) && p.variants[0]!.available >= 3);
    expect(candidate, "the demo data has a product with stock for this test").toBeDefined();
    const p = await product(request, candidate!.slug);
    const v = p.variants[0]!;
    await fillCart(page, p, 2);
    await page.goto("/shop/checkout");
    const form = page.getByRole("form", { name: "Datos del pedido" });
    await form.getByLabel("Correo electrónico").fill("tarde@example.com");
    await form.getByLabel("Nombre").fill("Martín");
    await form.getByLabel("Apellido").fill("Silva");
    await form.getByLabel("Teléfono").fill("098 765 432");

    // Meanwhile somebody else buys all but one unit of that size.
    for (let left = v.available - 1; left > 0; ) {
      const quantity = Math.min(left, 99);
      const res = await request.post("/api/orders", {
        data: {
          email: "otro@example.com",
          firstName: "Otro",
          lastName: "Cliente",
          phone: "099 000 000",
          deliveryMethod: "pickup",
          paymentMethod: "bank",
          subscribe: false,
          acceptTerms: true,
          items: [{ productId: p.id, variantId: v.id, quantity }],
          idempotencyKey: `race-${Date.now()}-${left}`,
        },
      });
      expect(res.status()).toBe(201);
      left -= quantity;
    }

    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "No hay stock suficiente" });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText(new RegExp(`${p.name}[^:]*: pidió 2, queda 1\\.`));
    await expect(page.getByRole("status").filter({ hasText: "Actualizamos su carrito" })).toContainText(
      `Queda solo 1 unidad de ${p.name} (${v.size} ${p.unit}); ajustamos la cantidad.`,
    );
    await expect(page.getByRole("complementary", { name: "Su pedido" })).toContainText("× 1");

    // Confirming again places the corrected order; 'Cerrar' leads home.
    await form.getByRole("checkbox", { name: /He leído y acepto/ }).check();
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    const dialog = page.getByRole("dialog", { name: "Pedido creado" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Recuerde enviarnos el comprobante");
    expect((await product(request, p.slug)).variants[0]!.available).toBe(0);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });
});
