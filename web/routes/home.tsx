import { createFileRoute } from "@tanstack/react-router";
import { HomePlaceholder } from "../features/layout/home-placeholder.tsx";

/** /home shows the same page as / (SPEC section 2). */
export const Route = createFileRoute("/home")({
  component: HomePlaceholder,
});
