import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { MenuIcon } from "../../components/Icon.tsx";

const MobileMenuPanel = lazy(() => import("./MobileMenuPanel.tsx").then((m) => ({ default: m.MobileMenuPanel })));

/**
 * The menu below 900px: a hamburger button opening a slide-in panel (MobileMenuPanel.tsx). The panel's code is fetched
 * when the shopper first points at, focuses or presses the button (issue 43: the shop's first load stays within its
 * 110 KB), and the panel is rendered from then on, closed until asked. Any navigation closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });

  // Any navigation closes the panel (focus then goes to the new page's main region).
  useEffect(() => {
    setOpen(false);
  }, [href]);

  const want = () => setWanted(true);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  const shut = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={wanted ? panelId : undefined}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={26} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onClose={close} onNavigate={shut} />
        </Suspense>
      )}
    </>
  );
}
