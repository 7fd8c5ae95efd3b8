/**
 * The Worker's Supabase Auth client, through Supabase's own library (@supabase/auth-js, a package supabase-js is made
 * of), which owns the protocol: paths, headers, the new
 * `sb_publishable_`/`sb_secret_` keys, error shapes. Not supabase-js itself: its client carries the whole of
 * GoTrueClient (sessions, refresh timers, MFA, passkeys, web3 sign-in), about 90 KB of the Worker's upload of which
 * the Worker used two requests (issue 39: the upload ≤ 220 KiB, docs/decisions/028 session 21). auth-js's package
 * index pulls GoTrueClient in (it is not marked free of side effects), so its modules are imported by path: the
 * Admin API class and the request helper GoTrueClient itself sends those two requests with. Pinned versions
 * (package.json); a change of their layout fails the type check and these adapters' tests.
 */
import GoTrueAdminApi from "@supabase/auth-js/dist/module/GoTrueAdminApi.js";
import { type AuthError, isAuthError } from "@supabase/auth-js/dist/module/lib/errors.js";
import { _request, _sessionResponsePassword, _userResponse } from "@supabase/auth-js/dist/module/lib/fetch.js";
import type { Session, User } from "@supabase/auth-js/dist/module/lib/types.js";

export type { User };
export type AuthAdminApi = GoTrueAdminApi;

/** The headers supabase-js gives its Auth client: the project's key as `apikey` and as the default Bearer. */
function authHeaders(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}`, apikey: key };
}

const authUrl = (url: string) => `${url.replace(/\/+$/, "")}/auth/v1`;

/** Auth's Admin API with the project's secret key (create, list, update, delete users; sign a session out). */
export function supabaseAuthAdmin(url: string, secretKey: string, fetchFn?: typeof fetch): GoTrueAdminApi {
  return new GoTrueAdminApi({ url: authUrl(url), headers: authHeaders(secretKey), fetch: fetchFn });
}

/**
 * GoTrue's GET /user with a user's access token, as supabase-js's `auth.getUser(token)` sends it: the user, or the
 * Auth error (403 session_not_found once the session was signed out, 401 for a bad token). Other failures throw.
 */
export async function getSupabaseUser(
  url: string,
  publishableKey: string,
  accessToken: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ user: User | null; error: AuthError | null }> {
  try {
    const { data } = await _request(fetchFn, "GET", `${authUrl(url)}/user`, {
      headers: authHeaders(publishableKey),
      jwt: accessToken,
      xform: _userResponse,
    });
    return { user: data.user, error: null };
  } catch (error) {
    if (isAuthError(error)) return { user: null, error };
    throw error;
  }
}

/** GoTrue's password grant, as supabase-js's `auth.signInWithPassword` sends it (no session is kept). */
export async function signInWithPassword(
  url: string,
  publishableKey: string,
  credentials: { email: string; password: string },
  fetchFn: typeof fetch = fetch,
): Promise<{ session: Session | null; error: AuthError | null }> {
  try {
    const { data } = await _request(fetchFn, "POST", `${authUrl(url)}/token?grant_type=password`, {
      headers: authHeaders(publishableKey),
      body: { ...credentials, gotrue_meta_security: {} },
      xform: _sessionResponsePassword,
    });
    return { session: data.session, error: null };
  } catch (error) {
    if (isAuthError(error)) return { session: null, error };
    throw error;
  }
}
