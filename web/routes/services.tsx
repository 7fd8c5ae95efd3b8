import { createFileRoute } from "@tanstack/react-router";
import { LinkButton } from "../components/Button.tsx";
import { OwnerPage } from "./-components/owner-page.tsx";

/** /services: the text the owner writes in 'Páginas' (decision 021), with the shop's rules filled in. */
export const Route = createFileRoute("/services")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("servicios", abortController.signal)),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <OwnerPage data={Route.useLoaderData()} crumb="Servicios">
      <div className="page-actions">
        <LinkButton to="/shop">Ver productos</LinkButton>
        <LinkButton to="/contact" variant="outline">
          Solicitar asesoramiento
        </LinkButton>
      </div>
    </OwnerPage>
  );
}
