import { createFileRoute } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";
import { paymentReturn } from "./-payment-loader.ts";

/** /pending/{id}?token=…&payment_id=…: Mercado Pago's return after a payment in process (Abitab / RedPagos). */
export const Route = createFileRoute("/pending/$id")({
  ...paymentReturn,
  component: PendingRoute,
});

function PendingRoute() {
  const { id } = Route.useParams();
  const { check } = Route.useLoaderData();
  return <PaymentResultPage key={id} source="pending" check={check} />;
}
