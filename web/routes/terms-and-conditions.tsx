import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "./-components/terms-page.tsx";

/** ?version=N: the Términos as published then (an order's page links the version it accepted; issue 40). */
const validateTermsSearch = (search: Record<string, unknown>): { version?: number } => {
  const version = Number(search.version);
  return Number.isInteger(version) && version > 0 ? { version } : {};
};

export const Route = createFileRoute("/terms-and-conditions")({
  validateSearch: validateTermsSearch,
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: ({ deps, abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) =>
      m.loadOwnerPage("terminos", abortController.signal, deps.version),
    ),
  component: () => <TermsPage data={Route.useLoaderData()} version={Route.useSearch().version} />,
});
