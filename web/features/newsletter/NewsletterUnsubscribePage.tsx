import { Link } from "@tanstack/react-router";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { LinkOutcome } from "../../components/LinkOutcome.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useLinkAction } from "../../lib/use-link-action.ts";
import "../../components/link-pages.css";

/** The same one-click endpoint mail programs call from the List-Unsubscribe header (RFC 8058). */
const unsubscribe = (token: string) =>
  fetch(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { accept: "application/json" },
  });

/** /newsletter/unsubscribe?token=…: the one-click link at the end of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  usePageTitle("Darse de baja");
  const { state, retry } = useLinkAction(unsubscribe);
  return (
    <>
      <PageHeader title="Newsletter" breadcrumb={[{ label: "Newsletter" }]} />
      <Container className="page-section newsletter-page">
        <LinkOutcome state={state} retry={retry} working="Procesando su baja...">
          {{
            done: (
              <>
                <h2>Se ha dado de baja del newsletter</h2>
                <p>
                  Ya no le enviaremos más correos del newsletter. Si fue un error, puede volver a suscribirse cuando
                  quiera desde el pie de cualquier página.
                </p>
                <LinkButton to="/">Volver al inicio</LinkButton>
              </>
            ),
            refused: (message) => (
              <>
                <h2>No pudimos darlo de baja</h2>
                <p>{message}</p>
                <p>
                  Use el enlace del último correo que recibió, o escríbanos desde la página de{" "}
                  <Link to="/contact">contacto</Link> y lo haremos por usted.
                </p>
              </>
            ),
          }}
        </LinkOutcome>
      </Container>
    </>
  );
}
