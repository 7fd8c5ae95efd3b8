import { describe, expect, it } from "vitest";
import { cardImageUrl, imageUrlSchema, uploadedImagePath } from "./images.ts";

const uuid = "0b6f3c1e-8d2a-4b7e-9f10-2a3b4c5d6e7f";

describe("uploaded image URLs", () => {
  it("finds the storage path of an embedded or a Supabase URL", () => {
    expect(uploadedImagePath(`/media/images/2026-11/${uuid}.webp`)).toBe(`2026-11/${uuid}.webp`);
    expect(uploadedImagePath(`https://abc.supabase.co/storage/v1/object/public/images/2026-11/${uuid}.jpg`)).toBe(
      `2026-11/${uuid}.jpg`,
    );
    expect(uploadedImagePath("/images/products/lavanda.svg")).toBeNull();
    expect(uploadedImagePath(`/media/images/2026-11/${uuid}.card.webp`)).toBeNull();
  });

  it("points cards at the small sibling, and leaves other images alone", () => {
    expect(cardImageUrl(`/media/images/2026-11/${uuid}.png`)).toBe(`/media/images/2026-11/${uuid}.card.webp`);
    expect(cardImageUrl("/images/products/lavanda.svg")).toBe("/images/products/lavanda.svg");
  });
});

describe("imageUrlSchema", () => {
  it.each([
    "/images/products/lavanda.svg",
    `/media/images/2026-11/${uuid}.webp`,
    "https://abc.supabase.co/storage/v1/object/public/images/x.webp",
  ])("accepts %s", (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "http://example.com/a.png",
    "//evil.example/a.png",
    'https://x.example/a.png" onerror="x',
    "data:image/png;base64,AAAA",
    "",
  ])("refuses %s", (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(false);
  });
});
