import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, serviceRole } from "../../worker/db/database.ts";
import { readStoredFile } from "../../worker/db/files.ts";
import { storedFileResponse } from "../../worker/http/stored-file-response.ts";
import { containsMarkup } from "../../worker/routes/uploads.ts";
import { countRows, pngWithText, tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let ip = 0;
/** Each upload from its own address, so the rate limit never gets in the way here. */
function upload(content: BlobPart, name = "comprobante.png", type = "image/png") {
  const form = new FormData();
  form.set("file", new File([content], name, { type }));
  return shop.request("/api/uploads/receipt", {
    method: "POST",
    body: form,
    headers: { "cf-connecting-ip": `192.0.2.${++ip}` },
  });
}

const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP_START = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38]);
const concat = (...parts: (Uint8Array | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("POST /api/uploads/receipt refuses polyglots", () => {
  it.each([
    ["PNG + <script>", concat(tinyPng, "<script>alert(1)</script>")],
    ["PNG + <HTML> in capitals", concat(tinyPng, "<HTML><body>hola</body></HTML>")],
    ["JPEG + <!DOCTYPE html>", concat(JPEG_START, "\0\0<!DOCTYPE html><p>x</p>")],
    ["JPEG + <svg onload>", concat(JPEG_START, '<svg onload="alert(1)"/>')],
    ["WebP + <iframe>", concat(WEBP_START, "\x00<iframe src=//example.com>")],
    ["PNG + <ScRiPt\\n", concat(tinyPng, "<ScRiPt\nsrc=x>")],
    ["PNG + <svg/onload>", concat(tinyPng, "<svg/onload=alert(1)>")],
  ])("%s: 415 with the usual message, nothing stored", async (_, bytes) => {
    const before = await countRows(shop, "stored_files");
    const res = await upload(bytes);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toEqual({
      code: "unsupported_type",
      message: "Solo se aceptan imágenes JPEG, PNG o WebP.",
    });
    expect(await countRows(shop, "stored_files")).toBe(before);
  });

  it("accepts images whose bytes merely resemble a tag (no tag-name delimiter after it)", async () => {
    const res = await upload(pngWithText("<svgz<htmlx<scripted<iframes<!doctypes<"));
    expect(res.status).toBe(201);
  });
});

describe("containsMarkup", () => {
  it("finds each marker in any letter case, followed by whitespace, '/' or '>'", () => {
    for (const tag of ["<script", "<html", "<!doctype", "<svg", "<iframe"]) {
      for (const end of [" ", "\t", "\n", "\r", "\f", "/", ">"]) {
        expect(containsMarkup(Buffer.from(`xx${tag.toUpperCase()}${end}`)), tag + end).toBe(true);
        expect(containsMarkup(Buffer.from(`${tag}${end}`)), tag + end).toBe(true);
      }
      expect(containsMarkup(Buffer.from(`xx${tag}`)), `${tag} at the very end`).toBe(false);
      expect(containsMarkup(Buffer.from(`xx${tag}a`)), `${tag}a`).toBe(false);
    }
    expect(containsMarkup(Uint8Array.from(tinyPng))).toBe(false);
  });
});

describe("readStoredFile and the response that serves it", () => {
  it("gives back the uploaded bytes, and only to the service role or an admin", async () => {
    const res = await upload(tinyPng, "mi recibo <b>.png");
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const file = await shop.db.run(serviceRole, (tx) => readStoredFile(tx, id));
    expect(file).toMatchObject({ id, bucket: "receipts", contentType: "image/png", sizeBytes: tinyPng.byteLength });
    expect(Buffer.from(file!.data!)).toEqual(tinyPng);
    expect(file!.path).toMatch(/^\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(file!.createdAt).toBeInstanceOf(Date);
    expect(await shop.db.run(anonymous, (tx) => readStoredFile(tx, id))).toBeNull();
    expect(
      await shop.db.run(serviceRole, (tx) => readStoredFile(tx, "00000000-0000-0000-0000-000000000000")),
    ).toBeNull();

    const served = storedFileResponse({ id: file!.id, bytes: file!.data!, label: "comprobante" });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="comprobante-${id}.png"`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng);
  });
});
