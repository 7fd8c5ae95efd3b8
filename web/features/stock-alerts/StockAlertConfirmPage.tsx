import { useState } from "react";
import type { StockAlertConfirmed } from "../../../domain/schemas/stock-alerts.ts";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { LinkOutcome } from "../../components/LinkOutcome.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useLinkAction } from "../../lib/use-link-action.ts";
import "../../components/link-pages.css";

/** /stock-alerts/confirm?token=…: the link of the confirmation mail; says what the shopper will be told about. */
export function StockAlertConfirmPage() {
  usePageTitle("Confirmar aviso de stock");
  const [answer, setAnswer] = useState<StockAlertConfirmed | null>(null);
  const [confirm] = useState(() => async (token: string) => {
    const response = await fetch("/api/stock-alerts/confirm", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token }),
    });
    if (response.ok) setAnswer((await response.clone().json()) as StockAlertConfirmed);
    return response;
  });
  const { state, retry } = useLinkAction(confirm);
  return (
    <>
      <PageHeader title="Aviso de stock" breadcrumb={[{ label: "Aviso de stock" }]} />
      <Container className="page-section newsletter-page">
        <LinkOutcome state={state} retry={retry} working="Confirmando su aviso...">
          {{
            done: (
              <>
                <h2>
                  {state.status === "done" && state.already ? "Su aviso ya estaba confirmado." : "¡Aviso confirmado!"}
                </h2>
                <p>
                  Le avisaremos cuando vuelva a haber stock de {answer?.item ?? "este producto"}. Le escribiremos una
                  sola vez y no usaremos su correo para nada más.
                </p>
                {answer ? (
                  <LinkButton to="/shop/product/$slug" params={{ slug: answer.productSlug }}>
                    Volver al producto
                  </LinkButton>
                ) : (
                  <LinkButton to="/shop">Ver productos</LinkButton>
                )}
              </>
            ),
            refused: (message) => (
              <>
                <h2>No pudimos confirmar su aviso</h2>
                <p>{message}</p>
                <LinkButton to="/shop">Ver productos</LinkButton>
              </>
            ),
          }}
        </LinkOutcome>
      </Container>
    </>
  );
}
