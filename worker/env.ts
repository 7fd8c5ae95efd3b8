import type { AdminAccountsPort } from "./adapters/admin-accounts/port.ts";
import type { AuthPort, AuthUser } from "./adapters/auth/port.ts";
import type { SessionCheck } from "./adapters/auth/session-check.ts";
import type { InvoicingPort } from "./adapters/invoicing/port.ts";
import type { MailTransport } from "./adapters/mail/port.ts";
import type { PaymentsPort } from "./adapters/payments/port.ts";
import type { RateLimiterPort } from "./adapters/rate-limit/port.ts";
import type { StoragePort } from "./adapters/storage.ts";
import type { Config } from "./config.ts";
import type { Caller, Database } from "./db/database.ts";
import type { Defer } from "./services/answer-cache.ts";
import type { CatalogueCache } from "./services/catalogue-cache.ts";

/** Bindings wrangler gives the Worker (vars and secrets arrive as strings; see wrangler.toml). */
export interface WorkerBindings {
  ASSETS?: { fetch(request: Request): Promise<Response> };
  HYPERDRIVE?: { connectionString: string };
  [key: string]: unknown;
}

/** What every route gets for the current request. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: StoragePort;
  /** Delivers what the outbox holds (services/mail/outbox.ts); never called inside a transaction. */
  mail: MailTransport;
  /** Counts requests per client (worker/http/rate-limit.ts). */
  rateLimiter: RateLimiterPort;
  /** Verifies admin access tokens (Supabase Auth, or the embedded stand-in's). */
  auth: AuthPort;
  /** Whether a verified token's session is still signed in (signing out ends it at once). */
  sessionActive: SessionCheck;
  /** Mercado Pago, or its embedded simulator (adapters/payments). */
  payments: PaymentsPort;
  /** e-invoices: Biller, the embedded stand-in outside production, or none (production without credentials). */
  invoicing: InvoicingPort | null;
  /** Who may sign in to the back office: Supabase Auth's Admin API, or the embedded stand-in's accounts. */
  adminAccounts: AdminAccountsPort;
  /**
   * Sends an HTTP request from the Worker (the simulator's webhook to the notification URL): fetch in
   * workerd; tests route it into the app itself.
   */
  dispatch: (request: Request) => Promise<Response>;
  /** The clock (delivery-date estimates); tests pin it. */
  now: () => Date;
}

export type AppEnv = {
  Bindings: WorkerBindings;
  Variables: {
    deps: AppDeps;
    caller: Caller;
    /** The signed-in admin (set by requireAdmin on /api/admin/*). */
    admin: AuthUser;
    /** The signed-in shopper (set by requireCustomer on /api/account/*). */
    customer: AuthUser;
    /** This isolate's memory of catalogue answers (one per app instance). */
    catalogueCache: CatalogueCache;
    /** Runs work past the response (cache refreshes); the request's DB connection waits for it. */
    defer: Defer;
  };
};
