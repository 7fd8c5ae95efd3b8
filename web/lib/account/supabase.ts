import { supabaseClient } from "../supabase-client.ts";
import { SHOP_AUTH_STORAGE_KEY } from "./stored-session.ts";

/**
 * The storefront's supabase-js client for 'Mi cuenta' (issue 43), loaded only by the account's pages and a signed-in
 * checkout (never the first load). Its session is kept under its own key, apart from the back office's.
 */
export const getShopSupabase = supabaseClient(
  SHOP_AUTH_STORAGE_KEY,
  "No pudimos preparar el ingreso. Inténtelo más tarde.",
);
