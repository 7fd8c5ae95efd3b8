import type { ReactNode } from "react";
import { Breadcrumb, type BreadcrumbItem } from "./Breadcrumb.tsx";
import { Container } from "./Container.tsx";

interface PageHeaderProps {
  title: ReactNode;
  /** Trail above the title; "Inicio" is added in front automatically. */
  breadcrumb?: readonly BreadcrumbItem[];
  lead?: ReactNode;
}

/** The band at the top of inner pages: breadcrumb, the page's h1 and an optional lead sentence. */
export function PageHeader({ title, breadcrumb, lead }: PageHeaderProps) {
  const trail: BreadcrumbItem[] = [{ label: "Inicio", to: "/" }, ...(breadcrumb ?? [])];
  return (
    <div className="page-header">
      <Container>
        {trail.length > 1 && <Breadcrumb items={trail} />}
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
      </Container>
    </div>
  );
}
