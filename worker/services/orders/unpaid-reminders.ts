import { unpaidKind } from "../../../domain/unpaid-reminders.ts";
import type { RateLimiterPort } from "../../adapters/rate-limit/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { readOrder } from "../../db/orders.ts";
import { readShopSettings } from "../../db/settings.ts";
import { claimUnpaidReminder, listDueUnpaidOrders } from "../../db/unpaid-reminders.ts";
import { outboxDeps } from "../../deps.ts";
import type { AppDeps } from "../../env.ts";
import { withConfirmationMailCap } from "../mail/confirmation-cap.ts";
import { deliverMail } from "../mail/outbox.ts";
import { mailShopOf } from "../mail/render.ts";
import type { OrderMailDeps } from "./mail-parts.ts";
import { unpaidReminderMail } from "./unpaid-reminder-mail.ts";

// Scheduled job `unpaidReminders` (issue 43, decision 034): one reminder a day before an unpaid order's payment runs
// out (an Abitab / RedPagos ticket, a transfer without its receipt; the rules: domain/unpaid-reminders.ts).

export interface UnpaidReminderDeps extends OrderMailDeps {
  db: Database;
  now: () => Date;
  /** The per-recipient cap on mails a stranger can cause (services/mail/confirmation-cap.ts). */
  rateLimiter: RateLimiterPort;
}

/** How many orders one run looks at (the next run takes the rest). */
const BATCH = 50;

/**
 * Queues the reminders due now and returns their mails' ids (the caller delivers them). Each order is stamped and its
 * mail written to the outbox in one transaction, under the order's row lock: exactly once, also with two runs at once
 * or a crash between them. An order whose address is over the daily cap of mails a stranger can cause is left for a
 * later run.
 */
export async function queueUnpaidReminders(deps: UnpaidReminderDeps): Promise<number[]> {
  const now = deps.now();
  const due = await deps.db.run(serviceRole, (tx) => listDueUnpaidOrders(tx, now, BATCH));
  const ids: number[] = [];
  for (const { id, email } of due) {
    try {
      const queued = await withConfirmationMailCap(deps.rateLimiter, email, (allowed) =>
        deps.db.run(serviceRole, async (tx) => {
          // Over the cap, the order is left unclaimed: a later run sends it once the address is under the cap again
          // (before the payment runs out). So a run over the cap never takes the claim from one that may send.
          if (!allowed || !(await claimUnpaidReminder(tx, id, now))) return [];
          const order = await readOrder(tx, id);
          const kind = order && unpaidKind(order);
          if (!order || !kind) return [];
          const settings = await readShopSettings(tx);
          const mail = unpaidReminderMail({ ...deps, shop: mailShopOf(settings) }, order, kind, settings.bankAccounts);
          return [await enqueueMail(tx, mail)];
        }),
      );
      ids.push(...queued);
    } catch (error) {
      console.error(`[unpaid-reminders] order ${id} failed; the next run tries again:`, error);
    }
  }
  return ids;
}

/** The scheduled job: queues the reminders due now and delivers them (what fails is retried by the mail job). */
export async function remindUnpaidOrders(deps: AppDeps): Promise<{ reminded: number }> {
  const ids = await queueUnpaidReminders({
    db: deps.db,
    now: deps.now,
    rateLimiter: deps.rateLimiter,
    shopEmail: deps.config.SHOP_NOTIFY_EMAIL,
    siteUrl: deps.config.PUBLIC_SITE_URL,
  });
  if (ids.length) await deliverMail(outboxDeps(deps), { ids });
  return { reminded: ids.length };
}
