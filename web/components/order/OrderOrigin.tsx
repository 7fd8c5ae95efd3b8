import type { ReactNode } from "react";
import type { OrderView } from "../../../domain/api/orders.ts";

/**
 * Where an order's prices came from (issue 44), above its lines: 'Lista: Mayorista A' for a wholesale list and
 * 'Cotización C-1001' for an accepted quote. The shopper's order page and the back office's order sheet show the
 * same line; the desk links the quote (`quoteLink`) to 'Cotizaciones'.
 */
export function OrderOrigin({
  order,
  className = "order-price-list",
  quoteLink = (quote) => quote.number,
}: {
  order: Pick<OrderView, "priceListName" | "quote">;
  className?: string;
  quoteLink?: (quote: NonNullable<OrderView["quote"]>) => ReactNode;
}) {
  const { priceListName, quote } = order;
  if (!priceListName && !quote) return null;
  return (
    <p className={className}>
      {priceListName && `Lista: ${priceListName}`}
      {priceListName && quote && " · "}
      {quote && <>Cotización {quoteLink(quote)}</>}
    </p>
  );
}
