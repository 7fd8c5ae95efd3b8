import { Container } from "./Container.tsx";
import { PageHeader } from "./PageHeader.tsx";
import { usePageTitle } from "./use-page-title.ts";

/** Minimal placeholder for pages another issue builds. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <Container className="page-section">
        <p>Muy pronto.</p>
      </Container>
    </>
  );
}
