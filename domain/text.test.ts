import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText, hasControlCharacters, plural, replaceControlCharacters, slugify } from "./text.ts";

describe("foldText", () => {
  it("lower-cases and strips Spanish accents", () => {
    expect(foldText("LIMÓN")).toBe("limon");
    expect(foldText("Ñandú Güira ÇA")).toBe("nandu guira ca");
    expect(foldText("áàäâãéèëêíìïîóòöôõúùüûñç")).toBe("aaaaaeeeeiiiiooooouuuunc");
    expect(foldText("ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ")).toBe("aaaaaeeeeiiiiooooouuuunc");
  });

  it("leaves other text alone apart from case", () => {
    expect(foldText("Aceite 100% puro!")).toBe("aceite 100% puro!");
    expect(foldText("")).toBe("");
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => foldText(foldText(s)) === foldText(s)));
  });
});

describe("slugify", () => {
  it("builds URL slugs from product names", () => {
    expect(slugify("Aceite de LIMÓN")).toBe("aceite-de-limon");
    expect(slugify("  Esencia   de  Vainilla (pura) ")).toBe("esencia-de-vainilla-pura");
    expect(slugify("Vitamina E 100%")).toBe("vitamina-e-100");
    expect(slugify("--Ñ--")).toBe("n");
    expect(slugify("¡¿?!")).toBe("");
  });

  it("always matches the database slug check or is empty", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        return slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
      }),
    );
  });
});

describe("control characters", () => {
  it("finds and replaces them, line breaks included", () => {
    expect(hasControlCharacters("Ana María")).toBe(false);
    expect(hasControlCharacters("Ana\r\nBcc")).toBe(true);
    expect(hasControlCharacters("x\u2028y")).toBe(true);
    expect(replaceControlCharacters("a\r\n\tb\u0000c", " ")).toBe("a b c");
  });
});

describe("plural (issue 38, item 14)", () => {
  it("writes one in the singular and any other count in the plural, thousands grouped", () => {
    expect(plural(1, "cambio", "cambios")).toBe("1 cambio");
    expect(plural(0, "cambio", "cambios")).toBe("0 cambios");
    expect(plural(2, "cambio", "cambios")).toBe("2 cambios");
    expect(plural(15_000, "pedido", "pedidos")).toBe("15.000 pedidos");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) =>
        plural(n, "día", "días").endsWith(n === 1 ? " día" : " días"),
      ),
    );
  });
});
