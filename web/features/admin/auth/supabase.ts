import { supabaseClient } from "../../../lib/supabase-client.ts";

/** The back office's supabase-js client (web/lib/supabase-client.ts): only in the admin chunks. */
export const getSupabase = supabaseClient(
  "qo-admin-auth",
  "No pudimos preparar el inicio de sesión. Inténtelo más tarde.",
);
