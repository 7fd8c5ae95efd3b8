import type { Config } from "../../config.ts";
import "../../embedded-code.ts";
import type { Database } from "../../db/database.ts";
import { embeddedAdminAccounts } from "../admin-accounts/embedded.ts";
import type { AdminAccountsPort } from "../admin-accounts/port.ts";
import { supabaseAdminAccounts } from "../admin-accounts/supabase.ts";
import { jwtAuth } from "./jwt.ts";
import type { AuthPort } from "./port.ts";
import { embeddedSessionCheck, type SessionCheck, supabaseSessionCheck } from "./session-check.ts";

/**
 * Whether the Worker itself answers supabase-js's sign-in calls (no Supabase project configured, and a build with
 * the embedded stand-ins: worker/embedded-code.ts).
 */
export function usesEmbeddedAuth(config: Config): boolean {
  return SHOP_EMBEDDED && !config.SUPABASE_URL && config.ENVIRONMENT !== "production";
}

/**
 * Issuer and secret of the tokens the embedded stand-in signs: the secret of this data directory, which
 * `npm start` creates on first start (scripts/embedded/local-secret.ts); never one written in the source.
 */
export function embeddedAuthSettings(config: Config) {
  if (!config.LOCAL_AUTH_SECRET)
    throw new Error("LOCAL_AUTH_SECRET is not set: the embedded sign-in cannot sign tokens");
  return { issuer: new URL("/auth/v1", config.PUBLIC_SITE_URL).toString(), secret: config.LOCAL_AUTH_SECRET };
}

/**
 * Supabase Auth when the project is configured: its JWKS (the asymmetric signing keys new projects use), and
 * its legacy HS256 secret when SUPABASE_JWT_SECRET is set; otherwise the embedded stand-in's tokens.
 * Production config requires SUPABASE_URL, so it never verifies local tokens.
 */
export function authFromConfig(config: Config): AuthPort {
  if (usesEmbeddedAuth(config)) return jwtAuth(embeddedAuthSettings(config));
  if (!config.SUPABASE_URL) throw new Error("SUPABASE_URL is required to verify admin tokens");
  const issuer = `${config.SUPABASE_URL.replace(/\/$/, "")}/auth/v1`;
  return jwtAuth({ issuer, secret: config.SUPABASE_JWT_SECRET, jwksUrl: `${issuer}/.well-known/jwks.json` });
}

/** Whether a token's session is still signed in: asked of our database, or of Supabase Auth. */
export function sessionCheckFromConfig(config: Config, db: Database): SessionCheck {
  // SHOP_EMBEDDED written here too: a build without the stand-ins drops them (worker/embedded-code.ts).
  return SHOP_EMBEDDED && usesEmbeddedAuth(config) ? embeddedSessionCheck(db) : supabaseSessionCheck(config);
}

/** The back office's admin accounts: the project's Auth (Admin API), or the embedded stand-in's. */
export function adminAccountsFromConfig(config: Config, db: Database): AdminAccountsPort {
  if (SHOP_EMBEDDED && usesEmbeddedAuth(config)) return embeddedAdminAccounts(db);
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: secretKey, SUPABASE_ANON_KEY: publishableKey } = config;
  if (!url || !secretKey || !publishableKey) {
    // Only outside production (which requires all three): nothing to manage accounts with.
    return unavailableAdminAccounts;
  }
  return supabaseAdminAccounts(db, { url, secretKey, publishableKey });
}

const unavailable = () =>
  Promise.reject(new Error("Admin accounts need SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ANON_KEY"));
const unavailableAdminAccounts: AdminAccountsPort = {
  list: unavailable,
  add: unavailable,
  passwordMatches: unavailable,
  setPassword: unavailable,
  remove: unavailable,
  ensureCustomer: unavailable,
  removeCustomer: unavailable,
};
