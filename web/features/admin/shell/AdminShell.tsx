import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Logo } from "../../../components/Logo.tsx";
import { notify } from "../../../lib/toast.ts";
import { endSession } from "../auth/session-store.ts";
import { useAdminGo } from "./admin-router.ts";
import { LogoutIcon, MenuIcon, StoreIcon } from "./icons.tsx";
import { MainRegion } from "./MainRegion.tsx";
import { ADMIN_NAV_GROUPS, ADMIN_PAGES, type AdminPageKey, pageTitle } from "./nav.ts";
import "./shell.css";

interface AdminShellProps {
  email: string;
  current: AdminPageKey | undefined;
  children: ReactNode;
}

/**
 * The back office's frame: a sidebar with the pages in four named groups (Ventas, Catálogo, Contenido, Tienda) and
 * the links back to the shop, all in view at 1280×800; a top bar with the admin's e-mail and 'Cerrar sesión'.
 * Below 960 px the sidebar is a menu (the same list) the top bar's button opens.
 */
export function AdminShell({ email, current, children }: AdminShellProps) {
  const go = useAdminGo();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A new page closes the menu; so does Escape.
  useEffect(() => setMenuOpen(false), [current]);
  // The opened menu takes the focus (its first link); Escape gives it back to the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLElement>("#admin-menu .admin-nav__link")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const logout = async () => {
    setLeaving(true);
    await endSession();
    notify("success", "Ha cerrado sesión");
    void go("login", { replace: true });
  };

  return (
    <div className="admin-app admin-shell" data-menu-open={menuOpen || undefined}>
      <a className="admin-skip" href="#admin-contenido">
        Saltar al contenido
      </a>
      <aside className="admin-sidebar" id="admin-menu" aria-label="Menú del panel">
        <div className="admin-sidebar__brand">
          <Logo tone="light" tagline={false} />
          <span className="admin-sidebar__tag">Panel</span>
        </div>
        <nav aria-label="Secciones del panel" className="admin-sidebar__nav">
          {ADMIN_NAV_GROUPS.map((group) => (
            <div key={group.heading} className="admin-nav__group">
              <p className="admin-sidebar__heading" id={`admin-nav-${group.pages[0]}`}>
                {group.heading}
              </p>
              <ul className="admin-nav" aria-labelledby={`admin-nav-${group.pages[0]}`}>
                {group.pages.map((key) => {
                  const { label, icon: Icon } = ADMIN_PAGES[key];
                  return (
                    <li key={key}>
                      <Link
                        to="/admin/$"
                        params={{ _splat: key }}
                        className="admin-nav__link"
                        aria-current={key === current ? "page" : undefined}
                        onClick={() => setMenuOpen(false)}
                      >
                        <Icon size={18} />
                        <span>{label}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className="admin-sidebar__shop">
          <Link to="/" className="admin-nav__link">
            <StoreIcon size={18} />
            <span>Ir a la tienda</span>
          </Link>
          <Link to="/shop" className="admin-nav__link">
            <StoreIcon size={18} />
            <span>Ver productos</span>
          </Link>
        </div>
      </aside>
      <button
        type="button"
        className="admin-scrim"
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => setMenuOpen(false)}
      />
      <div className="admin-body">
        <header className="admin-topbar">
          <button
            ref={menuButton}
            type="button"
            className="admin-topbar__menu"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon size={22} />
            <span className="visually-hidden">Menú</span>
          </button>
          <p className="admin-topbar__title">{current ? pageTitle(current) : "Panel"}</p>
          <p className="admin-topbar__who">
            <span className="visually-hidden">Sesión iniciada como </span>
            <span className="admin-topbar__email">{email}</span>
          </p>
          <button type="button" className="admin-topbar__logout" onClick={logout} disabled={leaving}>
            <LogoutIcon size={20} />
            <span>{leaving ? "Cerrando..." : "Cerrar sesión"}</span>
          </button>
        </header>
        <MainRegion id="admin-contenido" className="admin-content">
          {children}
        </MainRegion>
      </div>
    </div>
  );
}
