import { useEffect, useState } from "react";
import { LinkButton } from "../../components/Button.tsx";
import { Container } from "../../components/Container.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { fetchOrder, type OrderLookup } from "./fetch-order.ts";
import { OrderDetails } from "./OrderDetails.tsx";
import { useNoReferrer } from "./use-no-referrer.ts";
import "../cart/cart.css";
import "./order.css";

const ORDER_NOT_FOUND = "No encontramos el pedido. Revise el enlace que recibió por correo.";

/** /shop/order/{id}?token=…: status, items, totals, the delivery estimate and, while unpaid, how to pay. */
export function OrderPage({ id, token }: { id: string; token?: string }) {
  useNoReferrer();
  usePageTitle("Pedido");
  const [lookup, setLookup] = useState<OrderLookup | "loading">(token ? "loading" : { kind: "not_found" });

  useEffect(() => {
    if (!token) {
      setLookup({ kind: "not_found" });
      return;
    }
    let live = true;
    setLookup("loading");
    void fetchOrder(id, token).then((result) => live && setLookup(result));
    return () => {
      live = false;
    };
  }, [id, token]);

  return (
    <>
      <PageHeader
        title={lookup !== "loading" && lookup.kind === "found" ? `Pedido ${lookup.order.id}` : "Pedido"}
        breadcrumb={[{ label: "Pedido" }]}
      />
      <Container className="page-section order-page">
        {lookup === "loading" ? (
          <Spinner label="Cargando el pedido..." />
        ) : lookup.kind === "not_found" ? (
          <div className="order-message" role="alert">
            <p>{ORDER_NOT_FOUND}</p>
            <LinkButton to="/" variant="primary">
              Volver al inicio
            </LinkButton>
          </div>
        ) : lookup.kind === "error" ? (
          <div className="order-message" role="alert">
            <p>{lookup.message}</p>
          </div>
        ) : (
          <OrderDetails order={lookup.order} />
        )}
      </Container>
    </>
  );
}
