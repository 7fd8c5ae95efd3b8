import { type Database, serviceRole } from "../../db/database.ts";
import { countHit, releaseHit } from "../../db/rate-limits.ts";
import type { RateLimiterPort, RateLimitRule } from "./port.ts";

/** Used when no secret is configured (npm start, tests): the hashes are then only as private as the addresses. */
const LOCAL_SECRET = "local development: no secret configured";

/**
 * Rate limiter on Postgres (the `rate_limits` table): fixed windows aligned on the epoch, one row per
 * bucket, client and window, counted with one atomic upsert in a unit of work of its own. The same code
 * runs on PGlite (`npm start`, tests) and on Supabase, and the count is shared by every Worker isolate
 * and Cloudflare location.
 *
 * The client key is stored as HMAC-SHA-256 under a key derived from `secret`: a plain hash of an IPv4
 * address is undone by trying all 2³² of them, a keyed one is not without the secret.
 */
export function postgresRateLimiter(db: Database, options: { now: () => Date; secret?: string }): RateLimiterPort {
  /** The current window of `rule` and the stored form of `key`. */
  const place = async (rule: RateLimitRule, key: string) => {
    checkRule(rule);
    const now = options.now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const keyHash = await hmacHex(await signingKey(options.secret || LOCAL_SECRET), `${rule.bucket}\n${key}`);
    return { now, windowStart, windowEnd: windowStart + windowMs, keyHash };
  };
  return {
    async hit(rule, key) {
      const { now, windowStart, windowEnd, keyHash } = await place(rule, key);
      const hits = await db.run(serviceRole, (tx) =>
        countHit(tx, {
          bucket: rule.bucket,
          keyHash,
          windowStart: new Date(windowStart),
          windowEnd: new Date(windowEnd),
        }),
      );
      return {
        allowed: hits <= rule.limit,
        hits,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
      };
    },
    async release(rule, key) {
      const { windowStart, keyHash } = await place(rule, key);
      await db.run(serviceRole, (tx) =>
        releaseHit(tx, { bucket: rule.bucket, keyHash, windowStart: new Date(windowStart) }),
      );
    },
  };
}

function checkRule(rule: RateLimitRule) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.bucket)) throw new Error(`Bad rate-limit bucket name: ${rule.bucket}`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`Bad rate limit: ${rule.limit}`);
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) {
    throw new Error(`Bad rate-limit window: ${rule.windowSeconds}`);
  }
}

const encoder = new TextEncoder();

/** Derived keys by secret: the Worker builds its deps per request, the key once per isolate. */
const signingKeys = new Map<string, Promise<CryptoKey>>();

function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = deriveKey(secret);
    signingKeys.set(secret, key);
  }
  return key;
}

/** A key for this purpose only, derived from the configured secret (which also serves elsewhere). */
async function deriveKey(secret: string): Promise<CryptoKey> {
  const master = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", master, encoder.encode("rate-limit client keys v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function hmacHex(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
