import type { APIRequestContext, BrowserContextOptions } from "@playwright/test";
import { apiAdminToken } from "./admin.ts";

/**
 * The admin's token from the session the `adminTest` fixture signed in once per worker (its stored localStorage),
 * for setting state up through the admin API without opening a page of the panel first (issue 39: a page load only
 * to read the token cost each test a whole load of the back office). Within a minute of its expiry, or without a
 * stored session, a token signed in through the API instead (apiAdminToken, reused per worker).
 */
export async function sessionToken(
  session: BrowserContextOptions["storageState"],
  request: APIRequestContext,
): Promise<string> {
  const stored =
    typeof session === "object"
      ? session.origins.flatMap((o) => o.localStorage).find((item) => item.name === "qo-admin-auth")?.value
      : undefined;
  if (stored) {
    const { access_token, expires_at } = JSON.parse(stored) as { access_token?: string; expires_at?: number };
    if (access_token && expires_at && expires_at * 1000 > Date.now() + 60_000) return access_token;
  }
  return apiAdminToken(request);
}

/** The Authorization header of that token. */
export async function adminHeaders(
  session: BrowserContextOptions["storageState"],
  request: APIRequestContext,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await sessionToken(session, request)}` };
}

/** The shop's invoicing data (Ajustes > Facturación) as the CFE specs set it, with DGI's buyer threshold. */
export const DEMO_ISSUER = {
  issuerRut: "211234560019",
  legalName: "Química Oriental S.A.",
  address: "Av. General Flores 2415",
  city: "Montevideo",
  department: "Montevideo",
  identifyBuyerFrom: 32000,
};

/** Saves DEMO_ISSUER through the API, so the stand-in provider issues CFEs. */
export async function setDemoIssuer(request: APIRequestContext, auth: Record<string, string>) {
  const res = await request.put("/api/admin/invoice-settings", { headers: auth, data: DEMO_ISSUER });
  if (res.status() !== 200) throw new Error(`invoice settings: HTTP ${res.status()} ${await res.text()}`);
}
