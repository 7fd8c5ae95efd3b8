import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/ContactPage.tsx";

/** Old address of the contact page (SPEC section 2): same content. */
export const Route = createFileRoute("/other/contact")({
  component: ContactPage,
});
