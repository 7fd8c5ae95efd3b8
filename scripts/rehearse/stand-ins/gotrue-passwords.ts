import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * The Auth stand-in's password hashes (auth.users.encrypted_password). GoTrue stores bcrypt; this stand-in
 * stores scrypt (node:crypto, N=2^15, r=8, p=1, 16-byte salt, 32-byte key) as
 * `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64), compared in constant time. A hash is checked with the cost it
 * says (ln between 10 and 15).
 */

const SCRYPT = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_BYTES = 32;
const FULL_COST = 15;
let cost = FULL_COST;

/**
 * Tests only (tests/support/fast-passwords.ts, issue 39): new hashes at N = 2^ln with ln ≥ 10 instead of 2^15, which
 * costs ~100 ms of CPU per sign-in; the stand-in tests made dozens. gotrue.test.ts checks the full cost.
 */
export function setScryptCostForTests(ln: number) {
  if (!Number.isInteger(ln) || ln < 10 || ln > FULL_COST) throw new Error(`scrypt cost ln=${ln} is out of 10..15`);
  cost = ln;
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { ...SCRYPT, N: 2 ** cost });
  return `$scrypt$ln=${cost},r=${SCRYPT.r},p=${SCRYPT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether `password` matches `stored` (false for a null or foreign hash, after the same work). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = stored ? /^\$scrypt\$ln=(1[0-5]),r=8,p=1\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored) : null;
  const ln = match ? Number(match[1]) : FULL_COST;
  const salt = match ? Buffer.from(match[2]!, "base64") : Buffer.alloc(16);
  const expected = match ? Buffer.from(match[3]!, "base64") : Buffer.alloc(KEY_BYTES);
  const key = await scryptAsync(password, salt, { ...SCRYPT, N: 2 ** ln });
  return match !== null && expected.length === KEY_BYTES && timingSafeEqual(key, expected);
}
