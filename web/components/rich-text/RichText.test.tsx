import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lexMarkdown, pageHeadings, safeLink } from "./markdown.ts";
import { type MarkdownDoc, RichText, TableOfContents } from "./RichText.tsx";

const doc = (markdown: string): MarkdownDoc => {
  const tokens = lexMarkdown(markdown);
  return { tokens, headings: pageHeadings(tokens) };
};
const html = (markdown: string) => renderToStaticMarkup(<RichText doc={doc(markdown)} />);

describe("RichText", () => {
  it("renders headings, paragraphs, emphasis, lists and links", () => {
    const out = html(
      "## Envíos {#envios}\n\n### Al interior\n\nTexto **negrita**, _itálica_ y ~~tachado~~.\n\n- uno\n- dos\n\n3. tres\n4. cuatro\n\n[Tienda](/shop) [Correo](mailto:a@b.uy) [Tel](tel:+598) [Sección](#envios)",
    );
    expect(out).toContain('<h2 id="envios">Envíos</h2>');
    expect(out).toContain('<h3 id="al-interior">Al interior</h3>');
    expect(out).toContain("<strong>negrita</strong>");
    expect(out).toContain("<em>itálica</em>");
    expect(out).toContain("<del>tachado</del>");
    expect(out).toMatch(/<ul><li><span>uno<\/span><\/li><li><span>dos<\/span><\/li><\/ul>/);
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('<a href="/shop">Tienda</a>');
    expect(out).toContain('<a href="mailto:a@b.uy">Correo</a>');
    expect(out).toContain('<a href="tel:+598">Tel</a>');
    expect(out).toContain('<a href="#envios">Sección</a>');
  });

  it("opens external links in a new tab with rel=noopener and says so", () => {
    expect(html("[IMPO](https://www.impo.com.uy/)")).toContain(
      '<a href="https://www.impo.com.uy/" target="_blank" rel="noopener noreferrer">IMPO<span class="visually-hidden"> (se abre en otra pestaña)</span></a>',
    );
  });

  it("shows raw HTML as text: no <script>, no event handlers, no iframes", () => {
    const out = html(
      '<script>alert(1)</script>\n\nHola <img src=x onerror="alert(2)"> y <b onclick="alert(3)">b</b>\n\n<div><iframe src="https://evil.example"></iframe></div>',
    );
    expect(out).not.toMatch(/<script|<img|<iframe|<b |<div>/i);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(out).toContain("&lt;b onclick=&quot;alert(3)&quot;&gt;");
  });

  it("drops links to javascript:, data: and other hosts' scheme-relative addresses, keeping their words", () => {
    const out = html(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<b>x</b>) [d](//evil.example) [e](vbscript:x) <javascript:alert(1)>",
    );
    expect(out).not.toContain("<a");
    expect(out).not.toMatch(/href/i);
    expect(out).toContain("<span>a</span>");
    expect(out).toContain("<span>d</span>");
  });

  it("shows an image as its description, never as a picture", () => {
    const out = html('![Frasco de aceite](https://example.com/x.png "t") y ![otro](javascript:alert(1))');
    expect(out).not.toMatch(/<img|src=/);
    expect(out).toContain("Frasco de aceite");
  });

  it("renders a quote as a notice and a table inside a scrollable, named region", () => {
    const out = html("> **Atención:** muy concentrados.\n\n| Modalidad | Plazo |\n| --- | ---: |\n| Retiro | 1 día |");
    expect(out).toContain('<div class="callout"><p><strong>Atención:</strong> muy concentrados.</p></div>');
    expect(out).toContain('aria-label="Tabla: Modalidad, Plazo" tabindex="0" class="table-wrap"');
    expect(out).toContain('<th scope="col">Modalidad</th><th scope="col" class="rich-text__right">Plazo</th>');
    expect(out).toContain('<td class="rich-text__right">1 día</td>');
  });

  it("turns a Markdown h1 into an h2 (the page has one title) and keeps heading ids unique", () => {
    const d = doc("# Título\n\n## Precios\n\n## Precios\n\n## ¿¡!?");
    expect(renderToStaticMarkup(<RichText doc={d} />)).toContain('<h2 id="titulo">Título</h2>');
    expect([...d.headings.values()].map((h) => h.id)).toEqual(["titulo", "precios", "precios-2", "seccion"]);
  });

  it("lists the ## sections in the table of contents", () => {
    const out = renderToStaticMarkup(
      <TableOfContents doc={doc("## Local y retiro {#local}\n\n### Sub\n\n## Envíos")} />,
    );
    expect(out).toContain('<a href="#local">Local y retiro</a>');
    expect(out).toContain('<a href="#envios">Envíos</a>');
    expect(out).not.toContain("Sub");
    expect(out).toContain("<ol>");
    const numbered = renderToStaticMarkup(<TableOfContents doc={doc("## 1. Alcance\n\n## 2. Precios")} />);
    expect(numbered).toContain('<ol class="toc__numbered">');
  });
});

describe("safeLink", () => {
  it.each([
    ["https://a.uy", "external"],
    ["http://a.uy", "external"],
    ["mailto:a@b.uy", "contact"],
    ["tel:+59822001995", "contact"],
    ["/information#envios", "internal"],
    ["#envios", "internal"],
  ])("allows %s", (href, kind) => {
    expect(safeLink(href)?.kind).toBe(kind);
  });
  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "ftp://a",
    "",
  ])("refuses %j", (href) => {
    expect(safeLink(href)).toBeNull();
  });
});
