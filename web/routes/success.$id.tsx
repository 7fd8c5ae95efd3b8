import { createFileRoute } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";
import { paymentReturn } from "./-payment-loader.ts";

/** /success/{id}?token=…&payment_id=…: Mercado Pago's return after an approved payment. */
export const Route = createFileRoute("/success/$id")({
  ...paymentReturn,
  component: SuccessRoute,
});

function SuccessRoute() {
  const { id } = Route.useParams();
  const { check } = Route.useLoaderData();
  return <PaymentResultPage key={id} source="success" check={check} />;
}
