import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * A supabase-js client made once, on first use: GET /api/auth-config says where Auth is (the Supabase project, or the
 * shop's own stand-in), and supabase-js is imported then, dynamically, so it never lands in the shop's first load. The
 * back office (`qo-admin-auth`) and 'Mi cuenta' (`qo-shop-auth`) each keep their session under their own key. A failed
 * attempt can be retried; `failure` is what the person is told.
 */
export function supabaseClient(storageKey: string, failure: string): () => Promise<SupabaseClient> {
  let client: Promise<SupabaseClient> | undefined;
  const load = async () => {
    const [res, { createClient }] = await Promise.all([
      fetch("/api/auth-config", { headers: { accept: "application/json" } }),
      import("@supabase/supabase-js"),
    ]);
    if (!res.ok) throw new Error(failure);
    const config = (await res.json()) as { url: string; anonKey: string };
    return createClient(config.url, config.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey },
    });
  };
  return () => {
    client ??= load().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
}
