import { getRouteApi, useRouter } from "@tanstack/react-router";
import { Suspense, useEffect } from "react";
import { LoginPage } from "../auth/LoginPage.tsx";
import { useAdminSession } from "../auth/session-store.ts";
import { AdminLoading } from "./AdminLoading.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { useAdminGo, useAdminPage, useKeepScrollOnOpenItem } from "./admin-router.ts";
import { ComingSoonPage } from "./ComingSoonPage.tsx";
import { adminPageComponent, adminPageOf } from "./pages.ts";
import "./admin.css";
import "./parts.css";

const route = getRouteApi("/admin/$");

/**
 * The back office (route /admin/$): 'Cargando...' while supabase-js reads the session, the login page, or the
 * shell with the page the path names and what the route's loader read for it (shell/pages.ts). Without a session
 * every page but the login goes to /admin/login.
 */
export function AdminApp() {
  const page = useAdminPage();
  const session = useAdminSession();
  const loaded = route.useLoaderData();
  const go = useAdminGo();
  const router = useRouter();
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
  // What the router keeps of the back office was read with another session (or none): signing in or out drops it.
  useEffect(() => {
    if (session.status !== "loading") router.clearCache({ filter: (match) => match.routeId === "/admin/$" });
  }, [session.status, router]);

  if (session.status === "loading") return <AdminLoading />;
  if (page === "login") {
    return (
      <div className="admin-app">
        <LoginPage signedIn={session.status === "signed-in"} />
      </div>
    );
  }
  if (session.status === "signed-out" || redirect) return <AdminLoading />;

  const key = adminPageOf(page);
  // The address names a page whose data the router is still reading: the page shown last stays until it is there.
  const Page = loaded.page ? adminPageComponent(loaded.page) : undefined;
  return (
    <AdminShell email={session.email} current={key}>
      <Suspense fallback={<AdminLoading inline />}>
        {!key ? (
          <ComingSoonPage title="Página no encontrada" missing />
        ) : Page ? (
          <Page data={loaded.data} />
        ) : (
          <AdminLoading inline />
        )}
      </Suspense>
    </AdminShell>
  );
}
