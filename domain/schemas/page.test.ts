import { describe, expect, it } from "vitest";
import { pageBodyProblems, pageInput, pendingTexts } from "./page.ts";

describe("a page's text", () => {
  it("has no problems with Markdown, known values and allowed links", () => {
    expect(
      pageBodyProblems(
        "## Envíos {#envios}\n\nCuesta **{{envio_montevideo}}**, {{ plazo_interior }}.\n\n- [IMPO](https://www.impo.com.uy) [Tienda](/shop) [Correo](mailto:a@b.uy) [Arriba](#envios)",
      ),
    ).toEqual([]);
  });

  it("reports scripts, javascript: links, other link targets and unknown values, each once", () => {
    expect(
      pageBodyProblems(
        "<SCRIPT src=x></SCRIPT> [a](javascript:alert(1)) [b](<javascript:alert(1)>) [c](ftp://x) {{envio}} {{envio}} {{Envío Gratis}}",
      ),
    ).toEqual([
      "El texto no puede incluir código (<script>).",
      "El texto no puede incluir enlaces javascript:.",
      "El enlace «ftp://x» no es válido: use una dirección que empiece con https://, mailto:, tel: o /.",
      "{{envio}} no es un valor de la tienda.",
      "{{Envío Gratis}} no es un valor de la tienda.",
    ]);
  });

  it("counts the texts still pending", () => {
    expect(pendingTexts("[PENDIENTE: uno] y [PENDIENTE: dos]")).toBe(2);
    expect(pendingTexts("Listo.")).toBe(0);
  });

  it("trims the title, defaults the lead and keeps the body as written", () => {
    expect(pageInput.parse({ title: "  Servicios ", body: "  Hola\n" })).toEqual({
      title: "Servicios",
      lead: "",
      body: "  Hola\n",
    });
  });
});
