import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import "./not-found.css";

/** The 404 page for any unknown path (SPEC section 2). */
export function NotFound() {
  usePageTitle("Página no encontrada");
  return (
    <Container className="not-found">
      <h1 className="not-found__title">
        <span className="not-found__oops">¡Oops! 404</span>{" "}
        <span className="not-found__label">PÁGINA NO ENCONTRADA</span>
      </h1>
      <p className="not-found__text">
        La página que busca no existe o ha sido reemplazada temporalmente. Verifique la dirección o vuelva al inicio
        para seguir navegando.
      </p>
      <LinkButton to="/" size="lg">
        Volver al inicio
      </LinkButton>
    </Container>
  );
}
