import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./file-type.ts";
import { parsesAsImage } from "./image-structure.ts";

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } }).composite([
    { input: Buffer.from([255, 255, 255]), raw: { width: 1, height: 1, channels: 3 }, left: 3, top: 4 },
  ]);

const check = (bytes: Uint8Array) => {
  const type = sniffImageType(bytes);
  return type !== null && parsesAsImage(bytes, type);
};

const html = new TextEncoder().encode("<body onload=alert(document.domain)>Hola</body>");
const join2 = (a: Uint8Array, b: Uint8Array) => Uint8Array.from([...a, ...b]);

describe("an upload parses as the image it claims to be", () => {
  it("takes real JPEG (baseline and progressive), PNG and WebP (lossy and lossless)", async () => {
    const files = [
      await picture().jpeg().toBuffer(),
      await picture().jpeg({ progressive: true, quality: 60 }).toBuffer(),
      await picture().png().toBuffer(),
      await picture().webp().toBuffer(),
      await picture().webp({ lossless: true }).toBuffer(),
      await picture().webp().withMetadata().toBuffer(),
    ];
    for (const file of files) expect(check(new Uint8Array(file))).toBe(true);
  });

  it("takes every demo picture the shop ships", async () => {
    const dir = "web/public/images";
    const pictures: string[] = [];
    for (const entry of await readdir(dir, { recursive: true })) {
      if (/\.(webp|png|jpe?g)$/.test(entry)) pictures.push(join(dir, entry));
    }
    expect(pictures.length).toBeGreaterThan(20);
    for (const path of pictures) expect(check(new Uint8Array(await readFile(path))), path).toBe(true);
  });

  it("refuses a signature followed by a page, a truncated file, a broken chunk or data after the end", async () => {
    const jpeg = new Uint8Array(await picture().jpeg().toBuffer());
    const png = new Uint8Array(await picture().png().toBuffer());
    const webp = new Uint8Array(await picture().webp().toBuffer());
    const brokenCrc = png.slice();
    brokenCrc[20] = brokenCrc[20]! ^ 0xff;
    const cases: [string, Uint8Array][] = [
      ["JPEG signature + HTML", join2(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), html)],
      ["PNG signature + HTML", join2(png.slice(0, 8), html)],
      ["RIFF WEBP header + HTML", join2(webp.slice(0, 12), html)],
      ["JPEG cut before its end", jpeg.slice(0, jpeg.length - 40)],
      ["PNG cut before IEND", png.slice(0, png.length - 12)],
      ["PNG with a broken chunk", brokenCrc],
      ["PNG + HTML after IEND", join2(png, html)],
      ["WebP + HTML after its chunks", join2(webp, html)],
    ];
    for (const [what, bytes] of cases) expect(check(bytes), what).toBe(false);
  });
});
