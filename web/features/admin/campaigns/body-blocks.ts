import type { BodyBlock, BodyInline } from "../../../../domain/campaign-body.ts";
import { lexMarkdown, type Token, type Tokens } from "../../../components/rich-text/markdown.ts";

// The newsletter's Markdown reduced to the block tree the Worker renders into the mail (decision 026): the same
// lexer as the owner pages (marked, in the back office's chunk only). Headings, paragraphs, lists, quotes, rules,
// bold, italic, strikethrough, code and links are kept; anything else becomes its text (raw HTML as typed, an image
// as its description, a table as one line per row).

function inline(tokens: readonly Token[] | undefined): BodyInline[] {
  const out: BodyInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
      case "em":
      case "del":
        out.push({ t: token.type, c: inline((token as Tokens.Strong).tokens) });
        break;
      case "codespan":
        out.push({ t: "code", v: (token as Tokens.Codespan).text });
        break;
      case "link": {
        const link = token as Tokens.Link;
        out.push({ t: "link", href: link.href, c: inline(link.tokens) });
        break;
      }
      case "br":
        out.push({ t: "br" });
        break;
      case "image":
        out.push({ t: "text", v: (token as Tokens.Image).text });
        break;
      case "text":
      case "escape":
      case "html": {
        const t = token as Tokens.Text;
        if (t.tokens?.length) out.push(...inline(t.tokens));
        else out.push({ t: "text", v: token.type === "html" ? token.raw : t.text });
        break;
      }
      default:
        if ("raw" in token && typeof token.raw === "string") out.push({ t: "text", v: token.raw });
    }
  }
  return out;
}

/** A list item's or a quote's block tokens as one inline run, paragraphs separated by line breaks. */
function flatten(tokens: readonly Token[]): BodyInline[] {
  const out: BodyInline[] = [];
  for (const token of tokens) {
    if (token.type === "space") continue;
    const part = "tokens" in token && token.tokens ? inline(token.tokens) : [{ t: "text" as const, v: token.raw }];
    if (out.length > 0 && part.length > 0) out.push({ t: "br" });
    out.push(...part);
  }
  return out;
}

/** The body's blocks, in order. */
export function bodyBlocks(markdown: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const token of lexMarkdown(markdown)) {
    switch (token.type) {
      case "heading":
        blocks.push({ t: "h", c: inline((token as Tokens.Heading).tokens) });
        break;
      case "paragraph":
        blocks.push({ t: "p", c: inline((token as Tokens.Paragraph).tokens) });
        break;
      case "list": {
        const list = token as Tokens.List;
        blocks.push({ t: list.ordered ? "ol" : "ul", items: list.items.map((item) => flatten(item.tokens)) });
        break;
      }
      case "blockquote":
        blocks.push({ t: "quote", c: flatten((token as Tokens.Blockquote).tokens) });
        break;
      case "hr":
        blocks.push({ t: "hr" });
        break;
      case "table": {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const cells = row.flatMap((cell, i) => [
            ...(i ? [{ t: "text" as const, v: " · " }] : []),
            ...inline(cell.tokens),
          ]);
          blocks.push({ t: "p", c: cells });
        }
        break;
      }
      case "code":
        blocks.push({ t: "p", c: [{ t: "code", v: (token as Tokens.Code).text }] });
        break;
      case "space":
        break;
      default:
        if (token.raw.trim()) blocks.push({ t: "p", c: [{ t: "text", v: token.raw.trim() }] });
    }
  }
  return blocks;
}
