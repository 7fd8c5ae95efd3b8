import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useMemo } from "react";
import { ScrollRegion } from "../ScrollRegion.tsx";
import {
  type Heading,
  headingLevel,
  lexMarkdown,
  pageHeadings,
  plainText,
  safeLink,
  splitHeadingId,
  type Token,
  type Tokens,
} from "./markdown.ts";
import "./rich-text.css";

/*
 * The owner's Markdown as React elements, built from an allowlist: headings, paragraphs, bold, italic,
 * strikethrough, code, lists, quotes (shown as a notice), tables, rules and links with safe targets. Everything else
 * is text: raw HTML ('<script>', '<img onerror>') appears as the characters typed, an image as its description, a
 * link with another target (javascript:, data:) as its words. No HTML string is ever handed to the DOM, so the page
 * is sanitized by construction; React escapes every text. Used by the storefront's pages and the back office's
 * preview alike.
 */

/** A page's Markdown, lexed once: its tokens and its headings (ids and the table of contents). */
export interface MarkdownDoc {
  tokens: Token[];
  headings: Map<Tokens.Heading, Heading>;
}

export function useMarkdown(markdown: string): MarkdownDoc {
  return useMemo(() => {
    const tokens = lexMarkdown(markdown);
    return { tokens, headings: pageHeadings(tokens) };
  }, [markdown]);
}

export function RichText({ doc, className = "prose" }: { doc: MarkdownDoc; className?: string }) {
  const go = useInternalLink();
  return <div className={`${className} rich-text`}>{blocks(doc.tokens, { doc, go })}</div>;
}

/** The page's sections (its ## headings) as a list of links, for Información and Términos. */
export function TableOfContents({ doc, title = "En esta página" }: { doc: MarkdownDoc; title?: string }) {
  const sections = [...doc.headings.values()].filter((h) => h.depth === 2);
  if (sections.length < 2) return null;
  // Sections numbered in their own text ('1. Alcance') are not numbered twice.
  const numbered = sections.every((s) => /^\d+[.)]\s/.test(s.text));
  return (
    <nav className="toc with-aside__aside" aria-labelledby="toc-title">
      <h2 id="toc-title">{title}</h2>
      <ol className={numbered ? "toc__numbered" : undefined}>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type Go = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
interface Context {
  doc: MarkdownDoc;
  go: Go;
}

/** A click on a link to another page of the shop moves within the app (no reload); a new tab stays a new tab. */
function useInternalLink(): Go {
  // Outside a router (a unit test) the link is an ordinary one.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (event, href) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!router || href.startsWith("#")) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

function blocks(tokens: readonly Token[], ctx: Context): ReactNode[] {
  return tokens.map((token, i) => block(token, i, ctx));
}

function block(token: Token, key: number, ctx: Context): ReactNode {
  switch (token.type) {
    case "heading": {
      const heading = token as Tokens.Heading;
      const info = ctx.doc.headings.get(heading);
      const Tag = `h${info?.depth ?? headingLevel(heading.depth)}` as "h2" | "h3" | "h4";
      return (
        <Tag key={key} id={info?.id}>
          {inlines(splitHeadingId(heading).tokens, ctx)}
        </Tag>
      );
    }
    case "paragraph":
      return <p key={key}>{inlines((token as Tokens.Paragraph).tokens, ctx)}</p>;
    case "list": {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => <li key={i}>{listItem(item, ctx)}</li>);
      return list.ordered ? (
        <ol key={key} start={typeof list.start === "number" && list.start !== 1 ? list.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case "blockquote":
      return (
        <div key={key} className="callout">
          {blocks((token as Tokens.Blockquote).tokens, ctx)}
        </div>
      );
    case "table":
      return table(token as Tokens.Table, key, ctx);
    case "code":
      return (
        <pre key={key} className="rich-text__code">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case "hr":
      return <hr key={key} />;
    case "space":
    case "def":
      return null;
    case "text": {
      const text = token as Tokens.Text;
      return <p key={key}>{text.tokens ? inlines(text.tokens, ctx) : text.text}</p>;
    }
    default:
      // Raw HTML ('<div>', '<script>...') and anything unknown: the characters as typed, inert.
      return "raw" in token && token.raw.trim() ? (
        <p key={key} className="rich-text__raw">
          {token.raw.trim()}
        </p>
      ) : null;
  }
}

/** A list item: a tight item's text inline, a loose one's paragraphs as blocks. */
function listItem(item: Tokens.ListItem, ctx: Context): ReactNode[] {
  return item.tokens.map((token, i) =>
    token.type === "text" ? (
      <span key={i}>
        {(token as Tokens.Text).tokens ? inlines((token as Tokens.Text).tokens ?? [], ctx) : token.raw}
      </span>
    ) : (
      block(token, i, ctx)
    ),
  );
}

function table(token: Tokens.Table, key: number, ctx: Context): ReactNode {
  const label = `Tabla: ${token.header.map((cell) => plainText(cell.tokens)).join(", ")}`;
  const align = (i: number) => {
    const side = token.align[i];
    return side ? `rich-text__${side}` : undefined;
  };
  return (
    <ScrollRegion key={key} className="table-wrap" label={label}>
      <table className="table">
        <thead>
          <tr>
            {token.header.map((cell, i) => (
              <th key={i} scope="col" className={align(i)}>
                {inlines(cell.tokens, ctx)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className={align(i)}>
                  {inlines(cell.tokens, ctx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function inlines(tokens: readonly Token[], ctx: Context): ReactNode[] {
  return tokens.map((token, i) => inline(token, i, ctx));
}

function inline(token: Token, key: number, ctx: Context): ReactNode {
  switch (token.type) {
    case "text": {
      const text = token as Tokens.Text;
      return text.tokens ? <span key={key}>{inlines(text.tokens, ctx)}</span> : text.text;
    }
    case "escape":
      return (token as Tokens.Escape).text;
    case "strong":
      return <strong key={key}>{inlines((token as Tokens.Strong).tokens, ctx)}</strong>;
    case "em":
      return <em key={key}>{inlines((token as Tokens.Em).tokens, ctx)}</em>;
    case "del":
      return <del key={key}>{inlines((token as Tokens.Del).tokens, ctx)}</del>;
    case "codespan":
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case "br":
      return <br key={key} />;
    case "link":
      return link(token as Tokens.Link, key, ctx);
    case "image":
      // No pictures in these pages: the description the owner wrote, as text.
      return (token as Tokens.Image).text;
    default:
      // Inline HTML ('<b onclick=...>', '<script>') and anything unknown: the characters as typed.
      return "raw" in token ? token.raw : null;
  }
}

function link(token: Tokens.Link, key: number, ctx: Context): ReactNode {
  const content = inlines(token.tokens, ctx);
  const target = safeLink(token.href);
  if (!target) return <span key={key}>{content}</span>;
  if (target.kind === "external") {
    return (
      <a key={key} href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> (se abre en otra pestaña)</span>
      </a>
    );
  }
  if (target.kind === "contact") {
    return (
      <a key={key} href={target.href}>
        {content}
      </a>
    );
  }
  return (
    <a key={key} href={target.href} onClick={(event) => ctx.go(event, target.href)}>
      {content}
    </a>
  );
}
