import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { LinkOutcome } from "../../components/LinkOutcome.tsx";
import { NewsletterForm } from "../../components/NewsletterForm.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useLinkAction } from "../../lib/use-link-action.ts";
import "../../components/link-pages.css";

const confirm = (token: string) =>
  fetch("/api/newsletter/confirm", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ token }),
  });

/** /newsletter/confirm?token=…: the link of the confirmation mail (double opt-in). */
export function NewsletterConfirmPage() {
  usePageTitle("Confirmar suscripción");
  const { state, retry } = useLinkAction(confirm);
  return (
    <>
      <PageHeader title="Newsletter" breadcrumb={[{ label: "Newsletter" }]} />
      <Container className="page-section newsletter-page">
        <LinkOutcome state={state} retry={retry} working="Confirmando su suscripción...">
          {{
            done:
              state.status === "done" && state.already ? (
                <>
                  <h2>Su suscripción ya estaba confirmada.</h2>
                  <p>
                    Este enlace ya se había usado: recibirá nuestras novedades, lanzamientos y promociones. Cada correo
                    trae un enlace para darse de baja cuando quiera.
                  </p>
                  <LinkButton to="/shop">Ver productos</LinkButton>
                </>
              ) : (
                <>
                  <h2>¡Suscripción confirmada!</h2>
                  <p>
                    Gracias. Desde ahora recibirá nuestras novedades, lanzamientos y promociones. Le enviamos un correo
                    de bienvenida; cada correo trae un enlace para darse de baja cuando quiera.
                  </p>
                  <LinkButton to="/shop">Ver productos</LinkButton>
                </>
              ),
            refused: (message, expired) => (
              <>
                <h2>No pudimos confirmar su suscripción</h2>
                <p>{message}</p>
                {expired && (
                  <div className="newsletter-page__again">
                    <NewsletterForm tone="light" title="Suscribirse de nuevo" />
                  </div>
                )}
              </>
            ),
          }}
        </LinkOutcome>
      </Container>
    </>
  );
}
