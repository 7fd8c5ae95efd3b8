import { getRouteApi } from "@tanstack/react-router";
import { Suspense } from "react";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { RepeatOrder } from "../../components/order/RepeatOrder.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import type { OrderLookup } from "../../lib/order-lookup.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { useNoReferrer } from "../../lib/use-no-referrer.ts";
import { OrderDetails } from "./OrderDetails.tsx";
import "../../components/cart.css";
import "../../components/order/order.css";

const route = getRouteApi("/shop/order/$id");

const ORDER_NOT_FOUND = "No encontramos el pedido. Revise el enlace que recibió por correo.";

/**
 * /shop/order/{id}?token=…: status, items, totals, the delivery estimate and, while unpaid, how to pay. The route's
 * loader looks the order up (routes/shop.order.$id.tsx); the page shows its heading and a spinner until it answers.
 */
export function OrderPage() {
  useNoReferrer();
  usePageTitle("Pedido");
  const { lookup } = route.useLoaderData();
  return (
    <Suspense fallback={<OrderFrame title="Pedido" body={<Spinner label="Cargando el pedido..." />} loading />}>
      <OrderResult lookup={lookup} />
    </Suspense>
  );
}

function OrderFrame({ title, body, loading = false }: { title: string; body: React.ReactNode; loading?: boolean }) {
  return (
    <>
      <PageHeader title={title} breadcrumb={[{ label: "Pedido" }]} />
      {/* While the order loads it holds the screen, so the footer is not seen jumping down when it arrives (CLS). */}
      <Container className={loading ? "page-section order-page order-page--loading" : "page-section order-page"}>
        {body}
      </Container>
    </>
  );
}

function OrderResult({ lookup }: { lookup: Promise<OrderLookup> }) {
  const { value: result } = useLoaded(lookup);
  if (result.kind === "found")
    return (
      <OrderFrame
        title={`Pedido ${result.order.id}`}
        body={
          <>
            <RepeatOrder items={result.order.items} />
            <OrderDetails order={result.order} invoices={result.invoices} documents={result.documents} />
          </>
        }
      />
    );
  return (
    <OrderFrame
      title="Pedido"
      body={
        <div className="order-message" role="alert">
          <p>{result.kind === "not_found" ? ORDER_NOT_FOUND : result.message}</p>
          {result.kind === "not_found" && (
            <LinkButton to="/" variant="primary">
              Volver al inicio
            </LinkButton>
          )}
        </div>
      }
    />
  );
}
