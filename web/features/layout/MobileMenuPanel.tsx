import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChevronDownIcon, CloseIcon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import { isGroup, mainNav } from "./nav-items.ts";

const WholesaleBadge = lazy(() => import("../../components/wholesale/WholesaleBadge.tsx"));

/**
 * The mobile menu's panel (a modal dialog with the same links as the desktop navigation; submenus are expandable
 * groups), loaded on the first wish to open it (MobileMenu.tsx), so it stays out of the shop's first load. Focus moves
 * into the panel when it opens and stays there (Tab cycles); Escape, the close button and the backdrop close it.
 */
export function MobileMenuPanel({
  id,
  open,
  onClose,
  onNavigate,
}: {
  id: string;
  open: boolean;
  /** Closes the panel and gives focus back to the toggle. */
  onClose: () => void;
  /** Closes the panel as a link is followed (focus goes to the new page's main region). */
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  // Close if the window grows to desktop width while the panel is open.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia("(min-width: 900px)");
    const onChange = () => query.matches && onNavigate();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, onNavigate]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [],
    ).filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mobile-menu" data-open={open || undefined} inert={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu__top">
          <Logo tagline={false} />
          <button ref={closeRef} type="button" className="icon-button" aria-label="Cerrar menú" onClick={onClose}>
            <CloseIcon size={26} />
          </button>
        </div>
        <nav aria-label="Menú principal (móvil)">
          <ul className="mobile-menu__list">
            {mainNav.map((entry) => {
              if (!isGroup(entry)) {
                return (
                  <li key={entry.to}>
                    <NavItemLink item={entry} className="mobile-menu__link" onNavigate={onNavigate} />
                  </li>
                );
              }
              const isExpanded = expanded === entry.id;
              const groupId = `${id}-${entry.id}`;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="mobile-menu__link mobile-menu__group-toggle"
                    aria-expanded={isExpanded}
                    aria-controls={groupId}
                    onClick={() => setExpanded(isExpanded ? null : entry.id)}
                  >
                    {entry.label}
                    <ChevronDownIcon size={20} className="mobile-menu__chevron" />
                  </button>
                  <ul id={groupId} className="mobile-menu__sublist" hidden={!isExpanded}>
                    {entry.children.map((child) => (
                      <li key={`${child.to}-${child.category ?? ""}`}>
                        <NavItemLink item={child} className="mobile-menu__sublink" onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li>
              <Link to="/mi-cuenta" className="mobile-menu__link" onClick={onNavigate}>
                Mi cuenta
              </Link>
            </li>
            <Suspense>
              <WholesaleBadge inMenu onNavigate={onNavigate} />
            </Suspense>
          </ul>
        </nav>
      </div>
    </div>
  );
}
