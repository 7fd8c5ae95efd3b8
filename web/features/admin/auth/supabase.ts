import type { SupabaseClient } from "@supabase/supabase-js";

interface AuthConfig {
  url: string;
  anonKey: string;
  embedded: boolean;
}

let client: Promise<SupabaseClient> | undefined;

/**
 * The back office's supabase-js client, made once: GET /api/auth-config says where to sign in (the Supabase
 * project, or the shop itself with the embedded stand-in). supabase-js is imported here dynamically, so it
 * lives only in the admin chunks, never in the storefront's first load.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= load().catch((error: unknown) => {
    client = undefined; // a failed attempt can be retried
    throw error;
  });
  return client;
}

async function load(): Promise<SupabaseClient> {
  const [res, { createClient }] = await Promise.all([
    fetch("/api/auth-config", { headers: { accept: "application/json" } }),
    import("@supabase/supabase-js"),
  ]);
  if (!res.ok) throw new Error("No pudimos preparar el inicio de sesión. Inténtelo más tarde.");
  const config = (await res.json()) as AuthConfig;
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: "qo-admin-auth" },
  });
}
