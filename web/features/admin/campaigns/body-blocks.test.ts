import { describe, expect, it } from "vitest";
import { bodySpans, bodyText } from "../../../../domain/campaign-body.ts";
import { bodyBlocks } from "./body-blocks.ts";

const keep = (href: string) => (href.startsWith("javascript") ? null : href);

describe("a newsletter's body", () => {
  it("keeps headings, paragraphs, lists, quotes and rules, and turns anything else into text", () => {
    const blocks = bodyBlocks(
      "## Hola\n\nTexto **fuerte** y _suave_.\n\n- uno\n- dos\n\n1. a\n\n> nota\n\n---\n\n<b>x</b>",
    );
    expect(blocks.map((b) => b.t)).toEqual(["h", "p", "ul", "ol", "quote", "hr", "p"]);
    expect(bodyText(blocks, keep)).toEqual([
      "Hola",
      "Texto fuerte y suave.",
      "• uno\n• dos",
      "1. a",
      "> nota",
      "———",
      "<b>x</b>",
    ]);
  });

  it("flattens nested styles into runs and drops links whose target is refused", () => {
    const [p] = bodyBlocks("**negrita [enlace](https://example.com)** y [malo](javascript:alert(1))");
    expect(p!.t).toBe("p");
    const spans = bodySpans((p as { c: Parameters<typeof bodySpans>[0] }).c, keep);
    expect(spans).toEqual([
      { text: "negrita ", bold: true, italic: false, strike: false, code: false, href: null, br: false },
      { text: "enlace", bold: true, italic: false, strike: false, code: false, href: "https://example.com", br: false },
      { text: " y ", bold: false, italic: false, strike: false, code: false, href: null, br: false },
      { text: "malo", bold: false, italic: false, strike: false, code: false, href: null, br: false },
    ]);
  });
});
