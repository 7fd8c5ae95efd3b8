import type { OrderView } from "../../../domain/api/orders.ts";
import type { QuoteSummary, QuoteView } from "../../../domain/api/quotes.ts";
import type { QuoteAcceptance } from "../../../domain/schemas/quote.ts";
import { accountAuthorization } from "../../lib/account/stored-session.ts";
import { type FieldDetail, fieldDetails } from "../../lib/api.ts";

// The storefront's calls to /api/quotes (issue 44 part 3). The signed-in shopper's token goes with each (when any).

const NETWORK = "No pudimos conectarnos. Revise su conexión e inténtelo de nuevo.";
const GENERIC = "Ha ocurrido un error, inténtelo más tarde.";

/** A refusal of /api/quotes: the Spanish message, and the fields it names (`details: [{path, message}]`), if any. */
export class QuoteApiError extends Error {
  constructor(
    message: string,
    readonly fields: FieldDetail[] = [],
  ) {
    super(message);
  }
}

async function refusal(res: Response): Promise<QuoteApiError> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string; details?: unknown } } | null;
  return new QuoteApiError(body?.error?.message ?? GENERIC, fieldDetails(body?.error?.details));
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      cache: "no-store",
      headers: { accept: "application/json", ...(await accountAuthorization()), ...init.headers },
    });
  } catch {
    throw new Error(NETWORK);
  }
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as T;
}

const query = (token: string | undefined) => (token ? `?token=${encodeURIComponent(token)}` : "");

/** POST /api/quotes: the cart as a request with a note and, optionally, where it goes ('retiro' or a department). */
export const requestQuote = (
  items: { productId: number; variantId: number; quantity: number }[],
  note: string,
  destination: string | null,
) =>
  call<{ quote: QuoteView }>("/api/quotes", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ items, note, destination }),
  });

/** GET /api/quotes: 'Mis cotizaciones'. */
export const myQuotes = () => call<{ quotes: QuoteSummary[] }>("/api/quotes");

/** GET /api/quotes/:id?token=: the quote's page. */
export const readQuote = (id: string, token: string | undefined) =>
  call<{ quote: QuoteView }>(`/api/quotes/${encodeURIComponent(id)}${query(token)}`);

/** POST /api/quotes/:id/accept?token=: the order at the quoted prices. */
export const acceptQuote = (id: number, token: string | undefined, form: Omit<QuoteAcceptance, "subscribe">) =>
  call<{ order: OrderView; checkoutUrl: string | null }>(`/api/quotes/${id}/accept${query(token)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(form),
  });
