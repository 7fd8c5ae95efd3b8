import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { RateLimitRule } from "../adapters/rate-limit/port.ts";
import type { AppEnv } from "../env.ts";
import { errorBody } from "./errors.ts";

/**
 * The limits, per client address and fixed window (docs/decisions/006-rate-limits.md says why these
 * numbers). The contact form and the admin login are ready for their routes; the login also counts per
 * account with `key: accountKey(...)`.
 */
export const RATE_LIMITS = {
  order: { bucket: "order", limit: 30, windowSeconds: 3600 },
  receiptUpload: { bucket: "receipt-upload", limit: 20, windowSeconds: 3600 },
  newsletter: { bucket: "newsletter", limit: 10, windowSeconds: 3600 },
  contact: { bucket: "contact", limit: 10, windowSeconds: 3600 },
  /** 'Avisarme cuando haya stock': like the newsletter (each request mails a confirmation). */
  stockAlert: { bucket: "stock-alert", limit: 10, windowSeconds: 3600 },
  /** Checkout keeping its cart (issue 43): sent again, debounced, as the cart or the address changes. */
  keptCart: { bucket: "kept-cart", limit: 120, windowSeconds: 3600 },
  /**
   * Confirmation mails per recipient (`recipientKey`), the newsletter's and the stock alerts' together, whoever
   * asks: over it the shopper gets the usual answer and no mail is queued (services/mail/confirmation-cap.ts).
   */
  confirmationMail: { bucket: "confirmation-mail", limit: 3, windowSeconds: 86_400 },
  /**
   * Discount codes checked from the cart, every check: the cart asks its code again at each change, so this is a
   * ceiling on the work, not the guessing limit (below).
   */
  couponCheck: { bucket: "coupon-check", limit: 300, windowSeconds: 3600 },
  /** Codes that do not exist: enough for honest typos, too few to guess codes (routes/cart.ts). */
  couponMiss: { bucket: "coupon-miss", limit: 30, windowSeconds: 3600 },
  /** The return pages ask a few times while a payment is being confirmed. */
  paymentCheck: { bucket: "payment-check", limit: 120, windowSeconds: 3600 },
  adminLogin: { bucket: "admin-login", limit: 30, windowSeconds: 900 },
  adminLoginAccount: { bucket: "admin-login-account", limit: 20, windowSeconds: 900 },
  /** A browser that signed the account in before (device cookie): counted on its own, not on the account. */
  adminLoginDevice: { bucket: "admin-login-device", limit: 10, windowSeconds: 900 },
  /** Changing one's password checks the current one: counted like sign-ins. */
  adminPassword: { bucket: "admin-password", limit: 10, windowSeconds: 900 },
  /** 'Mi cuenta' (issue 43): codes asked for, per client address and per e-mail address (`accountCodeKey`). */
  accountCode: { bucket: "account-code", limit: 10, windowSeconds: 3600 },
  accountCodeAddress: { bucket: "account-code-address", limit: 5, windowSeconds: 3600 },
  /** 'Solicitar cotización' (issue 44): each request mails the customer and the shop. */
  quote: { bucket: "quote", limit: 10, windowSeconds: 3600 },
  /** The Auth stand-in's code mails per recipient, whoever asks (GoTrue's own e-mail limits in a project). */
  codeMail: { bucket: "code-mail", limit: 10, windowSeconds: 86_400 },
  /** The Auth stand-in's code checks per client address (the wrong tries per code are counted on the code). */
  codeVerify: { bucket: "code-verify", limit: 30, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

export const RATE_LIMITED_MESSAGE = "Demasiados intentos. Espere unos minutos e inténtelo de nuevo.";

/** The key of requests that carry no CF-Connecting-IP: never in production, where Cloudflare sets it. */
export const NO_ADDRESS_KEY = "no-address";

type KeyOf = (c: Context<AppEnv>) => string | null | Promise<string | null>;

/**
 * Counts the request against `rule` in a unit of work of its own, before the route does anything (the
 * body is not even read): over the limit it answers 429 with Retry-After and the route never runs.
 * Every request counts, refused and failed ones too. `key` picks what is counted (default: the client
 * address); a key of null means there is nothing to count this request by.
 */
export function rateLimit(rule: RateLimitRule & { key?: KeyOf }) {
  const { key = clientAddressKey, ...counted } = rule;
  return createMiddleware<AppEnv>(async (c, next) => {
    const k = await key(c);
    if (k !== null) {
      const verdict = await c.var.deps.rateLimiter.hit(counted, k);
      if (!verdict.allowed) return rateLimited(c, verdict.retryAfterSeconds);
    }
    await next();
  });
}

/** The 429 answer. */
export function rateLimited(c: Context, retryAfterSeconds: number) {
  return c.json(errorBody("rate_limited", RATE_LIMITED_MESSAGE), 429, {
    "Retry-After": String(retryAfterSeconds),
    "Cache-Control": "no-store",
  });
}

/** The client address as counted: from CF-Connecting-IP, which Cloudflare sets (and `wrangler dev` too). */
export function clientAddressKey(c: Context<AppEnv>): string {
  const header = c.req.header("cf-connecting-ip")?.trim();
  return header ? addressKey(header) : NO_ADDRESS_KEY;
}

/** An account (e-mail) as counted, for limits per account next to the per-address ones. */
export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

/** An e-mail address asking for sign-in codes, as counted. */
export function accountCodeKey(email: string): string {
  return `account-code:${email.trim().toLowerCase()}`;
}

/** A mail's recipient as counted (lower-case, trimmed; stored as a keyed hash like every key). */
export function recipientKey(email: string): string {
  return `recipient:${email.trim().toLowerCase()}`;
}

/**
 * IPv4 as it is; IPv6 by its /64 network, which is what one subscriber line gets (counting single IPv6
 * addresses would give every household 2⁶⁴ of them). IPv4-mapped IPv6 counts as the IPv4 address.
 * Anything unparsable is counted as the text itself (bounded).
 */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return `raw:${text.slice(0, 100)}`;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  // An IPv4 tail (::ffff:192.0.2.1) becomes two hex groups.
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return null;
    s = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}
