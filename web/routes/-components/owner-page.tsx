import { useRouter } from "@tanstack/react-router";
import { lazy, type MouseEvent, type ReactNode, Suspense } from "react";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useKeptMarkup } from "../../lib/kept-markup.ts";
import type { OwnerPageData } from "./owner-page-loader.ts";
import { loadedOwnerPageText, loadOwnerPageText } from "./owner-page-text-module.ts";
// The text's styles come with the page, not with the code that draws it: the renderer's text is shown from the start.
import "../../components/rich-text/rich-text.css";

const LazyOwnerPageText = lazy(() => loadOwnerPageText().then((module) => ({ default: module.OwnerPageText })));

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
  notice,
}: {
  data: OwnerPageData;
  crumb: string;
  contents?: boolean;
  children?: ReactNode;
  /** Shown above the text (an earlier version of the Términos says so; issue 40). */
  notice?: ReactNode;
}) {
  const { page } = data;
  usePageTitle(page.title);
  // Hydrating the renderer's markup, the text is kept as drawn (lib/kept-markup.ts): not lexed nor built again, and
  // the Markdown lexer is not even fetched.
  const kept = useKeptMarkup();
  const Text = loadedOwnerPageText();
  const follow = useFollowInternalLink();
  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumb={[{ label: "Nosotros" }, { label: crumb }]}
        lead={page.lead || undefined}
      />
      <Container className="page-section">
        {notice}
        {kept.html !== null ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: the click is the kept links' own (a delegated handler)
          // biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click of their own
          <div id={kept.id} dangerouslySetInnerHTML={{ __html: kept.html }} onClick={follow} />
        ) : (
          <div id={kept.id}>
            {Text ? (
              <Text data={data} contents={contents} />
            ) : (
              <Suspense fallback={null}>
                <LazyOwnerPageText data={data} contents={contents} />
              </Suspense>
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
