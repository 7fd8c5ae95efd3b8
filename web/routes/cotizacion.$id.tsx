import { createFileRoute } from "@tanstack/react-router";
import { QuotePage } from "../features/quotes/QuotePage.tsx";

/** /cotizacion/{id}?token=…: a quote the shop sent (issue 44 part 3), a lazy chunk (never the first load). */
export const Route = createFileRoute("/cotizacion/$id")({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: QuotePage,
});
