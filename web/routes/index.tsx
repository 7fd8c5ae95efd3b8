import { createFileRoute } from "@tanstack/react-router";
import { loadHome } from "../features/home/get-first-load.ts";
import { HomePage } from "../features/home/HomePage.tsx";

export const Route = createFileRoute("/")({
  loader: loadHome,
  component: HomePage,
});
