import { createFileRoute } from "@tanstack/react-router";
import { LinkButton } from "../components/Button.tsx";
import { OwnerPage } from "./-components/owner-page.tsx";

/** /about ('Nuestra empresa'): the text the owner writes in 'Páginas' (decision 021). */
export const Route = createFileRoute("/about")({
  loader: ({ abortController }) =>
    import("./-components/owner-page-loader.ts").then((m) => m.loadOwnerPage("nosotros", abortController.signal)),
  component: AboutPage,
});

function AboutPage() {
  return (
    <OwnerPage data={Route.useLoaderData()} crumb="Empresa">
      <div className="page-actions">
        <LinkButton to="/shop">Ver productos</LinkButton>
        <LinkButton to="/contact" variant="outline">
          Contáctenos
        </LinkButton>
      </div>
    </OwnerPage>
  );
}
