import { createFileRoute } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";
import { paymentReturn } from "./-payment-loader.ts";

/** /failure?order={id}&token=…: Mercado Pago's return when the shopper could not pay. */
export const Route = createFileRoute("/failure")({
  ...paymentReturn,
  component: FailureRoute,
});

function FailureRoute() {
  const { check } = Route.useLoaderData();
  return <PaymentResultPage source="failure" check={check} />;
}
