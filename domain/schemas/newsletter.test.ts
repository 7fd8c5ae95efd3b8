import { describe, expect, it } from "vitest";
import {
  looksLikeEmail,
  newsletterConfirmRequest,
  newsletterRequest,
  newsletterUnsubscribeQuery,
} from "./newsletter.ts";

describe("newsletterRequest", () => {
  it("accepts an address, trimmed and lower-cased, with an optional source", () => {
    expect(newsletterRequest.parse({ email: "  Ana.Perez@Example.COM " })).toEqual({
      email: "ana.perez@example.com",
    });
    expect(newsletterRequest.parse({ email: "ana@example.com", source: "blog" })).toEqual({
      email: "ana@example.com",
      source: "blog",
    });
    expect(newsletterRequest.safeParse({ email: "ana@example.com", source: "popup" }).success).toBe(false);
  });

  it("refuses text without '@' or that is not an address, with one message", () => {
    for (const email of ["", "ana", "ana@", "@example.com", "ana@example"]) {
      const result = newsletterRequest.safeParse({ email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe("Ingrese un correo electrónico válido.");
    }
    expect(newsletterRequest.safeParse({}).success).toBe(false);
  });

  it("has the form's '@' gate", () => {
    expect(looksLikeEmail("ana@example.com")).toBe(true);
    expect(looksLikeEmail("ana")).toBe(false);
  });
});

describe("newsletter link tokens", () => {
  it("take URL-safe tokens of 32 to 128 characters and nothing else", () => {
    const token = "aB3_-".repeat(8);
    expect(newsletterConfirmRequest.parse({ token })).toEqual({ token });
    expect(newsletterUnsubscribeQuery.parse({ token })).toEqual({ token });
    for (const bad of ["", "short", "x".repeat(129), `${"a".repeat(40)}'--`, `${"a".repeat(40)}/..`]) {
      const result = newsletterConfirmRequest.safeParse({ token: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("El enlace no es válido.");
    }
    expect(newsletterUnsubscribeQuery.safeParse({}).success).toBe(false);
  });
});
