import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImageUrl } from "../../domain/images.ts";
import { eraseImages } from "../../worker/services/images.ts";
import { bearer } from "../support/admin-session.ts";
import { countRows, pngWithText, tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function upload(parts: Record<string, BlobPart>) {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(parts)) form.set(name, new File([bytes], `${name}.png`));
  return shop.request("/api/admin/images", { method: "POST", body: form, headers: await bearer() });
}

const imageRows = async () => countRows(shop, "stored_files");

describe("POST /api/admin/images", () => {
  it("stores the image and its card under names of the server's, served immutable with the bytes' type", async () => {
    const before = await imageRows();
    const card = pngWithText("card");
    const res = await upload({ file: new Uint8Array(tinyPng), card });
    expect(res.status).toBe(201);
    const { url, cardUrl } = await res.json();
    expect(url).toMatch(/^\/media\/images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(cardUrl).toBe(cardImageUrl(url));
    expect(await imageRows()).toBe(before + 2);

    const served = await shop.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(tinyPng));
    const servedCard = await shop.request(cardUrl);
    expect(Buffer.from(await servedCard.arrayBuffer())).toEqual(Buffer.from(card));
  });

  it("uses the full image as its card when no card is sent", async () => {
    const { url, cardUrl } = await (await upload({ file: new Uint8Array(tinyPng) })).json();
    expect((await shop.request(cardUrl)).status).toBe(200);
    expect((await shop.request(url)).status).toBe(200);
  });

  it.each([
    ["no file", {}, 400, "no_file"],
    ["an SVG", { file: '<svg xmlns="http://www.w3.org/2000/svg"/>' }, 415, "unsupported_type"],
    [
      "a PNG carrying a page",
      { file: Buffer.concat([Buffer.from(tinyPng), Buffer.from("<script>x</script>")]) },
      415,
      "unsupported_type",
    ],
    [
      "an image over 2 MB",
      { file: Buffer.concat([Buffer.from(tinyPng), Buffer.alloc(2 * 1024 * 1024)]) },
      413,
      "file_too_large",
    ],
    ["a good image with a bad card", { file: new Uint8Array(tinyPng), card: "<html>" }, 415, "unsupported_type"],
  ])("refuses %s, storing nothing", async (_name, parts, status, code) => {
    const before = await imageRows();
    const res = await upload(parts as Record<string, BlobPart>);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
    expect(await imageRows()).toBe(before);
  });

  it("answers 404 for an image that is not there, and for paths that are not image names", async () => {
    expect((await shop.request("/media/images/2026-11/0b6f3c1e-8d2a-4b7e-9f10-2a3b4c5d6e7f.webp")).status).toBe(404);
    expect((await shop.request("/media/receipts/2026-11/x.png")).status).toBe(404);
  });
});

describe("eraseImages", () => {
  it("erases uploaded images with their cards, and leaves the seed's images alone", async () => {
    const { url, cardUrl } = await (await upload({ file: new Uint8Array(tinyPng) })).json();
    const before = await imageRows();
    await eraseImages({ db: shop.db, storage: { remove: async () => {} } as never }, [url, "/images/products/x.svg"]);
    expect(await imageRows()).toBe(before - 2);
    expect((await shop.request(url)).status).toBe(404);
    expect((await shop.request(cardUrl)).status).toBe(404);
  });
});
