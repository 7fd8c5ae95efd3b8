import { Suspense, useEffect } from "react";
import { LoginPage } from "../auth/LoginPage.tsx";
import { useAdminSession } from "../auth/session-store.ts";
import { AdminLoading } from "./AdminLoading.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { useAdminGo, useAdminPage, useKeepScrollOnOpenItem } from "./admin-router.ts";
import { ComingSoonPage } from "./ComingSoonPage.tsx";
import { ADMIN_PAGES, type AdminPageKey } from "./nav.ts";
import { ADMIN_PAGE_COMPONENTS } from "./pages.ts";
import "./admin.css";
import "./parts.css";

/**
 * The back office (route /admin/$): 'Cargando...' while supabase-js reads the session, the login page, or the
 * shell with the page the path names. Without a session every page but the login goes to /admin/login.
 */
export function AdminApp() {
  const page = useAdminPage();
  const session = useAdminSession();
  const go = useAdminGo();
  useKeepScrollOnOpenItem();
  // Without a session: the login page. /admin itself: the dashboard.
  const redirect =
    session.status === "signed-out" && page !== "login"
      ? "login"
      : session.status === "signed-in" && page === ""
        ? "dashboard"
        : undefined;
  useEffect(() => {
    if (redirect) void go(redirect, { replace: true });
  }, [redirect, go]);

  if (session.status === "loading") return <AdminLoading />;
  if (page === "login") {
    return (
      <div className="admin-app">
        <LoginPage signedIn={session.status === "signed-in"} />
      </div>
    );
  }
  if (session.status === "signed-out" || redirect) return <AdminLoading />;

  const key = Object.hasOwn(ADMIN_PAGES, page) ? (page as AdminPageKey) : undefined;
  const Page = key ? ADMIN_PAGE_COMPONENTS[key] : undefined;
  return (
    <AdminShell email={session.email} current={key}>
      <Suspense fallback={<AdminLoading inline />}>
        {Page ? <Page /> : <ComingSoonPage title="Página no encontrada" missing />}
      </Suspense>
    </AdminShell>
  );
}
