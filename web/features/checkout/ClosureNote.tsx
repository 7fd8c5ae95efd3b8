import { getRouteApi } from "@tanstack/react-router";
import { Suspense, use } from "react";
import type { SiteNotices } from "../../../domain/api/content.ts";
import type { Loaded } from "../../lib/get-json.ts";

const route = getRouteApi("/shop/checkout");

/**
 * While the shop has a closure notice (/admin/vacations), the checkout shows it next to the delivery estimate:
 * the estimate counts business days and does not know the shop is closed. The route's loader reads it without
 * holding the page up; not readable, the checkout goes on without it.
 */
export function ClosureNote() {
  const { notices } = route.useLoaderData();
  return (
    <Suspense fallback={null}>
      <Note notices={notices} />
    </Suspense>
  );
}

function Note({ notices }: { notices: Promise<Loaded<SiteNotices>> }) {
  const content = use(notices).data?.vacation?.content;
  if (!content) return null;
  return (
    <p className="closure-note">
      <strong>Atención:</strong> {content} Las fechas de su pedido pueden verse modificadas.
    </p>
  );
}
