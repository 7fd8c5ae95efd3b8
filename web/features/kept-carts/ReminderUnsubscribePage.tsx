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
  fetch(`/api/kept-carts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { accept: "application/json" },
  });

/** /carrito/recordatorios/baja?token=…: the unsubscribe link of every reminder of an unfinished checkout. */
export function ReminderUnsubscribePage() {
  usePageTitle("Dejar de recibir recordatorios");
  const { state, retry } = useLinkAction(unsubscribe);
  return (
    <>
      <PageHeader title="Recordatorios del carrito" breadcrumb={[{ label: "Recordatorios del carrito" }]} />
      <Container className="page-section newsletter-page">
        <LinkOutcome state={state} retry={retry} working="Procesando su baja...">
          {{
            done: (
              <>
                <h2>No le enviaremos más recordatorios</h2>
                <p>
                  Ya no recibirá recordatorios de compras sin terminar en esta dirección. Los correos de sus pedidos
                  siguen llegando como siempre.
                </p>
                <LinkButton to="/">Volver al inicio</LinkButton>
              </>
            ),
            refused: (message) => (
              <>
                <h2>No pudimos darlo de baja</h2>
                <p>{message}</p>
                <p>
                  Use el enlace del último recordatorio que recibió, o escríbanos desde la página de{" "}
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
