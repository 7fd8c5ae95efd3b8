/**
 * The back office's search params as the URL carries them, validated by each page (orders/orders-search.ts).
 * Typed like the storefront's params of the same name (the router merges every route's search into one type);
 * the router may still hand over a number for an all-digit 'q', which the zod schema accepts.
 */
export interface AdminSearch {
  page?: number;
  status?: string;
  /** The orders desk's fulfilment filter (domain/order-status.ts FULFILMENT_FILTERS). */
  fulfilment?: string;
  payment?: string;
  delivery?: string;
  from?: string;
  to?: string;
  q?: string;
}
