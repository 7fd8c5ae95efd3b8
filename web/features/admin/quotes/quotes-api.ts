import type { QuoteSummary, QuoteView } from "../../../../domain/api/quotes.ts";
import type { QuoteEdit } from "../../../../domain/schemas/quote.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";

// 'Cotizaciones' (issue 44 part 3): /api/admin/quotes. Errors reject with the server's reason (AdminApiError).

async function send(method: string, path: `/${string}`, body: unknown): Promise<QuoteView> {
  const res = await adminFetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { quote: QuoteView }).quote;
}

export const fetchQuotes = (signal?: AbortSignal) => adminJson<{ quotes: QuoteSummary[] }>("/quotes", signal);
export const fetchQuote = (id: number) =>
  adminJson<{ quote: QuoteView }>(`/quotes/${id}`).then((answer) => answer.quote);
export const saveQuote = (id: number, edit: QuoteEdit) => send("PUT", `/quotes/${id}`, edit);
export const sendQuote = (id: number, validUntil?: string) => send("POST", `/quotes/${id}/send`, { validUntil });
export const declineQuote = (id: number, reason: string) => send("POST", `/quotes/${id}/decline`, { reason });
