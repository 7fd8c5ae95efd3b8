import { audit } from "./support/axe.ts";
import { overflow } from "./support/page-checks.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 42, part 1 (decision 033), the done-when on screen: Aceite esencial de Eucalipto (the seed's GHS data) shows
 * GHS02 and GHS07 with their Spanish alt texts, 'Atención' and its H/P texts, in the server's first HTML and on the
 * page at 1280×800 and 390×844; axe clean. The checks of CAS, codes, search and spreadsheet are API tests
 * (tests/api/product-hazards.test.ts, catalogue-import-safety.test.ts).
 */

const PATH = "/shop/product/aceite-esencial-de-eucalipto";

test("Eucalipto's hazard data is in the first view and on screen at 1280 and 390", async ({ page, request }) => {
  // The server's HTML, before any JavaScript: the renderer drew the block.
  const html = await (await request.get(PATH)).text();
  for (const text of ['alt="Inflamable"', 'alt="Nocivo o irritante"', "Atención", "Líquidos y vapores inflamables."]) {
    expect(html, text).toContain(text);
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    const block = page.getByRole("region", { name: "Seguridad y datos técnicos" });
    await block.scrollIntoViewIfNeeded();
    const pictograms = block.getByRole("list", { name: "Pictogramas de peligro" });
    await expect(pictograms.getByRole("img", { name: "Inflamable" })).toBeVisible();
    await expect(pictograms.getByRole("img", { name: "Nocivo o irritante" })).toBeVisible();
    await expect(pictograms.getByRole("img")).toHaveCount(2);
    await expect(block.getByText("Atención", { exact: true })).toBeVisible();
    await expect(block.getByRole("listitem").filter({ hasText: "H226" })).toHaveText(
      "H226 Líquidos y vapores inflamables.",
    );
    await expect(block.getByRole("listitem").filter({ hasText: "P333+P313" })).toHaveText(
      "P333+P313 En caso de irritación o erupción cutánea: Consultar a un médico.",
    );
    // The drawings load (static SVGs) and nothing scrolls sideways.
    expect(
      await pictograms.getByRole("img", { name: "Inflamable" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await audit(page, ".hazards")).toEqual([]);
  }
});
