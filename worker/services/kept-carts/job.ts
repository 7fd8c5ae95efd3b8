import { outboxDeps } from "../../deps.ts";
import type { AppDeps } from "../../env.ts";
import { deliverMail } from "../mail/outbox.ts";
import { queueCartReminders } from "./reminders.ts";

/** The scheduled job `cartReminders`: queues the due reminders and delivers them (the mail job retries failures). */
export async function remindKeptCarts(deps: AppDeps): Promise<{ first: number; second: number }> {
  const { mailIds, ...report } = await queueCartReminders({
    db: deps.db,
    siteUrl: deps.config.PUBLIC_SITE_URL,
    now: deps.now,
    rateLimiter: deps.rateLimiter,
  });
  if (mailIds.length) await deliverMail(outboxDeps(deps), { ids: mailIds });
  return report;
}
