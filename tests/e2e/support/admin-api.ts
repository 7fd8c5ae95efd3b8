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
