import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { fillRuleTokens } from "../../../domain/shop-rules.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RichText, TableOfContents, useMarkdown } from "../../components/rich-text/RichText.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useKeptMarkup } from "../../lib/kept-markup.ts";
import type { OwnerPageData } from "./owner-page-loader.ts";

/**
 * A page the owner writes in the back office ('Páginas'): its title and lead in the header, its Markdown with the
 * shop's rules filled in ({{envio_montevideo}} -> $ 350), and for the long ones a table of contents from its
 * sections. `crumb`: the breadcrumb's last step (under 'Nosotros'); `children`: what follows the text (buttons).
 */
export function OwnerPage({
  data,
  crumb,
  contents = false,
  children,
}: {
  data: OwnerPageData;
  crumb: string;
  contents?: boolean;
  children?: ReactNode;
}) {
  const { page, rules } = data;
  usePageTitle(page.title);
  // Hydrating the renderer's markup, the text is kept as drawn (lib/kept-markup.ts): not lexed nor built again.
  const kept = useKeptMarkup();
  const doc = useMarkdown(kept.html === null ? fillRuleTokens(page.body, rules) : "");
  const follow = useFollowInternalLink();
  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumb={[{ label: "Nosotros" }, { label: crumb }]}
        lead={page.lead || undefined}
      />
      <Container className="page-section">
        {kept.html !== null ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: the click is the kept links' own (a delegated handler)
          // biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click of their own
          <div id={kept.id} dangerouslySetInnerHTML={{ __html: kept.html }} onClick={follow} />
        ) : (
          <div id={kept.id}>
            {contents ? (
              <div className="with-aside">
                <TableOfContents doc={doc} />
                <RichText doc={doc} />
              </div>
            ) : (
              <RichText doc={doc} />
            )}
          </div>
        )}
        {children}
      </Container>
    </>
  );
}

/** In kept markup, a link to one of the shop's pages moves within the SPA, as RichText's own links do. */
function useFollowInternalLink() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (!href || !/^\/(?![/\\])/.test(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}
