import { Lexer, type Token, type Tokens } from "marked";
import { slugify } from "../../../domain/text.ts";

// The owner's Markdown (pages: Nosotros, Servicios, Información, Términos) turned into marked's tokens, which
// RichText.tsx renders to React elements with an allowlist. Only the lexer is used: marked's own HTML renderer,
// which passes raw HTML through, never runs.

export type { Token, Tokens };

/** A section heading of the page: its id (the address #id) and its text (the table of contents). */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** '## Envíos {#envios}': the id written after a heading keeps its address whatever its text becomes. */
const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]{0,60})\}\s*$/;

/** The page's tokens (GitHub-flavoured Markdown: tables and ~~strikethrough~~ too). */
export function lexMarkdown(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(markdown);
}

/** The plain text of inline tokens ('**Envíos** a _domicilio_' -> 'Envíos a domicilio'). */
export function plainText(tokens: readonly Token[] | undefined): string {
  let text = "";
  for (const token of tokens ?? []) {
    if (token.type === "br") text += " ";
    else if ("tokens" in token && token.tokens && token.type !== "text") text += plainText(token.tokens);
    else if (token.type === "image") text += (token as Tokens.Image).text;
    else if ("text" in token && typeof token.text === "string") text += token.text;
  }
  return text;
}

/** A heading's inline tokens without its '{#id}', and that id if it had one. */
export function splitHeadingId(heading: Tokens.Heading): { tokens: Token[]; id?: string } {
  const last = heading.tokens.at(-1);
  if (last?.type !== "text") return { tokens: heading.tokens };
  const match = (last as Tokens.Text).text.match(EXPLICIT_ID);
  if (!match) return { tokens: heading.tokens };
  const text = (last as Tokens.Text).text.slice(0, match.index);
  const trimmed: Tokens.Text = { type: "text", raw: text, text };
  return { tokens: [...heading.tokens.slice(0, -1), ...(text ? [trimmed] : [])], id: match[1] };
}

/** The rendered depth of a Markdown heading: the page's title is its only h1, so '#' and '##' are h2. */
export function headingLevel(depth: number): 2 | 3 | 4 {
  return depth <= 2 ? 2 : depth === 3 ? 3 : 4;
}

/**
 * Every heading of the page with a unique id: the one written after it ('{#envios}'), else its text folded
 * ('Formas de pago' -> 'formas-de-pago'), '-2', '-3' ... when taken; 'seccion' when the text has no letters.
 */
export function pageHeadings(tokens: readonly Token[]): Map<Tokens.Heading, Heading> {
  const headings = new Map<Tokens.Heading, Heading>();
  const taken = new Set<string>();
  for (const token of tokens) {
    if (token.type !== "heading") continue;
    const heading = token as Tokens.Heading;
    const { tokens: inline, id } = splitHeadingId(heading);
    const text = plainText(inline).trim();
    const base = id ?? (slugify(text) || "seccion");
    let unique = base;
    for (let n = 2; taken.has(unique); n++) unique = `${base}-${n}`;
    taken.add(unique);
    headings.set(heading, { depth: headingLevel(heading.depth), id: unique, text });
  }
  return headings;
}

/** Link targets the pages may use: web addresses, e-mail, phone, and the shop's own pages and sections. */
export type SafeLink = { kind: "external" | "internal" | "contact"; href: string };

/**
 * A link's target if it is allowed (http(s), mailto:, tel:, a path of this site, #section), else null: anything
 * else (javascript:, data:, //other-host, vbscript: ...) is shown as plain text. Control characters and spaces,
 * which browsers strip from a scheme ('java\tscript:'), are refused too.
 */
export function safeLink(href: string): SafeLink | null {
  const target = href.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!target || /[\u0000-\u0020\u007f]/.test(target)) return null;
  if (/^https?:\/\//i.test(target)) return { kind: "external", href: target };
  if (/^(mailto|tel):/i.test(target)) return { kind: "contact", href: target };
  if (/^\/(?![/\\])/.test(target) || target.startsWith("#")) return { kind: "internal", href: target };
  return null;
}
