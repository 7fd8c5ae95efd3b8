import { describe, expect, it } from "vitest";
import { legalPlaceholderMessage, legalPlaceholders } from "./legal-pages.ts";

describe("legal pages' placeholders", () => {
  it("covers Términos, Información and the privacy page, and no other page", () => {
    const page = { title: "T", body: "## Datos\n\n[PENDIENTE: responsable]" };
    for (const slug of ["terminos", "informacion", "privacidad"]) expect(legalPlaceholders(slug, page)).toHaveLength(1);
    for (const slug of ["nosotros", "servicios", "otra"]) expect(legalPlaceholders(slug, page)).toEqual([]);
    expect(legalPlaceholderMessage("privacidad", legalPlaceholders("privacidad", page))).toBe(
      "La página «Política de privacidad» no puede publicarse con textos pendientes de completar: reemplace el " +
        "párrafo 1 de «Datos» («[PENDIENTE: responsable]»).",
    );
  });

  it("names headings, title and lead, counts paragraphs per section and ignores anchors", () => {
    const body = "Intro.\n\n## 1. Uno {#uno}\n\nA.\n\nB [PENDIENTE: x]\n\n## Reemplace\n\nFin.";
    expect(legalPlaceholders("terminos", { title: "Reemplace el título", lead: "[PENDIENTE", body })).toEqual([
      { where: "el título", excerpt: "Reemplace el título" },
      { where: "la entradilla", excerpt: "[PENDIENTE" },
      { where: "el párrafo 2 de «1. Uno»", excerpt: "B [PENDIENTE: x]" },
      { where: "el título «Reemplace»", excerpt: "Reemplace" },
    ]);
  });

  it("lets final text through, 'reemplace' in lower case included", () => {
    const body = "## Cambios\n\nSi el producto falla, lo reemplazamos; si lo pide, se reemplace por otro.";
    expect(legalPlaceholders("terminos", { title: "Términos", body })).toEqual([]);
  });
});
