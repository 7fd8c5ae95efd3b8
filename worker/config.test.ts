import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

const production = {
  ENVIRONMENT: "production",
  DATABASE_URL: "postgres://shop_worker:secret@db.abc.supabase.co:5432/postgres",
  PUBLIC_SITE_URL: "https://tienda.quimicaoriental.com.uy",
  MAIL_FROM: "Química Oriental <tienda@quimicaoriental.com.uy>",
  SHOP_NOTIFY_EMAIL: "ventas@quimicaoriental.com.uy",
  SUPABASE_URL: "https://abc.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789",
  SUPABASE_ANON_KEY: "public-anon-key-0123456789",
  SUPABASE_JWT_SECRET: "a-very-long-jwt-secret-of-at-least-32-chars",
  RESEND_API_KEY: "re_123456",
  MERCADOPAGO_ACCESS_TOKEN: "APP_USR-123456789",
  MERCADOPAGO_WEBHOOK_SECRET: "webhook-secret-123",
};

const problems = (env: Record<string, unknown>) => {
  try {
    parseConfig(env);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe("Worker configuration", () => {
  it("runs locally with defaults when the scripts say development", () => {
    const secret = "a-random-secret-of-this-data-directory-0123";
    const config = parseConfig({
      ENVIRONMENT: "development",
      DATABASE_URL: "postgres://x@127.0.0.1/db",
      LOCAL_AUTH_SECRET: secret,
    });
    expect(config.ENVIRONMENT).toBe("development");
    expect(config.PUBLIC_SITE_URL).toBe("http://localhost:8787");
    expect(config.LOCAL_AUTH_SECRET).toBe(secret);
  });

  it("has no sign-in secret of its own outside tests: development without one refuses to start", () => {
    expect(problems({ ENVIRONMENT: "development" })).toContain("LOCAL_AUTH_SECRET");
    // With Supabase Auth configured the embedded sign-in is off and needs none.
    expect(parseConfig({ ENVIRONMENT: "development", SUPABASE_URL: "https://x.supabase.co" }).LOCAL_AUTH_SECRET).toBe(
      undefined,
    );
  });

  it("is production when nothing says otherwise, and then refuses to start without its settings", () => {
    const message = problems({});
    for (const key of [
      "PUBLIC_SITE_URL",
      "SUPABASE_SERVICE_ROLE_KEY",
      "RESEND_API_KEY",
      "MAIL_FROM",
      "SHOP_NOTIFY_EMAIL",
      "MERCADOPAGO_ACCESS_TOKEN",
      "DATABASE_URL",
    ]) {
      expect(message).toContain(key);
    }
  });

  it("accepts a complete production configuration, with Hyperdrive instead of DATABASE_URL too", () => {
    expect(parseConfig(production).ENVIRONMENT).toBe("production");
    const { DATABASE_URL: _url, ...rest } = production;
    expect(parseConfig({ ...rest, HYPERDRIVE: { connectionString: "postgres://h" } }).ENVIRONMENT).toBe("production");
  });

  it("refuses local or plain-http site addresses in production", () => {
    expect(problems({ ...production, PUBLIC_SITE_URL: "http://tienda.quimicaoriental.com.uy" })).toMatch(/https/);
    expect(problems({ ...production, PUBLIC_SITE_URL: "https://localhost:8787" })).toMatch(/local address/);
    expect(problems({ ...production, PUBLIC_SITE_URL: "https://127.0.0.1" })).toMatch(/local address/);
  });

  it("refuses the example mail addresses in production", () => {
    expect(problems({ ...production, MAIL_FROM: "Tienda <tienda@example.com>" })).toMatch(/MAIL_FROM/);
    expect(problems({ ...production, SHOP_NOTIFY_EMAIL: "ventas@example.com" })).toMatch(/SHOP_NOTIFY_EMAIL/);
    expect(problems({ ...production, SHOP_NOTIFY_EMAIL: "ventas@shop.test" })).toMatch(/SHOP_NOTIFY_EMAIL/);
  });

  it("counts a whitespace-only secret as missing", () => {
    expect(problems({ ...production, RESEND_API_KEY: "   " })).toMatch(/RESEND_API_KEY is required/);
    expect(problems({ ...production, MERCADOPAGO_WEBHOOK_SECRET: "\n\t " })).toMatch(/MERCADOPAGO_WEBHOOK_SECRET/);
    // Surrounding whitespace (a pasted secret) is trimmed, not kept.
    expect(parseConfig({ ...production, RESEND_API_KEY: " re_abcdef \n" }).RESEND_API_KEY).toBe("re_abcdef");
  });
});
