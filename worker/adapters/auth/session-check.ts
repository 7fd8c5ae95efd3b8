import type { Config } from "../../config.ts";
import { sessionIsActive } from "../../db/auth.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { TtlCache } from "../../services/ttl-cache.ts";
import { getSupabaseUser } from "../supabase/client.ts";
import type { AuthUser } from "./port.ts";

/**
 * Whether the session a verified access token belongs to is still signed in. A token stays valid for its
 * hour, but signing out ends its session: the back office refuses it from then on (within SESSION_CHECK_MS
 * when Supabase Auth is asked), as GoTrue's own GET /user does. A token without a session_id claim has no
 * session to end (GoTrue does not check one either).
 */
export type SessionCheck = (accessToken: string, user: AuthUser) => Promise<boolean>;

/** How long Supabase Auth's answer about a session is trusted in this isolate. */
export const SESSION_CHECK_MS = 30_000;

const sessionOf = (user: AuthUser) =>
  typeof user.claims.session_id === "string" ? (user.claims.session_id as string) : null;

/** The embedded stand-in's sessions are in our database (embedded_auth_refresh_tokens). */
export function embeddedSessionCheck(db: Database): SessionCheck {
  return async (_token, user) => {
    const sessionId = sessionOf(user);
    if (!sessionId) return true;
    return db.run(serviceRole, (tx) => sessionIsActive(tx, sessionId));
  };
}

/** Auth's answers in this isolate: the Worker builds its deps (and this check) per request. */
const isolateSessions = new TtlCache<boolean>(SESSION_CHECK_MS, 1000);

/**
 * Supabase Auth, through auth-js's GET /user as supabase-js's `auth.getUser(token)` sends it (GET /auth/v1/user with the project's public
 * key): GoTrue answers 403 session_not_found (or 401) once the session was signed out. A failure of Auth
 * itself (5xx, unreachable) throws: the request fails rather than guessing.
 */
export function supabaseSessionCheck(
  config: Pick<Config, "SUPABASE_URL" | "SUPABASE_ANON_KEY">,
  fetchFn?: typeof fetch,
  cache = isolateSessions,
): SessionCheck {
  return async (token, user) => {
    const sessionId = sessionOf(user);
    if (!sessionId) return true;
    const known = cache.get(sessionId);
    if (known !== undefined) return known;
    if (!config.SUPABASE_URL || !config.SUPABASE_ANON_KEY) {
      throw new Error("Checking a Supabase session needs SUPABASE_URL and SUPABASE_ANON_KEY");
    }
    const { error } = await getSupabaseUser(config.SUPABASE_URL, config.SUPABASE_ANON_KEY, token, fetchFn);
    const status = error?.status ?? 0;
    if (error && !(status >= 400 && status < 500)) {
      throw new Error(`Supabase Auth answered ${status || "nothing"} checking a session: ${error.message}`);
    }
    const active = !error;
    cache.set(sessionId, active);
    return active;
  };
}
