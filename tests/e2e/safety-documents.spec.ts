import { adminTest as test } from "./support/admin.ts";
import { adminHeaders } from "./support/admin-api.ts";
import { audit } from "./support/axe.ts";
import { expect } from "./support/test.ts";

/**
 * Issue 42 (decision 033, "Documents"): what is on screen of the safety documents. Eucalipto's page offers its FDS
 * (the seed's) and the link answers a PDF; in the back office, publishing a product with a pictogram and no FDS is
 * refused with 'Publicado' focused. Every rule and refusal is proven in tests/api (publishing-rule, product-documents,
 * order-documents).
 */

test.describe("safety documents", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Eucalipto's page offers its safety data sheet as a PDF", async ({ page }) => {
    await page.goto("/shop/product/aceite-esencial-de-eucalipto");
    const link = page.getByRole("link", { name: "Descargar ficha de seguridad (PDF, rev. 15/03/2026)" });
    await expect(link).toBeVisible();
    expect(await audit(page)).toEqual([]);
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("publishing a product with a pictogram and no FDS is refused, with 'Publicado' focused", async ({
    page,
    adminSession,
  }) => {
    const auth = await adminHeaders(adminSession, page.request);
    const categories = (await (await page.request.get("/api/categories")).json()) as {
      items: { id: number; isAll: boolean }[];
    };
    const name = `Alcohol isopropílico E2E ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/admin/products", {
      headers: auth,
      data: {
        name,
        code: "",
        slug: `alcohol-isopropilico-e2e-${Date.now().toString(36)}`,
        categoryId: categories.items.find((c) => !c.isAll)!.id,
        description: "",
        discount: 0,
        isNew: false,
        isNotEaten: true,
        stockMode: "size",
        bulkStock: 0,
        unit: "cc",
        benefits: [],
        uses: [],
        doses: [],
        published: false,
        images: [],
        thumbImages: [],
        ghsPictograms: ["GHS02", "GHS07"],
        variants: [{ size: 100, price: 300, stock: 5 }],
      },
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: number } };

    await page.goto(`/admin/products?edit=${product.id}`);
    const dialog = page.getByRole("dialog", { name: "Editar producto" });
    const published = dialog.getByRole("checkbox", { name: /Publicado/ });
    await published.check();
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    const message = `No se puede publicar «${name}»: tiene pictogramas de peligro y no tiene ficha de datos de seguridad (FDS) vigente. Suba la FDS en «Documentos» o déjelo sin publicar.`;
    await expect(dialog.locator("#product-published-error")).toHaveText(message);
    await expect(published).toBeFocused();
    await expect(dialog.getByRole("heading", { name: "Documentos" })).toBeVisible();
    expect(await audit(page, "dialog[open]")).toEqual([]);
  });
});
