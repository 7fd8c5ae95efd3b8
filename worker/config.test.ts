import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("Worker configuration", () => {
  it("runs locally with defaults", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://x@127.0.0.1/db" }).ENVIRONMENT).toBe("development");
  });

  it("refuses a production deploy that lacks its secrets, naming each", () => {
    expect(() => parseConfig({ ENVIRONMENT: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ ENVIRONMENT: "production" })).toThrow(/RESEND_API_KEY.*MERCADOPAGO_ACCESS_TOKEN/s);
  });

  it("accepts a complete production configuration", () => {
    const config = parseConfig({
      ENVIRONMENT: "production",
      PUBLIC_SITE_URL: "https://tienda.example.uy",
      SUPABASE_URL: "https://abc.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789",
      SUPABASE_JWT_SECRET: "a-very-long-jwt-secret-of-at-least-32-chars",
      RESEND_API_KEY: "re_123456",
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-123456789",
      MERCADOPAGO_WEBHOOK_SECRET: "webhook-secret-123",
    });
    expect(config.ENVIRONMENT).toBe("production");
  });
});
