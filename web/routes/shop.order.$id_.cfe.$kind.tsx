import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { CfePage } from "../features/orders/CfePage.tsx";
import { rawParam } from "../lib/raw-param.ts";

/**
 * /shop/order/{id}/cfe/{kind}?token=… (kind: cfe | credit_note): the order's CFE as a PDF, the approval mail's
 * link (decision 027). Its own page, not nested in the order's ('$id_'). Only the component, split off with
 * jsPDF behind it, reads the address: the route's definition adds next to nothing to the first load.
 */
export const Route = createFileRoute("/shop/order/$id_/cfe/$kind")({
  component: CfeRoute,
});

function CfeRoute() {
  const { id, kind } = Route.useParams();
  // The token exactly as the address carries it (the router would read an all-digit one as a number).
  const token = rawParam(useRouterState({ select: (s) => s.location.searchStr }), "token");
  return <CfePage key={`${id}/${kind}`} orderId={id} kind={kind} token={token} />;
}
