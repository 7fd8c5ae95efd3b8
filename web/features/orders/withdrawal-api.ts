import type { OrderWithdrawalAnswer, WithdrawalView } from "../../../domain/api/withdrawal.ts";

// The order page's side of the right of withdrawal (decision 029): GET and POST /api/orders/:id/withdrawal?token=….

const url = (orderId: number, token: string) => `/api/orders/${orderId}/withdrawal?token=${encodeURIComponent(token)}`;

export async function fetchWithdrawal(orderId: number, token: string): Promise<OrderWithdrawalAnswer | null> {
  try {
    const res = await fetch(url(orderId, token), { headers: { accept: "application/json" }, cache: "no-store" });
    return res.ok ? ((await res.json()) as OrderWithdrawalAnswer) : null;
  } catch {
    return null;
  }
}

/** Sends the request; the server's Spanish refusal is thrown as an Error's message. */
export async function sendWithdrawal(
  orderId: number,
  token: string,
  body: { lines: { itemId: number; quantity: number }[]; comment: string },
): Promise<WithdrawalView> {
  let res: Response;
  try {
    res = await fetch(url(orderId, token), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("No pudimos conectar con la tienda. Revise su conexión e inténtelo de nuevo.");
  }
  const json = (await res.json().catch(() => null)) as {
    withdrawal?: WithdrawalView;
    error?: { message: string };
  } | null;
  if (!res.ok || !json?.withdrawal) throw new Error(json?.error?.message ?? "No pudimos enviar la solicitud.");
  return json.withdrawal;
}
