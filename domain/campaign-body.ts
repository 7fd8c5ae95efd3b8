// A newsletter's body (issue 25, decision 026) as a small block tree: the back office reduces marked's tokens to it
// (web/features/admin/campaigns/body-blocks.ts) and the Worker, which carries no Markdown parser, turns it into the
// mail's HTML through the mail layout (every text escaped) and into its plain-text part.

export type BodyInline =
  | { t: "text"; v: string }
  | { t: "strong" | "em" | "del"; c: BodyInline[] }
  | { t: "code"; v: string }
  | { t: "link"; href: string; c: BodyInline[] }
  | { t: "br" };

export type BodyBlock =
  | { t: "h"; c: BodyInline[] }
  | { t: "p"; c: BodyInline[] }
  | { t: "quote"; c: BodyInline[] }
  | { t: "ul" | "ol"; items: BodyInline[][] }
  | { t: "hr" };

/** A run of text with one style: what the mail layout shows inside a block (mustache has no recursion). */
export interface BodySpan {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  /** The link's target, already checked and made absolute, or null. */
  href: string | null;
  /** A line break before the text. */
  br: boolean;
}

type Style = Pick<BodySpan, "bold" | "italic" | "strike" | "code" | "href">;

/**
 * The inline tree flattened into styled runs. `link` decides a link's target: the absolute address to use, or null
 * to show its words as plain text.
 */
export function bodySpans(inline: readonly BodyInline[], link: (href: string) => string | null): BodySpan[] {
  const spans: BodySpan[] = [];
  let br = false;
  const walk = (nodes: readonly BodyInline[], style: Style) => {
    for (const node of nodes) {
      switch (node.t) {
        case "text":
        case "code":
          if (node.v) spans.push({ ...style, code: style.code || node.t === "code", text: node.v, br });
          if (node.v) br = false;
          break;
        case "br":
          br = true;
          break;
        case "strong":
          walk(node.c, { ...style, bold: true });
          break;
        case "em":
          walk(node.c, { ...style, italic: true });
          break;
        case "del":
          walk(node.c, { ...style, strike: true });
          break;
        case "link":
          walk(node.c, { ...style, href: style.href ?? link(node.href) });
          break;
      }
    }
  };
  walk(inline, { bold: false, italic: false, strike: false, code: false, href: null });
  return spans;
}

/** The words of an inline tree, links followed by their address in brackets (the mail's plain-text part). */
export function inlineText(inline: readonly BodyInline[], link: (href: string) => string | null): string {
  let text = "";
  for (const node of inline) {
    if (node.t === "text" || node.t === "code") text += node.v;
    else if (node.t === "br") text += "\n";
    else if (node.t === "link") {
      const words = inlineText(node.c, link);
      const href = link(node.href);
      text += href && href !== words ? `${words} (${href})` : words;
    } else text += inlineText(node.c, link);
  }
  return text;
}

/** The body as plain-text paragraphs. */
export function bodyText(blocks: readonly BodyBlock[], link: (href: string) => string | null): string[] {
  return blocks.map((block) => {
    switch (block.t) {
      case "h":
      case "p":
        return inlineText(block.c, link);
      case "quote":
        return inlineText(block.c, link)
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n");
      case "ul":
      case "ol":
        return block.items
          .map((item, i) => `${block.t === "ol" ? `${i + 1}.` : "•"} ${inlineText(item, link)}`)
          .join("\n");
      default:
        return "———";
    }
  });
}
