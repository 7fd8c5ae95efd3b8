import { Hono } from "hono";
import { usesEmbeddedAuth } from "../adapters/auth/select.ts";
import type { AppEnv } from "../env.ts";

/** The key the embedded stand-in accepts: public by nature, like Supabase's anon key. */
export const EMBEDDED_ANON_KEY = "clave-publica-del-panel-local";

/**
 * GET /api/auth-config: where the admin SPA's supabase-js client signs in. Supabase's project URL and its
 * public anon key in production; the shop's own origin (the Worker answers /auth/v1) locally. Nothing
 * secret: both values are public by design.
 */
export const authConfigRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { config } = c.var.deps;
  const embedded = usesEmbeddedAuth(config);
  c.header("Cache-Control", "no-store");
  return c.json({
    // Locally the page's own origin answers /auth/v1 (the Worker, or Vite's proxy under `npm run dev`).
    url: embedded ? new URL(c.req.url).origin : (config.SUPABASE_URL ?? ""),
    anonKey: embedded ? EMBEDDED_ANON_KEY : (config.SUPABASE_ANON_KEY ?? ""),
    embedded,
  });
});
