/**
 * 'Mi cuenta' (issue 43): where the storefront's supabase-js client keeps the shopper's session (its own key, apart
 * from the back office's 'qo-admin-auth'). Read here without supabase-js, so the pages that only need to know whether
 * someone is signed in (checkout) load nothing more until they do.
 */
export const SHOP_AUTH_STORAGE_KEY = "qo-shop-auth";

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
    const { getShopSupabase } = await import("./supabase.ts");
    const { data } = await (await getShopSupabase()).auth.getSession();
    return data.session ? { authorization: `Bearer ${data.session.access_token}` } : {};
  } catch {
    return {};
  }
}
