import { createClient } from "@supabase/supabase-js";
import type { Hono } from "hono";

/** Helpers of the stand-ins' tests: supabase-js against an app, without a network. */

export const SUPABASE_URL = "https://ensayoquimicaorient.supabase.co";
export const KEYS = {
  publishable: "sb_publishable_testpublishablekey0123",
  secret: "sb_secret_testsecretkey0123456789abcd",
};

/** fetch that hands every request to `app` (what supabase-js's `global.fetch` gets). */
export function fetchTo(app: Pick<Hono, "fetch">): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof fetch;
}

/** A supabase-js client with `key`, talking to `app`. */
export function supabaseClient(app: Pick<Hono, "fetch">, key: string) {
  return createClient(SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; realtime is not used, but the client builds it up front.
    realtime: { transport: class {} as never },
    global: { fetch: fetchTo(app) },
  });
}
