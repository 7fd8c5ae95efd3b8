import { createFileRoute, useParams } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";

/** /success/{id}?token=…&payment_id=…: Mercado Pago's return after an approved payment. */
export const Route = createFileRoute("/success/$id")({
  component: SuccessRoute,
});

function SuccessRoute() {
  const { id } = useParams({ from: "/success/$id" });
  return <PaymentResultPage key={id} source="success" id={id} />;
}
