import { createFileRoute } from "@tanstack/react-router";
import { loadHome } from "../features/home/get-first-load.ts";
import { HomePage } from "../features/home/HomePage.tsx";

/** /home shows the same page as / (SPEC section 2). */
export const Route = createFileRoute("/home")({
  loader: loadHome,
  component: HomePage,
});
