import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { constantTimeEqual, hashPassword, isPasswordHash, PASSWORD_ITERATIONS, verifyPassword } from "./passwords.ts";

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
    const [a, b] = await Promise.all([hashPassword("misma"), hashPassword("misma")]);
    expect(a).not.toBe(b);
  });

  it("verify the right password only", async () => {
    const stored = await hashPassword("Clave-1995");
    expect(await verifyPassword("Clave-1995", stored)).toBe(true);
    expect(await verifyPassword("clave-1995", stored)).toBe(false);
    expect(await verifyPassword("Clave-1995 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treat composed and decomposed accents as the same password (NFC)", async () => {
    const stored = await hashPassword("camión");
    expect(await verifyPassword("cami\u006f\u0301n", stored)).toBe(true);
  });

  it("refuse missing, malformed or out-of-bounds hashes after the same work", async () => {
    const stored = await hashPassword("x");
    const [, , salt, key] = stored.split("$");
    // The work is counted, not timed: every refusal runs one full PBKDF2 like a real check does.
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
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
});
