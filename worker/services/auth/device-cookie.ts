import { hmacSha256Hex, randomToken, timingSafeEqual } from "../secrets.ts";

/**
 * Device cookies (OWASP's answer to account lock-out): a browser that has signed an admin in before carries
 * a signed cookie naming that account. Its attempts are counted per device, not against the account, so
 * anybody hammering the account from elsewhere slows themselves down without locking the owner out of the
 * browser they always use. HttpOnly, only sent to /auth/v1, signed with the sign-in's own secret.
 */

export const DEVICE_COOKIE = "qo_admin_device";
/** How long a browser stays known: half a year after its last successful sign-in. */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;

const account = (email: string) => email.trim().toLowerCase();
const signature = (secret: string, nonce: string, email: string) =>
  hmacSha256Hex(secret, `admin-device:${nonce}:${account(email)}`);

/** A new cookie value for `email` on this browser: 'nonce.signature'. */
export async function newDeviceCookie(secret: string, email: string): Promise<string> {
  const nonce = randomToken(18);
  return `${nonce}.${await signature(secret, nonce, email)}`;
}

/** The device's id when the cookie is one this shop signed for `email`; null otherwise. */
export async function knownDevice(secret: string, email: string, value: string | undefined): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{16,64})\.([0-9a-f]{64})$/.exec(value ?? "");
  if (!match) return null;
  return timingSafeEqual(await signature(secret, match[1]!, email), match[2]!) ? match[1]! : null;
}
