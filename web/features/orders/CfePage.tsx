import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { buttonClass } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { cfeApiUrl, isInvoiceKind } from "../../lib/cfe-pdf/cfe-url.ts";
import { CfeNotIssuedError, type CfePdf, loadCfePdf } from "../../lib/cfe-pdf/open-cfe.ts";
import { useNoReferrer } from "../../lib/use-no-referrer.ts";
import { PENDING_TEXT } from "./InvoiceSection.tsx";
import "../../components/order/order.css";
import "./invoice.css";

type State =
  | { kind: "loading" }
  | { kind: "ready"; pdf: CfePdf; href: string }
  | { kind: "pending" }
  | { kind: "error"; message: string };

const NOT_FOUND = "No encontramos el comprobante. Revise el enlace que recibió por correo.";

interface CfePageProps {
  orderId: string;
  kind: string;
  token: string | undefined;
}

/**
 * /shop/order/{id}/cfe/{kind}?token=… (the approval mail's link): the order's CFE ('cfe') or credit note
 * ('credit_note') as a PDF drawn in the browser, with a 'Descargar PDF' link and, on wide screens, the PDF itself;
 * while it is being issued, the sentence that it is on its way and the way back to the order.
 */
export function CfePage({ orderId, kind, token }: CfePageProps) {
  useNoReferrer();
  usePageTitle("Comprobante fiscal");
  const valid = Boolean(token) && isInvoiceKind(kind) && /^\d+$/.test(orderId);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(valid ? { kind: "loading" } : { kind: "error", message: NOT_FOUND });

  useEffect(() => {
    if (!valid || !token || !isInvoiceKind(kind)) return;
    const controller = new AbortController();
    let href: string | undefined;
    setState({ kind: "loading" });
    loadCfePdf({ url: cfeApiUrl(orderId, kind, token) }, controller.signal).then(
      (pdf) => {
        if (controller.signal.aborted) return;
        href = URL.createObjectURL(pdf.blob);
        setState({ kind: "ready", pdf, href });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof CfeNotIssuedError) setState({ kind: "pending" });
        else setState({ kind: "error", message: error instanceof Error ? error.message : NOT_FOUND });
      },
    );
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [valid, orderId, kind, token, attempt]);

  const title = state.kind === "ready" ? state.pdf.name : "Comprobante fiscal";
  const backToOrder = token ? (
    <Link to="/shop/order/$id" params={{ id: orderId }} search={{ token }} className={buttonClass("outline")}>
      Volver al pedido
    </Link>
  ) : null;
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ label: `Pedido ${orderId}` }, { label: "Comprobante fiscal" }]} />
      <Container className="page-section order-page cfe-page">
        {state.kind === "loading" && <Spinner label="Preparando el comprobante fiscal..." />}
        {state.kind === "pending" && (
          <div className="order-message" role="status">
            <p>{PENDING_TEXT[kind === "credit_note" ? "credit_note" : "cfe"]}</p>
            {backToOrder}
          </div>
        )}
        {state.kind === "error" && (
          <>
            <InlineError message={state.message} onRetry={valid ? () => setAttempt((n) => n + 1) : undefined} />
            {backToOrder && <p className="cfe-page__actions">{backToOrder}</p>}
          </>
        )}
        {state.kind === "ready" && (
          <>
            <p className="cfe-page__actions">
              <a href={state.href} download={state.pdf.fileName} className={buttonClass("primary")}>
                Descargar PDF
              </a>
              {backToOrder}
            </p>
            <p className="cfe-page__hint">
              {state.pdf.name} del pedido N.º {orderId}, en PDF ({state.pdf.fileName}).
            </p>
          </>
        )}
      </Container>
    </>
  );
}
