import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/ComingSoon.tsx";

// Placeholder: replaced by the issue that builds this page.
export const Route = createFileRoute("/wishlist")({
  component: () => <ComingSoon title="Favoritos" />,
});
