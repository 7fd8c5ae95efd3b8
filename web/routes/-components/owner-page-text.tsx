import { fillRuleTokens } from "../../../domain/shop-rules.ts";
import { RichText, TableOfContents, useMarkdown } from "../../components/rich-text/RichText.tsx";
import type { OwnerPageData } from "./owner-page-loader.ts";

/**
 * An owner's page's text, from its Markdown with the shop's rules filled in, and for the long ones a table of
 * contents. Its own chunk with the Markdown lexer (owner-page-text-module.ts): a page the renderer drew keeps the
 * server's text while the SPA takes it over, so the lexer is only fetched for a page drawn in the browser.
 */
export function OwnerPageText({ data, contents }: { data: OwnerPageData; contents: boolean }) {
  const doc = useMarkdown(fillRuleTokens(data.page.body, data.rules));
  return contents ? (
    <div className="with-aside">
      <TableOfContents doc={doc} />
      <RichText doc={doc} />
    </div>
  ) : (
    <RichText doc={doc} />
  );
}
