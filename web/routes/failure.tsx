import { createFileRoute } from "@tanstack/react-router";
import { PaymentResultPage } from "../features/payments/PaymentResultPage.tsx";

/** /failure?order={id}&token=…: Mercado Pago's return when the shopper could not pay. */
export const Route = createFileRoute("/failure")({
  component: () => <PaymentResultPage source="failure" />,
});
