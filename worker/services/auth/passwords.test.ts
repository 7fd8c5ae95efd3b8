import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { constantTimeEqual, hashPassword, isPasswordHash, PASSWORD_ITERATIONS, verifyPassword } from "./passwords.ts";

/**
 * This file runs with the module's own count (vitest.config.ts: the "isolated" project, without the suite's
 * tests/support/fast-passwords.ts). The rules that do not depend on the count (salt, matching, NFC) run on a copy of
 * the module lowered to 1,000 iterations, as the API tests' is: 600,000 costs a core about a second a hash.
 */
async function lowCount() {
  vi.resetModules();
  const copy = await import("./passwords.ts");
  copy.setPasswordIterationsForTests(1_000);
  return copy;
}

const fromBase64Url = (text: string) => Buffer.from(text, "base64url");

describe("password hashes", () => {
  it("are self-describing PBKDF2-SHA-256 with a random salt, checkable by any PBKDF2", async () => {
    const stored = await hashPassword("clave correcta ñandú");
    const [scheme, iterations, salt, key] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PASSWORD_ITERATIONS);
    expect(PASSWORD_ITERATIONS).toBeGreaterThanOrEqual(210_000);
    expect(fromBase64Url(salt!)).toHaveLength(16);
    // Node's own PBKDF2 (OpenSSL) gives the same key: it is the standard KDF, nothing home-made.
    const expected = pbkdf2Sync(
      Buffer.from("clave correcta ñandú"),
      fromBase64Url(salt!),
      PASSWORD_ITERATIONS,
      32,
      "sha256",
    );
    expect(fromBase64Url(key!).equals(expected)).toBe(true);
    expect(isPasswordHash(stored)).toBe(true);
  });

  it("never repeat for the same password (salt)", async () => {
    const { hashPassword } = await lowCount();
    const [a, b] = await Promise.all([hashPassword("misma"), hashPassword("misma")]);
    expect(a).not.toBe(b);
  });

  it("verify the right password only", async () => {
    const { hashPassword, verifyPassword } = await lowCount();
    const stored = await hashPassword("Clave-1995");
    expect(await verifyPassword("Clave-1995", stored)).toBe(true);
    expect(await verifyPassword("clave-1995", stored)).toBe(false);
    expect(await verifyPassword("Clave-1995 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treat composed and decomposed accents as the same password (NFC)", async () => {
    const { hashPassword, verifyPassword } = await lowCount();
    const stored = await hashPassword("camión");
    expect(await verifyPassword("cami\u006f\u0301n", stored)).toBe(true);
  });

  it("refuse missing, malformed or out-of-bounds hashes after the same work", async () => {
    // A well-formed stored hash at the real count (made up: the derivation is counted below, not run).
    const [salt, key] = [16, 32].map((n) =>
      Buffer.from(crypto.getRandomValues(new Uint8Array(n))).toString("base64url"),
    );
    const stored = `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${salt}$${key}`;
    expect(isPasswordHash(stored)).toBe(true);
    // The work is counted, not timed: every refusal runs one full PBKDF2 like a real check does. (Counted only: the
    // derivation itself answers at once, 32 zero bytes, which match no stored key here.)
    const derive = vi.spyOn(crypto.subtle, "deriveBits").mockResolvedValue(new ArrayBuffer(32));
    const iterationsOfEachCheck = async (value: string | null) => {
      derive.mockClear();
      expect(await verifyPassword("x", value)).toBe(false);
      return derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    };
    try {
      // A wrong key: its first character changed (the last one's low bits are base64 padding, and changing
      // only those would leave the same bytes, a flake once in a few runs).
      const wrongKey = `${key![0] === "A" ? "B" : "A"}${key!.slice(1)}`;
      expect(await iterationsOfEachCheck(stored.replace(`$${key}`, `$${wrongKey}`))).toEqual([PASSWORD_ITERATIONS]);
      for (const value of [
        null,
        "",
        "plain text",
        `pbkdf2-sha256$1000$${salt}$${key}`, // too few iterations to be one of ours
        `pbkdf2-sha256$999999999$${salt}$${key}`, // would take hours
        `pbkdf2-sha1$${PASSWORD_ITERATIONS}$${salt}$${key}`,
        `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${salt}$${key}AA`,
        "$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234", // someone else's (bcrypt)
      ]) {
        expect(await iterationsOfEachCheck(value), String(value)).toEqual([PASSWORD_ITERATIONS]);
      }
    } finally {
      derive.mockRestore();
    }
    expect(isPasswordHash("$2b$10$abc")).toBe(false);
  });

  it("compare bytes in constant time", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it("refuse to hash with a weak or absurd work factor", async () => {
    await expect(hashPassword("x", 100_000)).rejects.toThrow(/iterations/);
    await expect(hashPassword("x", 10_000_000)).rejects.toThrow(/iterations/);
  });

  it("hash at 600,000 by default; the suite's lower count (tests only) still verifies hashes of either count", async () => {
    // This file runs with the module's own defaults (vitest.config.ts: not in the shared project, no setup file).
    expect(PASSWORD_ITERATIONS).toBe(600_000);
    const atDefault = await hashPassword("clave-de-la-duena");
    expect(atDefault.split("$")[1]).toBe("600000");
    // A fresh copy of the module, lowered as tests/support/fast-passwords.ts does for the shared test files.
    vi.resetModules();
    const lowered = await import("./passwords.ts");
    lowered.setPasswordIterationsForTests(1_000);
    const atLow = await lowered.hashPassword("clave-de-la-duena");
    expect(atLow.split("$")[1]).toBe("1000");
    // The count is in the stored string: each verifies under the other setting.
    expect(await lowered.verifyPassword("clave-de-la-duena", atDefault)).toBe(true);
    expect(await verifyPassword("clave-de-la-duena", atLow)).toBe(false); // below the real floor: refused
    expect(await lowered.verifyPassword("clave-de-la-duena", atLow)).toBe(true);
    expect(() => lowered.setPasswordIterationsForTests(0)).toThrow(/iterations/);
  });
});
