import { Link, useRouterState } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import { isGroup, mainNav } from "./nav-items.ts";

/**
 * The menu below 900px: a hamburger button opening a slide-in panel (a modal dialog) with the same links;
 * submenus are expandable groups. Focus moves into the panel when it opens and stays there (Tab cycles);
 * Escape, the close button, the backdrop and any navigation close it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });

  // Any navigation closes the panel (focus then goes to the new page's main region).
  useEffect(() => {
    setOpen(false);
  }, [href]);

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
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
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
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={26} />
      </button>
      <div className="mobile-menu" data-open={open || undefined} inert={!open}>
        <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" />
        <div
          ref={panelRef}
          id={panelId}
          className="mobile-menu__panel"
          role="dialog"
          aria-modal="true"
          aria-label="Menú"
          onKeyDown={onKeyDown}
        >
          <div className="mobile-menu__top">
            <Logo tagline={false} />
            <button ref={closeRef} type="button" className="icon-button" aria-label="Cerrar menú" onClick={close}>
              <CloseIcon size={26} />
            </button>
          </div>
          <nav aria-label="Menú principal (móvil)">
            <ul className="mobile-menu__list">
              {mainNav.map((entry) => {
                if (!isGroup(entry)) {
                  return (
                    <li key={entry.to}>
                      <NavItemLink item={entry} className="mobile-menu__link" onNavigate={() => setOpen(false)} />
                    </li>
                  );
                }
                const isExpanded = expanded === entry.id;
                const groupId = `${panelId}-${entry.id}`;
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
                          <NavItemLink
                            item={child}
                            className="mobile-menu__sublink"
                            onNavigate={() => setOpen(false)}
                          />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
              <li>
                <Link to="/mi-cuenta" className="mobile-menu__link" onClick={() => setOpen(false)}>
                  Mi cuenta
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
