import { getShopSupabase, SHOP_AUTH_STORAGE_KEY } from "./supabase.ts";

/**
 * 'Mi cuenta' (issue 43): the shopper's session as the storefront's supabase-js client stored it, read without
 * supabase-js, so the pages that only need to know whether someone is signed in (checkout) load supabase-js only when
 * someone is. ./supabase.ts is imported statically: it is a few hundred bytes in the same chunk as this module, and it
 * imports supabase-js only on its first call (docs/decisions/028).
 */

/** The signed-in shopper's e-mail as stored, or null (nobody signed in in this browser). */
export function storedAccountEmail(): string | null {
  if (typeof localStorage === "undefined") return null;
  try {
    const raw = JSON.parse(localStorage.getItem(SHOP_AUTH_STORAGE_KEY) ?? "null") as {
      user?: { email?: unknown };
    } | null;
    return typeof raw?.user?.email === "string" ? raw.user.email : null;
  } catch {
    return null;
  }
}

/**
 * The Authorization header of the signed-in shopper (a fresh access token: supabase-js refreshes an expired one), or
 * none. supabase-js is loaded only when a session is stored.
 */
export async function accountAuthorization(): Promise<Record<string, string>> {
  if (!storedAccountEmail()) return {};
  try {
    const { data } = await (await getShopSupabase()).auth.getSession();
    return data.session ? { authorization: `Bearer ${data.session.access_token}` } : {};
  } catch {
    return {};
  }
}
