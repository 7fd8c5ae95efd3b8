import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

interface MainRegionProps {
  id?: string;
  className: string;
  children: ReactNode;
}

/**
 * The back office page's main region, unless the storefront's layout around it already has a <main> (main
 * landmarks must not nest). A role rather than a <main> element, so the element never changes type and the
 * page inside is not mounted twice.
 */
export function MainRegion({ id, className, children }: MainRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [nested, setNested] = useState(true);
  useLayoutEffect(() => setNested(!!ref.current?.parentElement?.closest("main")), []);
  return (
    <div ref={ref} id={id} className={className} tabIndex={-1} role={nested ? undefined : "main"}>
      {children}
    </div>
  );
}
