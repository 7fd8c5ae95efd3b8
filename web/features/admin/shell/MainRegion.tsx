import type { ReactNode } from "react";

interface MainRegionProps {
  id?: string;
  className: string;
  children: ReactNode;
}

/**
 * The back office page's main region: a <main> element, the landmark the shell's skip link ('Saltar al contenido')
 * points at. The back office is never drawn inside the storefront's layout (web/routes/__root.tsx leaves it out for
 * /admin), so this is the page's one <main>. Focusable from script (tabIndex -1) for the skip link's jump.
 */
export function MainRegion({ id, className, children }: MainRegionProps) {
  return (
    <main id={id} className={className} tabIndex={-1}>
      {children}
    </main>
  );
}
