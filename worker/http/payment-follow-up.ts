import type { Context } from "hono";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import type { ApplyOutcome } from "../services/payments/apply-payment.ts";

/**
 * After a payment moved an order: this isolate's catalogue answers forget the old stock, and the mails the
 * move queued go out after the answer (the scheduled job retries what fails).
 */
export function followUpPayment(c: Context<AppEnv>, outcome: ApplyOutcome) {
  if (outcome.stockMoved) c.var.catalogueCache.clear();
  if (outcome.mailIds.length) c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: outcome.mailIds }));
}
