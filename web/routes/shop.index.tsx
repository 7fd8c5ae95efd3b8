import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/ComingSoon.tsx";

// Placeholder: replaced by the catalogue issue. The menu links here with ?category=<slug>.
export const Route = createFileRoute("/shop/")({
  validateSearch: (search: Record<string, unknown>): { category?: string } =>
    typeof search.category === "string" ? { category: search.category } : {},
  component: () => <ComingSoon title="Productos" />,
});
