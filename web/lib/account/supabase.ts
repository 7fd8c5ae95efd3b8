import { supabaseClient } from "../supabase-client.ts";

/** Where the storefront's supabase-js client keeps the shopper's session: its own key, apart from 'qo-admin-auth'. */
export const SHOP_AUTH_STORAGE_KEY = "qo-shop-auth";

/**
 * The storefront's supabase-js client for 'Mi cuenta' (issue 43), used by the account's pages and, through
 * stored-session.ts, by whatever asks for a signed-in shopper's token. supabase-js itself is imported on the first call
 * (web/lib/supabase-client.ts), so this module is a few hundred bytes and never in the first load.
 */
export const getShopSupabase = supabaseClient(
  SHOP_AUTH_STORAGE_KEY,
  "No pudimos preparar el ingreso. Inténtelo más tarde.",
);
