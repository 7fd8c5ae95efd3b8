/** What is counted: a name (one counter per name and client) and how many hits a window allows. */
export interface RateLimitRule {
  /** Lower-case words joined by '-', e.g. 'order', 'receipt-upload'. */
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  /** Length of the fixed window, in seconds. */
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Seconds until the current window closes (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * Rate limiter port: counts one hit of `key` (a client address or an account, in clear; the adapter
 * decides how it is stored) against a rule, and says whether it is within the limit. Every hit counts,
 * refused ones too.
 */
export interface RateLimiterPort {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
  /**
   * Takes one hit of `key` back from the current window (never below zero): for a request counted first, so that
   * parallel requests cannot slip past the limit, that turned out not to be what the limit is about (a discount
   * code that exists: only codes that do not are guesses).
   */
  release(rule: RateLimitRule, key: string): Promise<void>;
}
