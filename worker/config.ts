import * as z from "zod";

/**
 * The Worker's configuration, from wrangler vars/secrets. Validated once per isolate. Production is the
 * default (a deploy with the shipped wrangler.toml is production); local scripts and tests opt into
 * development or test explicitly. Production fails closed: a missing or placeholder setting refuses to
 * serve (one clear message naming each) rather than silently falling back to an embedded stand-in.
 */

/** Secrets and vars arrive as strings; one that is empty or only whitespace counts as not set. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }, schema.optional());

/** The embedded sign-in's secret under ENVIRONMENT=test only (tests/support/admin-session.ts signs with it). */
export const TEST_AUTH_SECRET = "secreto-solo-para-pruebas-automaticas-de-tokens";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
/** Reserved example domains (RFC 2606 / 6761): an address there is a placeholder, never the shop's. */
const PLACEHOLDER_MAIL = /@(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)>?$/i;

const configSchema = z
  .object({
    ENVIRONMENT: setting(z.enum(["development", "test", "production"])),
    DATABASE_URL: setting(z.string().startsWith("postgres")),
    /** Present when the Worker is bound to Hyperdrive (checked as the database in production). */
    HYPERDRIVE: z.unknown().optional(),
    PUBLIC_SITE_URL: setting(z.url()),
    SUPABASE_URL: setting(z.url()),
    SUPABASE_SERVICE_ROLE_KEY: setting(z.string().min(20)),
    /** The project's public (anon / publishable) key: the admin SPA's supabase-js client uses it. */
    SUPABASE_ANON_KEY: setting(z.string().min(20)),
    /** Only for a project still signing with the legacy HS256 secret; new projects publish a JWKS instead. */
    SUPABASE_JWT_SECRET: setting(z.string().min(32)),
    RESEND_API_KEY: setting(z.string().startsWith("re_")),
    MAIL_FROM: setting(z.string().min(3)),
    SHOP_NOTIFY_EMAIL: setting(z.email()),
    MERCADOPAGO_ACCESS_TOKEN: setting(z.string().min(10)),
    MERCADOPAGO_WEBHOOK_SECRET: setting(z.string().min(10)),
    LOCAL_AUTH_SECRET: setting(z.string().min(32)),
    /** e-invoices through Biller (decision 027): the API token, the issuing branch (sucursal) and the API's address. */
    BILLER_API_TOKEN: setting(z.string().min(10)),
    BILLER_BRANCH_ID: setting(z.string().regex(/^\d+$/)),
    BILLER_API_URL: setting(z.url()),
  })
  .superRefine((cfg, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    // The embedded sign-in signs admin tokens with a secret of this data directory (npm start creates it);
    // a secret written in the source would let anyone who reaches the port make themselves admin.
    if (cfg.ENVIRONMENT === "development" && !cfg.SUPABASE_URL && !cfg.LOCAL_AUTH_SECRET) {
      problem("LOCAL_AUTH_SECRET", "is required for the embedded sign-in (npm start creates one per data directory)");
    }
    if ((cfg.ENVIRONMENT ?? "production") !== "production") return;
    const required = [
      "PUBLIC_SITE_URL",
      "SUPABASE_URL",
      "SUPABASE_SERVICE_ROLE_KEY",
      "SUPABASE_ANON_KEY",
      "RESEND_API_KEY",
      "MAIL_FROM",
      "SHOP_NOTIFY_EMAIL",
      "MERCADOPAGO_ACCESS_TOKEN",
      "MERCADOPAGO_WEBHOOK_SECRET",
    ] as const;
    for (const key of required) if (!cfg[key]) problem(key, `${key} is required in production`);
    if (!cfg.DATABASE_URL && !cfg.HYPERDRIVE) problem("DATABASE_URL", "bind HYPERDRIVE or set DATABASE_URL");
    // e-invoicing is optional (the shop sells and the desk lists what waits), but half of Biller's settings is a mistake.
    if (!!cfg.BILLER_API_TOKEN !== !!cfg.BILLER_BRANCH_ID) {
      problem("BILLER_BRANCH_ID", "BILLER_API_TOKEN and BILLER_BRANCH_ID go together");
    }
    if (cfg.PUBLIC_SITE_URL) {
      const url = new URL(cfg.PUBLIC_SITE_URL);
      if (url.protocol !== "https:") problem("PUBLIC_SITE_URL", "must be an https:// address in production");
      if (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost")) {
        problem("PUBLIC_SITE_URL", "is still a local address");
      }
    }
    if (cfg.MAIL_FROM && PLACEHOLDER_MAIL.test(cfg.MAIL_FROM)) problem("MAIL_FROM", "is still an example address");
    if (cfg.SHOP_NOTIFY_EMAIL && PLACEHOLDER_MAIL.test(cfg.SHOP_NOTIFY_EMAIL)) {
      problem("SHOP_NOTIFY_EMAIL", "is still an example address");
    }
  })
  .transform(({ HYPERDRIVE: _bound, ...cfg }) => ({
    ...cfg,
    ENVIRONMENT: cfg.ENVIRONMENT ?? ("production" as const),
    // Local defaults; production has refused to get here without its own values.
    PUBLIC_SITE_URL: cfg.PUBLIC_SITE_URL ?? "http://localhost:8787",
    MAIL_FROM: cfg.MAIL_FROM ?? "Tienda <tienda@example.com>",
    SHOP_NOTIFY_EMAIL: cfg.SHOP_NOTIFY_EMAIL ?? "ventas@example.com",
    // Tests only (ENVIRONMENT=test, which no deploy and no `npm start` sets): their tokens are signed with it.
    LOCAL_AUTH_SECRET: cfg.LOCAL_AUTH_SECRET ?? (cfg.ENVIRONMENT === "test" ? TEST_AUTH_SECRET : undefined),
  }));

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
