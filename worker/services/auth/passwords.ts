/**
 * Password hashing for the embedded Auth stand-in's local accounts (auth.users.encrypted_password), with
 * Web Crypto only, so the Worker (workerd) and the Node scripts (admin:create, the seed) share this code.
 *
 * PBKDF2-HMAC-SHA-256, 600,000 iterations (OWASP's figure for SHA-256), a random 16-byte salt, 32-byte
 * key, stored as a self-describing string:
 *
 *   pbkdf2-sha256$<iterations>$<salt, base64url>$<key, base64url>
 *
 * Verification reads the iterations from the string (bounded, so a tampered row cannot ask for hours of
 * work) and compares in constant time. Note: workerd run locally (npm start) and Node accept this count;
 * Cloudflare's hosted runtime caps PBKDF2 at 100,000 iterations, which is one more reason the stand-in
 * never runs there (it serves only without SUPABASE_URL and outside production).
 */

export const PASSWORD_ITERATIONS = 600_000;
const MIN_ITERATIONS = 210_000;
const MAX_ITERATIONS = 2_000_000;

/**
 * The count new hashes (and the dummy check) use: PASSWORD_ITERATIONS, unless the test suite lowered it for its
 * own process (tests/support/fast-passwords.ts) so that a sign-in there costs milliseconds, not a core for half a
 * second. Nothing else calls the setter: the Worker, `npm start` and the scripts always hash at 600,000. A hash
 * stores its count, so one made at either count verifies at the other.
 */
let iterationsNow = PASSWORD_ITERATIONS;
let minimumNow = MIN_ITERATIONS;

/** Tests only: hash (and accept) `iterations` from now on in this process. */
export function setPasswordIterationsForTests(iterations: number): void {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be an integer from 1 to ${MAX_ITERATIONS}`);
  }
  iterationsNow = iterations;
  minimumNow = Math.min(MIN_ITERATIONS, iterations);
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = "pbkdf2-sha256";

/** Hashes `password` with a fresh salt. */
export async function hashPassword(password: string, iterations = iterationsNow): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < minimumNow || iterations > MAX_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be an integer from ${minimumNow} to ${MAX_ITERATIONS}`);
  }
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(key)}`;
}

/**
 * Whether `password` matches `stored`. With `stored` null (unknown e-mail, account without a password)
 * or malformed, the same KDF still runs against a dummy hash, so the answer takes as long as a real
 * check and never tells whether the account exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  const { salt, key, iterations } = parsed ?? { ...DUMMY, iterations: iterationsNow };
  const candidate = await derive(password, salt, iterations);
  return constantTimeEqual(candidate, key) && parsed !== null;
}

/** Whether a stored hash is in this module's format (e.g. to tell a local account from a GoTrue one). */
export function isPasswordHash(stored: string): boolean {
  return parseHash(stored) !== null;
}

function parseHash(stored: string): { iterations: number; salt: Uint8Array; key: Uint8Array } | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < minimumNow || iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64Url(parts[2]!);
  const key = fromBase64Url(parts[3]!);
  if (!salt || !key || salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { iterations, salt, key };
}

/** Stands in for a missing hash: same cost as a real one, matches nothing (its key is all zeros). */
const DUMMY = {
  salt: new Uint8Array(SALT_BYTES),
  key: new Uint8Array(KEY_BYTES),
};

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    material,
    KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** Compares two byte strings in time that depends only on their length. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}
