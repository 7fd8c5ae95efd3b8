import { createFileRoute } from "@tanstack/react-router";
import { OwnerPage } from "./-components/owner-page.tsx";

/** /privacy ('Política de privacidad', Ley 18.331): the text the owner writes in 'Páginas' (decisions 021, 031). */
export const Route = createFileRoute("/privacy")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("privacidad", abortController.signal)),
  component: () => <OwnerPage data={Route.useLoaderData()} crumb="Política de privacidad" contents />,
});
