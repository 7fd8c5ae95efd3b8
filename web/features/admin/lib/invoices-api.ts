import type { AdminInvoice, InvoiceSettings, InvoicingStatus } from "../../../../domain/api/invoices.ts";
import type { InvoiceKind } from "../../../../domain/invoices.ts";
import { AdminApiError, adminFetch, adminJson } from "../auth/admin-fetch.ts";
import { accessToken, EXPIRED_MESSAGE, endSession } from "../auth/session-store.ts";
import { downloadAdminFile } from "./download.ts";

// The back office's calls about e-invoices (issue 26): the desk's notice, an order's CFEs, the accountant's
// monthly export and Ajustes > Facturación. Shared by the orders desk and the settings page.

/** GET /invoices/status: the provider, whether the issuer is set, and the approved orders without their CFE. */
export const fetchInvoicingStatus = (signal?: AbortSignal) => adminJson<InvoicingStatus>("/invoices/status", signal);

export const fetchInvoiceSettings = (signal?: AbortSignal) => adminJson<InvoiceSettings>("/invoice-settings", signal);

/** PUT /invoice-settings: the settings as saved; a refusal (400) rejects with the server's Spanish message. */
export async function saveInvoiceSettings(settings: InvoiceSettings): Promise<InvoiceSettings> {
  const res = await adminFetch("/invoice-settings", {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(settings),
  });
  return (await res.json()) as InvoiceSettings;
}

/** POST /orders/:id/cfe/:kind/retry: another attempt now; the invoice as it stands after it. */
export async function retryInvoice(orderId: number, kind: InvoiceKind): Promise<AdminInvoice> {
  const res = await adminFetch(`/orders/${orderId}/cfe/${kind}/retry`, {
    method: "POST",
    headers: { accept: "application/json" },
  });
  return ((await res.json()) as { invoice: AdminInvoice }).invoice;
}

/** The printed representation's data of an order's CFE (GET …/cfe/:kind), for the PDF builder to fetch. */
export function cfeUrl(orderId: number, kind: InvoiceKind): string {
  return `/api/admin/orders/${orderId}/cfe/${kind}`;
}

/** The session's Bearer header, as adminFetch sends it (no session: it ends, and the login page says why). */
export async function adminHeaders(): Promise<Record<string, string>> {
  const token = await accessToken();
  if (!token) {
    await endSession(EXPIRED_MESSAGE);
    throw new AdminApiError(EXPIRED_MESSAGE, 401);
  }
  return { authorization: `Bearer ${token}` };
}

/** GET /invoices/export.csv?month=YYYY-MM: the month's CFEs and credit notes, for the accountant. */
export function downloadInvoices(month: string): Promise<void> {
  return downloadAdminFile(`/invoices/export.csv?month=${month}`, `comprobantes-${month}`);
}
