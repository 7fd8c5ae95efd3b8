import { type ReactNode, Suspense, useEffect } from "react";
import { Button, buttonClass, LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { InlineError } from "../../components/InlineError.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { notify } from "../../lib/toast.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { useNoReferrer } from "../../lib/use-no-referrer.ts";
import { clearCartForOrder } from "./after-payment.ts";
import { PAYMENT_MESSAGES, TOAST_DELAY_MS } from "./messages.ts";
import { PaymentOrderSummary } from "./PaymentOrderSummary.tsx";
import type { PaymentLookup } from "./payment-api.ts";
import { ResultPanel } from "./ResultPanel.tsx";
import { type ResultView, type ReturnSource, resultView } from "./result-view.ts";
import { type PaymentCheck, usePaymentCheck } from "./use-payment-check.ts";
import "../../components/order/order.css";
import "./payments.css";

const BREADCRUMB = [{ label: "Pedido" }, { label: "Resumen" }];

/**
 * /success/{id}, /pending/{id} and /failure?order={id}: where Mercado Pago sends the shopper back. Each shows
 * the order as the server knows it after looking the payment up (the route's loader: payment-api.ts checkReturn);
 * the return URL's own status is never believed (DESIGN.md section 4, point 1).
 */
export function PaymentResultPage({ source, check }: { source: ReturnSource; check: Promise<PaymentLookup> }) {
  useNoReferrer();
  return (
    <Suspense fallback={<Loading source={source} />}>
      <Result source={source} check={check} />
    </Suspense>
  );
}

function Result({ source, check }: { source: ReturnSource; check: Promise<PaymentLookup> }) {
  const { value: lookup, refreshing } = useLoaded(check);
  if (lookup.kind === "no_order") return <NoOrder source={source} />;
  return <OrderResult source={source} lookup={lookup} refreshing={refreshing} />;
}

/** Until the first look-up answers. */
function Loading({ source }: { source: ReturnSource }) {
  return source === "failure" ? (
    <Shell title="Pedido">
      <Spinner label="Cargando el pedido…" />
    </Shell>
  ) : (
    <Shell title="Confirmando el pago">
      <ResultPanel tone="waiting" heading={PAYMENT_MESSAGES.confirming} busy />
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} breadcrumb={BREADCRUMB} />
      <Container className="page-section payment-page">{children}</Container>
    </>
  );
}

const homeButton = (primary = false) => (
  <LinkButton to="/" variant={primary ? "primary" : "outline"}>
    Volver al inicio
  </LinkButton>
);

const checkoutButton = (primary = false) => (
  <LinkButton to="/shop/checkout" variant={primary ? "primary" : "outline"}>
    Volver al checkout
  </LinkButton>
);

/** /failure without an order (or another page without one): say so, and keep the way back to the cart. */
function NoOrder({ source }: { source: ReturnSource }) {
  const failure = source === "failure";
  return (
    <Shell title={failure ? "Pago no completado" : "Pedido no encontrado"}>
      <ResultPanel
        tone="error"
        heading={failure ? PAYMENT_MESSAGES.failure : PAYMENT_MESSAGES.notFound}
        text={failure ? "Puede volver al checkout: su carrito está como lo dejó." : undefined}
      >
        {failure && checkoutButton(true)}
        {homeButton(!failure)}
      </ResultPanel>
    </Shell>
  );
}

interface OrderResultProps {
  source: ReturnSource;
  lookup: Exclude<PaymentLookup, { kind: "no_order" }>;
  refreshing: boolean;
}

function OrderResult({ source, lookup, refreshing }: OrderResultProps) {
  const { state, recheck } = usePaymentCheck(lookup, refreshing, { poll: source !== "failure" });
  useWhenPaid(state);

  if (state.phase === "loading") return <Loading source={source} />;
  if (state.phase === "not_found") {
    return (
      <Shell title="Pedido no encontrado">
        <ResultPanel tone="error" heading={PAYMENT_MESSAGES.notFound}>
          {source === "failure" && checkoutButton(true)}
          {homeButton(source !== "failure")}
        </ResultPanel>
      </Shell>
    );
  }
  if (state.phase === "error") {
    return (
      <Shell title="Pedido">
        <InlineError message={state.message} onRetry={recheck} />
        <div className="payment-result__actions payment-result__actions--below">{homeButton()}</div>
      </Shell>
    );
  }

  const { order } = state;
  const view = resultView(source, state);
  return (
    <Shell title={view.title}>
      <ResultPanel tone={view.tone} heading={view.heading} text={view.text} orderId={order.id} busy={view.busy}>
        <Actions view={view} checkoutUrl={order.checkoutUrl} recheck={recheck} />
        <LinkButton
          to="/shop/order/$id"
          params={{ id: String(order.id) }}
          search={{ token: order.accessToken }}
          variant="outline"
        >
          Ver mi pedido
        </LinkButton>
        {homeButton(view.tone === "success" || view.tone === "pending")}
      </ResultPanel>
      <PaymentOrderSummary order={order} />
    </Shell>
  );
}

function Actions({ view, checkoutUrl, recheck }: { view: ResultView; checkoutUrl: string | null; recheck(): void }) {
  return (
    <>
      {view.pay && checkoutUrl && (
        <a href={checkoutUrl} className={buttonClass("primary")}>
          {view.tone === "error" ? "Volver a intentar el pago" : "Pagar con Mercado Pago"}
        </a>
      )}
      {view.recheck && (
        <Button variant={view.pay ? "outline" : "primary"} onClick={recheck}>
          Consultar nuevamente
        </Button>
      )}
      {view.backToCheckout && checkoutButton(!view.pay)}
    </>
  );
}

/**
 * Once the server says the order stands (approved, or pending with its stock held): the cart is done, and
 * the payment toast follows 1.5 s later (SPEC section 4).
 */
function useWhenPaid(state: PaymentCheck) {
  const status = state.phase === "settled" ? state.order.status : null;
  const orderId = "order" in state ? state.order.id : null;
  useEffect(() => {
    if (orderId === null || (status !== "approved" && status !== "pending")) return;
    clearCartForOrder(orderId);
    const timer = window.setTimeout(() => {
      if (status === "approved") notify("success", PAYMENT_MESSAGES.paidToast);
      else notify("info", PAYMENT_MESSAGES.pendingNotice);
    }, TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [orderId, status]);
}
