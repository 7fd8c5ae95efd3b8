import { createFileRoute } from "@tanstack/react-router";
import { OwnerPage } from "./-components/owner-page.tsx";

/**
 * /information: retiro, envíos, plazos, pagos and policies, as the owner writes them in 'Páginas' (decision 021),
 * with the shop's rules filled in and a table of contents from its sections (#envios, #aceites-esenciales ...).
 */
export const Route = createFileRoute("/information")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("informacion", abortController.signal)),
  component: InformationPage,
});

function InformationPage() {
  return <OwnerPage data={Route.useLoaderData()} crumb="Información" contents />;
}
