import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "./-components/terms-page.tsx";

/** Old address of the terms page (SPEC section 2): same content. */
export const Route = createFileRoute("/other/terms-and-conditions")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("terminos", abortController.signal)),
  component: () => <TermsPage data={Route.useLoaderData()} />,
});
