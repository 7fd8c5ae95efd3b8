import { invoicingDeps, outboxDeps, paymentServiceDeps } from "../../deps.ts";
import type { AppDeps } from "../../env.ts";
import { queueCampaignMails } from "../campaigns/send.ts";
import { refreshQueuedCustomers } from "../customers/refresh.ts";
import { issueDueInvoices } from "../invoices/issue-invoices.ts";
import { remindKeptCarts } from "../kept-carts/job.ts";
import { deliverMail } from "../mail/outbox.ts";
import { remindUnpaidOrders } from "../orders/unpaid-reminders.ts";
import { mailRestocked } from "../stock-alerts/alerts.ts";
import { expireReservations, type PaymentJobReport, recheckWaitingPayments } from "./payments.ts";
import { pruneCampaignMails } from "./prune-campaign-mails.ts";
import { pruneRateLimits } from "./prune-rate-limits.ts";
import { sweepUnusedImages } from "./sweep-images.ts";
import { sweepUnattachedReceipts } from "./sweep-receipts.ts";

/**
 * The work on a schedule (DESIGN.md section 8): the Cloudflare cron trigger runs it every minute in
 * production, `npm start` calls it every minute locally. Each job is idempotent and safe to run twice at
 * once; one failing job never stops the others. Returns what each did, or its error.
 */
export const SCHEDULED_JOBS = {
  /** Mail still queued after its first attempt (or a crash before it): retried with backoff. */
  mail: (deps: AppDeps) => deliverMail(outboxDeps(deps), { limit: 100 }),
  /** Newsletters being sent: their next batches queued and delivered (decision 026). */
  campaigns: async (deps: AppDeps) => {
    const { mailIds, ...report } = await queueCampaignMails({
      db: deps.db,
      siteUrl: deps.config.PUBLIC_SITE_URL,
      now: deps.now,
    });
    if (mailIds.length) await deliverMail(outboxDeps(deps), { ids: mailIds, limit: mailIds.length });
    return report;
  },
  /** CFEs of approved orders and credit notes of undone sales: issued, retried with backoff (decision 027). */
  invoices: (deps: AppDeps) => issueDueInvoices(invoicingDeps(deps)),
  /** Transfer receipts uploaded more than 24 h ago that no order took. */
  receipts: (deps: AppDeps) => sweepUnattachedReceipts(deps),
  /** Uploaded images nothing uses a day after their upload (a form never saved). */
  images: (deps: AppDeps) => sweepUnusedImages(deps),
  /** Bodies of newsletter mails sent more than 30 days ago (their rows and counts stay). */
  campaignMails: (deps: AppDeps) => pruneCampaignMails(deps),
  /** Rate-limit windows that have closed. */
  rateLimits: (deps: AppDeps) => pruneRateLimits(deps),
  /** Mercado Pago reservations that ran out (unless a live payment turns up). */
  reservations: (deps: AppDeps) => withMail(deps, expireReservations(paymentServiceDeps(deps))),
  /** Mercado Pago orders left pending by a payment: asked about again. */
  waitingPayments: (deps: AppDeps) => withMail(deps, recheckWaitingPayments(paymentServiceDeps(deps))),
  /** 'Avisarme' requests whose stock came back and whose mail a stopped Worker left unqueued (decision 025). */
  stockAlerts: async (deps: AppDeps) => {
    const ids = await mailRestocked({ db: deps.db, siteUrl: deps.config.PUBLIC_SITE_URL, now: deps.now });
    if (ids.length) await deliverMail(outboxDeps(deps), { ids });
    return { notified: ids.length };
  },
  /** Customer rows of placed orders a stopped Worker left queued (decision 032, issue 39). */
  customers: (deps: AppDeps) => refreshQueuedCustomers(deps.db),
  /** A day before an unpaid ticket or transfer runs out: its one reminder (issue 43, decision 034). */
  unpaidReminders: (deps: AppDeps) => remindUnpaidOrders(deps),
  /** Reminders of unfinished checkouts, each stage of a cart once (issue 43, decision 034). */
  cartReminders: (deps: AppDeps) => remindKeptCarts(deps),
} as const;

export type ScheduledReport = Record<keyof typeof SCHEDULED_JOBS, unknown>;

export async function runScheduledJobs(deps: AppDeps): Promise<ScheduledReport> {
  const entries = await Promise.all(
    Object.entries(SCHEDULED_JOBS).map(async ([name, job]) => {
      try {
        return [name, await job(deps)] as const;
      } catch (error) {
        console.error(`[cron] job ${name} failed:`, error);
        return [name, { error: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as ScheduledReport;
}

/** Whether a run gave stock back or took it (expired reservations, late payments): caches must forget it. */
export function scheduledStockMoved(report: ScheduledReport): boolean {
  const moved = (r: unknown) =>
    !!r &&
    typeof r === "object" &&
    ((r as { expired?: number }).expired ?? 0) + ((r as { applied?: number }).applied ?? 0) > 0;
  return moved(report.reservations) || moved(report.waitingPayments);
}

/** Delivers the mails a payment job queued (what fails is retried by the mail job). */
async function withMail(deps: AppDeps, job: Promise<PaymentJobReport>) {
  const { mailIds, ...report } = await job;
  if (mailIds.length) await deliverMail(outboxDeps(deps), { ids: mailIds });
  return report;
}
