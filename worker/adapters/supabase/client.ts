import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** One client per project and key in an isolate: the Worker builds its deps per request, not its clients. */
const clients = new Map<string, SupabaseClient>();

/**
 * The Worker's supabase-js client for one project: Storage and Auth go through the official library, which
 * owns the protocol (paths, headers, the new `sb_publishable_`/`sb_secret_` keys, which it sends only as
 * `apikey` and never as a Bearer token). Nothing is kept between requests: no session, no refresh timer,
 * no URL parsing. The realtime client supabase-js builds up front is never connected.
 */
export function supabaseClient(url: string, key: string, fetchFn?: typeof fetch): SupabaseClient {
  if (fetchFn) return newClient(url, key, fetchFn);
  const id = `${url}\n${key}`;
  let client = clients.get(id);
  if (!client) {
    client = newClient(url, key);
    clients.set(id, client);
  }
  return client;
}

function newClient(url: string, key: string, fetchFn?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 (the tests) has no WebSocket; workerd does, but the Worker never opens one either way.
    realtime: { transport: class {} as never },
    global: fetchFn ? { fetch: fetchFn } : {},
  });
}
