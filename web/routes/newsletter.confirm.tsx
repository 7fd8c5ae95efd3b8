import { createFileRoute } from "@tanstack/react-router";
import { NewsletterConfirmPage } from "../features/newsletter/NewsletterConfirmPage.tsx";

/** /newsletter/confirm?token=…: confirms a subscription from the mailed link (read from the raw query). */
export const Route = createFileRoute("/newsletter/confirm")({
  component: NewsletterConfirmPage,
});
