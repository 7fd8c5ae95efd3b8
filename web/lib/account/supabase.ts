import type { SupabaseClient } from "@supabase/supabase-js";
import { SHOP_AUTH_STORAGE_KEY } from "./stored-session.ts";

let client: Promise<SupabaseClient> | undefined;

/**
 * The storefront's supabase-js client for 'Mi cuenta' (issue 43), made once and loaded only by the account's pages and
 * a signed-in checkout (never the first load): GET /api/auth-config says where Auth is (the Supabase project, or the
 * shop's own stand-in). Its session is kept under its own key, apart from the back office's.
 */
export function getShopSupabase(): Promise<SupabaseClient> {
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
  if (!res.ok) throw new Error("No pudimos preparar el ingreso. Inténtelo más tarde.");
  const config = (await res.json()) as { url: string; anonKey: string };
  return createClient(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: SHOP_AUTH_STORAGE_KEY,
    },
  });
}
