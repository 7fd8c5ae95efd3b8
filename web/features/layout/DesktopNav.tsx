import { useRouterState } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "../../components/Icon.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import { isGroup, mainNav, type NavGroup } from "./nav-items.ts";

/** The main menu at desktop widths (≥ 900px). */
export function DesktopNav() {
  return (
    <nav className="main-nav" aria-label="Menú principal">
      <ul className="main-nav__list">
        {mainNav.map((entry) =>
          isGroup(entry) ? (
            <SubmenuItem key={entry.id} group={entry} />
          ) : (
            <li key={entry.to} className="main-nav__item">
              <NavItemLink item={entry} className="main-nav__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A disclosure submenu: opens on hover, and from the keyboard with Enter/Space (toggle) or ArrowDown
 * (open and focus the first link); Escape closes it and returns focus to its button; it closes when
 * focus or a click leaves it and after a navigation. aria-expanded always tells the truth.
 */
function SubmenuItem({ group }: { group: NavGroup }) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `submenu-${group.id}`;
  const href = useRouterState({ select: (s) => s.location.href });

  // Close after every navigation. The page then scrolls to the top under a still pointer, and the
  // browser reports that as the pointer entering the menu again: ignore such entries for a moment.
  // Not on the first render: a shopper who points at the menu as the page appears must see it open.
  const navigatedAt = useRef(Number.NEGATIVE_INFINITY);
  const shownHref = useRef(href);
  useEffect(() => {
    if (shownHref.current === href) return;
    shownHref.current = href;
    navigatedAt.current = performance.now();
    setHovered(false);
    setPinned(false);
  }, [href]);

  // Close when a click lands outside the item.
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [pinned]);

  const focusLink = (index: number) => {
    const links = itemRef.current?.querySelectorAll<HTMLAnchorElement>(".submenu a");
    if (!links || links.length === 0) return;
    const i = (index + links.length) % links.length;
    links[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setPinned(false);
      setHovered(false);
      buttonRef.current?.focus();
      return;
    }
    const links = Array.from(itemRef.current?.querySelectorAll<HTMLAnchorElement>(".submenu a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setPinned(true);
      // The list may have just become visible: focus after the render.
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === "ArrowUp" && current >= 0) {
      event.preventDefault();
      if (current === 0) buttonRef.current?.focus();
      else focusLink(current - 1);
    }
  };

  return (
    <li
      ref={itemRef}
      className="main-nav__item main-nav__item--group"
      data-open={open || undefined}
      onMouseEnter={() => {
        if (performance.now() - navigatedAt.current > 500) setHovered(true);
      }}
      // A pointer that entered during that moment and then moves is a real one.
      onMouseMove={() => {
        if (!hovered && performance.now() - navigatedAt.current > 500) setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) {
          setPinned(false);
          setHovered(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link main-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setPinned((p) => !p)}
      >
        {group.label}
        <ChevronDownIcon size={16} className="main-nav__chevron" />
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {group.children.map((child) => (
          <li key={`${child.to}-${child.category ?? ""}`}>
            <NavItemLink item={child} className="submenu__link" />
          </li>
        ))}
      </ul>
    </li>
  );
}
