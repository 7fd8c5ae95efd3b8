import { describe, expect, it } from "vitest";
import { headerSafe, MAX_MAIL_ATTEMPTS, mailRetryDelaySeconds } from "./mail.ts";

describe("headerSafe", () => {
  it("keeps a header on one line", () => {
    expect(headerSafe("A\r\nBcc: x@y")).toBe("A Bcc: x@y");
    expect(headerSafe("Pedido N.º 1001\n\nrecibido")).toBe("Pedido N.º 1001 recibido");
    expect(headerSafe("tab\there\u0000nul\u2028ls")).toBe("tab here nul ls");
    expect(headerSafe("  María   José  ")).toBe("María José");
  });
});

describe("mail retries", () => {
  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(mailRetryDelaySeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    const total = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => mailRetryDelaySeconds(i + 1)).reduce(
      (a, b) => a + b,
    );
    expect(total / 3600).toBeGreaterThan(2);
  });
});
