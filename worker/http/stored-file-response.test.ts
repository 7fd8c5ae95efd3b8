import { describe, expect, it } from "vitest";
import { storedFileResponse } from "./stored-file-response.ts";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const id = "3f0c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b2c";

describe("storedFileResponse", () => {
  it("serves an image with the type of its bytes and every protective header", async () => {
    const res = storedFileResponse({ id, bytes: png, label: "comprobante" });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toEqual({
      "content-type": "image/png",
      "content-length": String(png.byteLength),
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox",
      "content-disposition": `inline; filename="comprobante-${id}.png"`,
      "cache-control": "private, no-store",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it("decides the type from the bytes, not from what the row or the uploader claimed", () => {
    expect(storedFileResponse({ id, bytes: jpeg }).headers.get("content-type")).toBe("image/jpeg");
    expect(storedFileResponse({ id, bytes: jpeg }).headers.get("content-disposition")).toBe(
      `inline; filename="archivo-${id}.jpg"`,
    );
    expect(storedFileResponse({ id, bytes: webp }).headers.get("content-type")).toBe("image/webp");
  });

  it("sends anything that is not a known image as an opaque download", () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const res = storedFileResponse({ id, bytes: html });
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="archivo-${id}.bin"`);
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("builds the file name from safe characters only, whatever label or id it is given", () => {
    const res = storedFileResponse({ id: '../"evil"\r\nX-Header: 1', bytes: png, label: 'Recibo "Ñandú" <b>' });
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^inline; filename="[a-z0-9-]+\.png"$/);
    expect(disposition).toBe('inline; filename="recibo-and-b-evil-x-header-1.png"');
    expect(storedFileResponse({ id: "///", bytes: png, label: "***" }).headers.get("content-disposition")).toBe(
      'inline; filename="archivo-sin-id.png"',
    );
  });
});
