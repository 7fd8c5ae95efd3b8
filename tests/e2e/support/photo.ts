import type { Page } from "@playwright/test";

/**
 * A real PNG drawn by the browser itself (a canvas: a coloured field with a block in the middle), for the
 * uploads the tests make through the file inputs.
 */
export async function drawnPng(
  page: Page,
  options: { width: number; height: number; background?: string; block?: string },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(({ width, height, background = "#f2b705", block = "#1e5b3a" }) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = block;
    ctx.fillRect(width / 4, height / 5, width / 2, (height * 3) / 5);
    return canvas.toDataURL("image/png");
  }, options);
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}
