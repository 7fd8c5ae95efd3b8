import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/HomePage.tsx";

/** /home shows the same page as / (SPEC section 2). */
export const Route = createFileRoute("/home")({
  component: HomePage,
});
