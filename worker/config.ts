import { z } from "zod";

/**
 * The Worker's configuration, from wrangler vars/secrets. Validated once per isolate; a production
 * deploy that lacks a secret refuses to serve (one clear message) rather than silently falling back to
 * an embedded stand-in.
 */
const configSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.string().startsWith("postgres").optional(),
    PUBLIC_SITE_URL: z.url().default("http://localhost:8787"),
    SUPABASE_URL: z.url().optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
    SUPABASE_JWT_SECRET: z.string().min(32).optional(),
    RESEND_API_KEY: z.string().startsWith("re_").optional(),
    MAIL_FROM: z.string().default("Tienda <tienda@example.com>"),
    SHOP_NOTIFY_EMAIL: z.email().default("ventas@example.com"),
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(10).optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(10).optional(),
    LOCAL_AUTH_SECRET: z.string().min(32).optional(),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.ENVIRONMENT !== "production") return;
    const required = [
      "SUPABASE_URL",
      "SUPABASE_SERVICE_ROLE_KEY",
      "SUPABASE_JWT_SECRET",
      "RESEND_API_KEY",
      "MERCADOPAGO_ACCESS_TOKEN",
      "MERCADOPAGO_WEBHOOK_SECRET",
    ] as const;
    for (const key of required) {
      if (!cfg[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required in production` });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, unknown>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid Worker configuration: ${problems}`);
  }
  return result.data;
}
