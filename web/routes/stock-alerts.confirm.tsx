import { createFileRoute } from "@tanstack/react-router";
import { StockAlertConfirmPage } from "../features/stock-alerts/StockAlertConfirmPage.tsx";

/** /stock-alerts/confirm?token=…: confirms an 'Avisarme cuando haya stock' request from the mailed link. */
export const Route = createFileRoute("/stock-alerts/confirm")({
  component: StockAlertConfirmPage,
});
