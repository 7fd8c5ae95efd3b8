import { createFileRoute } from "@tanstack/react-router";
import { NewsletterUnsubscribePage } from "../features/newsletter/NewsletterUnsubscribePage.tsx";

/** /newsletter/unsubscribe?token=…: one-click unsubscribe from the link in every newsletter mail. */
export const Route = createFileRoute("/newsletter/unsubscribe")({
  component: NewsletterUnsubscribePage,
});
