import type { ReactNode } from "react";
import { fillRuleTokens } from "../../../domain/shop-rules.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RichText, TableOfContents, useMarkdown } from "../../components/rich-text/RichText.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
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
  const doc = useMarkdown(fillRuleTokens(page.body, rules));
  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumb={[{ label: "Nosotros" }, { label: crumb }]}
        lead={page.lead || undefined}
      />
      <Container className="page-section">
        {contents ? (
          <div className="with-aside">
            <TableOfContents doc={doc} />
            <RichText doc={doc} />
          </div>
        ) : (
          <RichText doc={doc} />
        )}
        {children}
      </Container>
    </>
  );
}
