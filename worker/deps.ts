import type { AuthPort } from "./adapters/auth/port.ts";
import { adminAccountsFromConfig, authFromConfig, sessionCheckFromConfig } from "./adapters/auth/select.ts";
import { billerInvoicing } from "./adapters/invoicing/biller.ts";
import { embeddedInvoicing } from "./adapters/invoicing/embedded.ts";
import type { InvoicingPort } from "./adapters/invoicing/port.ts";
import { consoleMail } from "./adapters/mail/embedded.ts";
import type { MailTransport } from "./adapters/mail/port.ts";
import { resendMail } from "./adapters/mail/resend.ts";
import { mercadoPagoPayments } from "./adapters/payments/mercadopago.ts";
import type { PaymentsPort } from "./adapters/payments/port.ts";
import { simulatorPayments } from "./adapters/payments/simulator.ts";
import { postgresRateLimiter } from "./adapters/rate-limit/postgres.ts";
import { databaseStorage, type StoragePort } from "./adapters/storage.ts";
import { supabaseStorage } from "./adapters/supabase/storage.ts";
import type { Config } from "./config.ts";
import "./embedded-code.ts";
import type { Database } from "./db/database.ts";
import type { AppDeps } from "./env.ts";
import type { InvoicingDeps } from "./services/invoices/issue-invoices.ts";
import type { OutboxDeps } from "./services/mail/outbox.ts";
import type { PaymentServiceDeps } from "./services/payments/apply-payment.ts";

/**
 * Picks each port's adapter from the configuration: the real service when its secret is set, the
 * embedded stand-in otherwise. Production config validation (config.ts) makes the secrets mandatory
 * there, so a stand-in never serves production silently.
 */
export function buildDeps(config: Config, db: Database, now: () => Date = () => new Date()): AppDeps {
  const storage: StoragePort =
    config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY ? supabaseStorage(config, db) : databaseStorage(db);
  const mail: MailTransport = config.RESEND_API_KEY ? resendMail(config.RESEND_API_KEY) : consoleMail();
  // Postgres counts for every isolate and location alike (docs/decisions/006-rate-limits.md); client
  // addresses are stored as keyed hashes under a key derived from a secret only the Worker holds: the
  // project's secret key (required in production; rotating it only restarts the hour's counts).
  const rateLimiter = postgresRateLimiter(db, { now, secret: config.SUPABASE_SERVICE_ROLE_KEY });
  // The stand-ins exist in `npm start`'s build only (SHOP_EMBEDDED: worker/embedded-code.ts); production requires
  // the real services' secrets (config.ts), so it never needs them.
  const payments: PaymentsPort = config.MERCADOPAGO_ACCESS_TOKEN
    ? mercadoPagoPayments({ accessToken: config.MERCADOPAGO_ACCESS_TOKEN })
    : SHOP_EMBEDDED
      ? simulatorPayments({ db, siteUrl: config.PUBLIC_SITE_URL })
      : noPayments;
  const invoicing: InvoicingPort | null =
    config.BILLER_API_TOKEN && config.BILLER_BRANCH_ID
      ? billerInvoicing({
          token: config.BILLER_API_TOKEN,
          branchId: config.BILLER_BRANCH_ID,
          baseUrl: config.BILLER_API_URL ?? "https://biller.uy",
          now,
        })
      : config.ENVIRONMENT === "production" || !SHOP_EMBEDDED
        ? null
        : embeddedInvoicing({ db, now });
  // Made on the request's first token to verify (most requests carry none), for that request as before: a JWKS set
  // or a secret's key (issue 39).
  let verifier: AuthPort | undefined;
  const auth: AuthPort = {
    verify(token) {
      verifier ??= authFromConfig(config);
      return verifier.verify(token);
    },
  };
  const sessionActive = sessionCheckFromConfig(config, db);
  return {
    config,
    db,
    storage,
    mail,
    rateLimiter,
    auth,
    sessionActive,
    payments,
    invoicing,
    adminAccounts: adminAccountsFromConfig(config, db),
    dispatch: (request) => fetch(request),
    now,
  };
}

const missingPayments = () =>
  Promise.reject(new Error("Set MERCADOPAGO_ACCESS_TOKEN: this build has no payment simulator (npm start's only)"));
/** Payments in a build without the simulator and without a Mercado Pago token (never production: config.ts). */
const noPayments: PaymentsPort = {
  name: "mercadopago",
  createPreference: missingPayments,
  getPayment: missingPayments,
  findPayments: missingPayments,
  getMerchantOrderPaymentIds: missingPayments,
  refundPayment: missingPayments,
};

/** What the payment service needs from the request's dependencies. */
export function paymentServiceDeps(deps: AppDeps): PaymentServiceDeps {
  return {
    db: deps.db,
    payments: deps.payments,
    shopEmail: deps.config.SHOP_NOTIFY_EMAIL,
    siteUrl: deps.config.PUBLIC_SITE_URL,
    now: deps.now,
  };
}

/** What the issuing job needs (services/invoices/issue-invoices.ts). */
export function invoicingDeps(deps: AppDeps): InvoicingDeps {
  return { db: deps.db, invoicing: deps.invoicing, now: deps.now };
}

/** What the mail outbox needs from the request's dependencies. */
export function outboxDeps(deps: AppDeps): OutboxDeps {
  return { db: deps.db, transport: deps.mail, from: deps.config.MAIL_FROM, now: deps.now };
}
