import { describe, expect, it } from "vitest";
import { bannerLinkSchema, isShopPath } from "./banner.ts";

describe("the banner's link", () => {
  it("takes the shop's own paths and https pages", () => {
    for (const link of ["", "/shop?category=aceites", "/blog/como-hacer-jabon", "https://www.instagram.com/x"]) {
      expect(bannerLinkSchema.safeParse(link).success, link).toBe(true);
    }
  });

  it("refuses what a browser would take off-site", () => {
    for (const link of [
      "//evil.example/phish",
      "/\\evil.example/phish",
      "/\\/evil.example",
      "/%5Cevil.example",
      "http://evil.example",
      "javascript:alert(1)",
      "/\tevil",
    ]) {
      const ok = bannerLinkSchema.safeParse(link).success;
      // '/%5C…' stays on the shop (the browser does not decode it into a slash): allowed, and harmless.
      if (link === "/%5Cevil.example") expect(isShopPath(link)).toBe(true);
      else expect(ok, link).toBe(false);
    }
    expect(new URL("/\\evil.example/phish", "https://tienda.uy").origin).not.toBe("https://tienda.uy");
  });
});
