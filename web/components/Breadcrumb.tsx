import { Link } from "@tanstack/react-router";

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
  /** Search params of the link (e.g. the shop's stored filter on the way back to the list). */
  search?: Record<string, unknown>;
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav className="breadcrumb" aria-label="Ruta de navegación">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to ?? ""}:${item.label}`}>
              {item.to && !last ? (
                <Link to={item.to} search={item.search}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
