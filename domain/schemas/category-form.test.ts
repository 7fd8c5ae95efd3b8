import { describe, expect, it } from "vitest";
import { categoryForm, categoryOrder, categorySlug } from "./category-form.ts";

const messages = (input: unknown) => categoryForm.safeParse(input).error?.issues.map((i) => i.message);

describe("categoryForm", () => {
  it("trims the title, treats a blank slug and image as missing", () => {
    expect(categoryForm.parse({ title: "  Aceites  ", slug: " ", image: "" })).toEqual({
      title: "Aceites",
      slug: undefined,
      image: null,
    });
    expect(categoryForm.parse({ title: "Aceites", image: "/media/images/2026-11/x.webp" }).image).toBe(
      "/media/images/2026-11/x.webp",
    );
  });

  it("asks for the title with 'Rellene los campos'", () => {
    expect(messages({})).toEqual(["Rellene los campos"]);
    expect(messages({ title: "  " })).toEqual(["Rellene los campos"]);
  });

  it("refuses a title without letters or digits, a slug out of pattern and a foreign image", () => {
    expect(messages({ title: "¡¿?!" })).toEqual(["El nombre debe tener al menos una letra o un número."]);
    expect(messages({ title: "Bien", slug: "con espacio" })).toEqual([
      "La dirección admite solo minúsculas sin tilde, números y guiones.",
    ]);
    expect(messages({ title: "Bien", image: "http://inseguro.example/a.png" })).toEqual(["Imagen no válida"]);
  });
});

describe("categorySlug", () => {
  it("takes the typed slug, else folds the title", () => {
    expect(categorySlug({ title: "Hidrolatos Ñandú", slug: undefined })).toBe("hidrolatos-nandu");
    expect(categorySlug({ title: "Hidrolatos", slug: "hidro" })).toBe("hidro");
  });

  it("never ends a long title's slug with a hyphen", () => {
    const slug = categorySlug({ title: `${"a".repeat(79)} b`, slug: undefined });
    expect(slug).toBe("a".repeat(79));
  });
});

describe("categoryOrder", () => {
  it("wants every id once", () => {
    expect(categoryOrder.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(categoryOrder.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(categoryOrder.safeParse({ ids: [] }).success).toBe(false);
    expect(categoryOrder.safeParse({ ids: [0] }).success).toBe(false);
  });
});
