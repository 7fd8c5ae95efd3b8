import { createFileRoute, useParams } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";

/** /pending/{id}?token=…&payment_id=…: Mercado Pago's return for a payment in process (Abitab / RedPagos). */
export const Route = createFileRoute("/pending/$id")({
  component: PendingRoute,
});

function PendingRoute() {
  const { id } = useParams({ from: "/pending/$id" });
  return <PaymentResultPage key={id} source="pending" id={id} />;
}
