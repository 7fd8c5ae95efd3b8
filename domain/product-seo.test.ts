import { describe, expect, it } from "vitest";
import { productHead, productJsonLdText, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./product-seo.ts";
import { productInput } from "./schemas/product-form.ts";

const product = {
  name: "Aceite esencial de Lavanda",
  description: "Aceite puro de lavanda para cosmética.",
  unit: "cc",
  variants: [
    { size: 30, finalPrice: 450 },
    { size: 100, finalPrice: 1200 },
  ],
};

describe("a product page's head", () => {
  it("is the name with the site's and the description's start with sizes and price when there are no SEO texts", () => {
    expect(productHead({ ...product, seoTitle: null, seoDescription: "" }, "Química Oriental")).toEqual({
      title: "Aceite esencial de Lavanda · Química Oriental",
      description: "Aceite puro de lavanda para cosmética. Presentaciones: 30 cc, 100 cc. Desde $\u00a0450.",
    });
    expect(productJsonLdText(product)).toEqual({ name: product.name, description: product.description });
  });

  it("is the owner's title and description, as written, when there are", () => {
    const own = { ...product, seoTitle: "Lavanda pura 100 cc en Montevideo", seoDescription: "Compre lavanda." };
    expect(productHead(own, "Química Oriental")).toEqual({
      title: "Lavanda pura 100 cc en Montevideo",
      description: "Compre lavanda.",
    });
    expect(productJsonLdText(own)).toEqual({ name: own.seoTitle, description: own.seoDescription });
    // Blank is no text of its own.
    expect(productHead({ ...product, seoTitle: "   " }, "QO").title).toBe("Aceite esencial de Lavanda · QO");
  });
});

describe("the SEO fields the server takes", () => {
  const { seoTitle, seoDescription } = productInput.shape;

  it("are optional and trimmed, within their limits", () => {
    expect(seoTitle.parse(undefined)).toBeUndefined();
    expect(seoTitle.parse("  Lavanda  ")).toBe("Lavanda");
    expect(seoTitle.parse("a".repeat(SEO_TITLE_MAX))).toHaveLength(SEO_TITLE_MAX);
    expect(seoDescription.parse("b".repeat(SEO_DESCRIPTION_MAX))).toHaveLength(SEO_DESCRIPTION_MAX);
  });

  it("refuse longer texts and line breaks with Spanish messages", () => {
    expect(seoTitle.safeParse("a".repeat(SEO_TITLE_MAX + 1)).error?.issues[0]?.message).toBe("Máximo 70 caracteres.");
    expect(seoDescription.safeParse("b".repeat(SEO_DESCRIPTION_MAX + 1)).error?.issues[0]?.message).toBe(
      "Máximo 160 caracteres.",
    );
    expect(seoTitle.safeParse("Lavanda\npura").error?.issues[0]?.message).toBe("Escriba este dato en una sola línea.");
  });
});
