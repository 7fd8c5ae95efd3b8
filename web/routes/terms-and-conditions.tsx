import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "./-components/terms-page.tsx";

export const Route = createFileRoute("/terms-and-conditions")({
  component: TermsPage,
});
