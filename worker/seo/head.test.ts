import { describe, expect, it } from "vitest";
import { injectHead } from "./head.ts";

const shell = `<!doctype html><html lang="es"><head><title>Química Oriental</title>
<meta name="description" content="Tienda" /></head><body><div id="root"></div></body></html>`;

describe("injectHead", () => {
  it("writes text with $' $` $& $$ as it is, never as replacement patterns", () => {
    for (const title of ["Aceite $' puro", "Crema $` suave", "Jabón $& más", "Oferta $$ 2x1", "Sal $1"]) {
      const html = injectHead(shell, { title, description: `Descripción ${title}`, canonical: "https://x.uy/p" });
      expect(html.match(/<html/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<body>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title.replace("&", "&amp;").replace("'", "&#39;")}</title>`);
    }
  });
});
