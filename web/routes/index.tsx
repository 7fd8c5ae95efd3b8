import { createFileRoute } from "@tanstack/react-router";
import { HomePlaceholder } from "../features/layout/home-placeholder.tsx";

export const Route = createFileRoute("/")({
  component: HomePlaceholder,
});
