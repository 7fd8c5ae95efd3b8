import { useParams, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { QuoteView } from "../../../domain/api/quotes.ts";
import { formatDate } from "../../../domain/dates.ts";
import { formatUYU } from "../../../domain/money.ts";
import { QUOTE_STATUS_LABELS, quoteDestinationLabel } from "../../../domain/quotes.ts";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { readQuote } from "../../components/quotes/quotes-api.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { messageOf } from "../../lib/api.ts";
import { AcceptQuote } from "./AcceptQuote.tsx";
import "../../components/field.css";
import "../../components/quotes/quotes.css";

type State = { kind: "loading" } | { kind: "error"; text: string } | { kind: "ready"; quote: QuoteView };

/**
 * /cotizacion/{id}?token=… (issue 44 part 3): the quote sent by the shop, its PDF, and accepting it into an order
 * before its validity date. Opened with the mailed link, or signed in as its address ('Mis cotizaciones').
 */
export function QuotePage() {
  const { id } = useParams({ from: "/cotizacion/$id" });
  const { token } = useSearch({ from: "/cotizacion/$id" });
  const [state, setState] = useState<State>({ kind: "loading" });
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  usePageTitle(state.kind === "ready" ? `Cotización ${state.quote.number}` : "Cotización");

  useEffect(() => {
    let live = true;
    readQuote(id, token).then(
      ({ quote }) => live && setState({ kind: "ready", quote }),
      (error: unknown) => live && setState({ kind: "error", text: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, token]);

  const pdf = async (quote: QuoteView) => {
    setPdfProblem(null);
    try {
      await (await import("./quote-pdf.ts")).downloadQuotePdf(quote);
    } catch {
      setPdfProblem("No pudimos generar el PDF de la cotización. Inténtelo nuevamente.");
    }
  };

  const quote = state.kind === "ready" ? state.quote : null;
  return (
    <>
      <PageHeader title={quote ? `Cotización ${quote.number}` : "Cotización"} breadcrumb={[{ label: "Cotización" }]} />
      <Container className="page-section quote-page">
        {state.kind === "loading" && <p aria-live="polite">Cargando la cotización...</p>}
        {state.kind === "error" && (
          <p className="quote-page__error" role="alert">
            {state.text}
          </p>
        )}
        {quote && (
          <div className="card quote-card">
            <dl className="quote-card__facts">
              <div>
                <dt>Estado</dt>
                <dd>{QUOTE_STATUS_LABELS[quote.status]}</dd>
              </div>
              {quote.destination && (
                <div>
                  <dt>Entrega</dt>
                  <dd>{quoteDestinationLabel(quote.destination)}</dd>
                </div>
              )}
              {quote.validUntil && (
                <div>
                  <dt>Válida hasta</dt>
                  <dd>{formatDate(quote.validUntil)} inclusive</dd>
                </div>
              )}
            </dl>
            {quote.ownerNote && <p className="quote-card__note">{quote.ownerNote}</p>}
            <table className="cart-table quote-table">
              <caption className="visually-hidden">Productos cotizados</caption>
              <thead>
                <tr>
                  <th scope="col">Producto</th>
                  <th scope="col" className="num">
                    Cantidad
                  </th>
                  <th scope="col" className="num">
                    Precio unitario
                  </th>
                  <th scope="col" className="num">
                    Importe
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line) => (
                  <tr key={`${line.variantId}-${line.productName}`}>
                    <td>
                      {line.productName} ({line.size} {line.unit})
                    </td>
                    <td data-label="Cantidad" className="num">
                      {line.quantity}
                    </td>
                    <td data-label="Precio unitario" className="num">
                      {formatUYU(line.unitPrice)}
                    </td>
                    <td data-label="Importe" className="num">
                      {formatUYU(line.lineTotal)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="totals quote-card__totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{formatUYU(quote.subtotal)}</dd>
              </div>
              {quote.deliveryFee > 0 && (
                <div>
                  <dt>Envío a domicilio (si lo elige)</dt>
                  <dd>{formatUYU(quote.deliveryFee)}</dd>
                </div>
              )}
              <div className="totals__total">
                <dt>Total</dt>
                <dd>{formatUYU(quote.total)}</dd>
              </div>
            </dl>
            <button type="button" className="btn btn--outline" onClick={() => void pdf(quote)}>
              Descargar PDF
            </button>
            {pdfProblem && (
              <p className="field__error" role="alert">
                {pdfProblem}
              </p>
            )}
            {quote.status === "enviada" && <AcceptQuote quote={quote} token={token} />}
            {quote.status === "vencida" && (
              <p className="quote-card__note">Esta cotización venció. Escríbanos y se la renovamos.</p>
            )}
            {quote.status === "aceptada" && (
              <p className="quote-card__note">Aceptó esta cotización: es el pedido N.º {quote.orderId}.</p>
            )}
            {quote.status === "rechazada" && <p className="quote-card__note">Motivo: {quote.reason}</p>}
          </div>
        )}
      </Container>
    </>
  );
}
