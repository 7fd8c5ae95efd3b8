import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "./-components/terms-page.tsx";

export const Route = createFileRoute("/terms-and-conditions")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("terminos", abortController.signal)),
  component: () => <TermsPage data={Route.useLoaderData()} />,
});
