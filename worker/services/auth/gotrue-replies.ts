import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RateLimitRule } from "../../adapters/rate-limit/port.ts";
import type { AppEnv } from "../../env.ts";
import { RATE_LIMITED_MESSAGE } from "../../http/rate-limit.ts";
import { containsNul } from "../../http/request-limits.ts";

/**
 * The Auth stand-in's answers in GoTrue's shapes (worker/routes/auth.ts, auth-otp.ts): errors as GoTrue >= 2024-01-01
 * writes them ({code, message} and header X-Supabase-Api-Version), plus error_code and msg for older readers.
 */
export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

export function goTrueError(code: string, message: string) {
  return { code, error_code: code, msg: message, message };
}

export function fail(c: Context<AppEnv>, status: ContentfulStatusCode, code: string, message: string) {
  c.header("Cache-Control", "no-store");
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json(goTrueError(code, message), status);
}

/** The JSON object body, or null when it is not one (or carries a NUL). */
export async function objectBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body) || containsNul(body)) return null;
  return body as Record<string, unknown>;
}

/** Counts one attempt against `rule`; the 429 answer when over the limit. */
export async function overLimit(c: Context<AppEnv>, rule: RateLimitRule, key: string): Promise<Response | null> {
  const verdict = await c.var.deps.rateLimiter.hit(rule, key);
  if (verdict.allowed) return null;
  c.header("Retry-After", String(verdict.retryAfterSeconds));
  return fail(c, 429, "over_request_rate_limit", RATE_LIMITED_MESSAGE);
}
