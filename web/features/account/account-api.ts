import type { AccountAnswer } from "../../../domain/api/account.ts";
import type { BusinessRequestInput } from "../../../domain/schemas/company.ts";
import { getShopSupabase } from "../../lib/account/supabase.ts";
import { errorMessage } from "../../lib/api.ts";

// 'Mi cuenta' (issue 43): the Worker's /api/account calls. The sign-in itself is supabase-js's (SignIn.tsx).

export class AccountError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const NETWORK = "No pudimos conectarnos. Revise su conexión e inténtelo de nuevo.";

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch {
    throw new AccountError(NETWORK, 0);
  }
  if (!res.ok) throw new AccountError(await errorMessage(res), res.status);
  return (await res.json()) as T;
}

/** POST /api/account/code: the account is made ready for the code (the same answer for any address). */
export function prepareCode(email: string): Promise<{ ready: true }> {
  return call("/api/account/code", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/account/link: the address's earlier guest orders join the account. */
export function linkOrders(token: string): Promise<{ linked: number }> {
  return call("/api/account/link", { method: "POST", headers: bearer(token) });
}

/** GET /api/account: the e-mail and the orders, newest first. */
export function readAccount(token: string): Promise<AccountAnswer> {
  return call("/api/account", { headers: bearer(token) });
}

/** POST /api/account/business-request: 'Cuenta empresa' (issue 44); the address is the token's. */
export function askForBusinessAccount(token: string, request: BusinessRequestInput): Promise<{ requested: true }> {
  return call("/api/account/business-request", {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json" },
    body: JSON.stringify(request),
  });
}

/** GoTrue's error codes (supabase-js AuthApiError.code) in the shop's words. */
export function signInMessage(error: { code?: string; status?: number } | null | undefined): string {
  switch (error?.code) {
    case "otp_expired":
      return "El código no es correcto o ya venció. Revíselo o pida uno nuevo.";
    case "over_request_rate_limit":
      return "Demasiados intentos con este código. Pida uno nuevo e inténtelo otra vez.";
    case "over_email_send_rate_limit":
      return "Ya le enviamos un código hace muy poco. Espere un minuto antes de pedir otro.";
    case "validation_failed":
      return "Revise el correo electrónico y el código.";
    default:
      return error?.status === 429
        ? "Demasiados intentos. Espere unos minutos e inténtelo de nuevo."
        : "No pudimos completar el ingreso. Inténtelo de nuevo en unos minutos.";
  }
}

/** The signed-in shopper's current access token (supabase-js refreshes an expired one). */
async function token(): Promise<string> {
  const { data } = await (await getShopSupabase()).auth.getSession();
  if (!data.session) throw new AccountError("Su sesión terminó. Ingrese nuevamente.", 401);
  return data.session.access_token;
}

/** A call of the signed-in account's /api/account/* (addresses, fiscal data, subscriptions). */
export async function accountCall<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  const headers: Record<string, string> = bearer(await token());
  if (body !== undefined) headers["content-type"] = "application/json";
  return call(`/api/account${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
