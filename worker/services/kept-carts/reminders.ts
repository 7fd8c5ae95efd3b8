import type { ReminderSettings } from "../../../domain/schemas/kept-carts.ts";
import type { RateLimiterPort } from "../../adapters/rate-limit/port.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { claimReminder, type DueRule, dueCartIds, linesToday, recordReminder } from "../../db/kept-carts.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { readShopSettings } from "../../db/settings.ts";
import { withConfirmationMailCap } from "../mail/confirmation-cap.ts";
import { readMailShop } from "../mail/render.ts";
import { randomToken, sha256Hex } from "../secrets.ts";
import { addressHash } from "./keep.ts";
import { cartReminderMail, reminderLinks } from "./mails.ts";

// The scheduled job `cartReminders` (issue 43, decision 034): a cart kept for `firstHours` with no order since gets
// reminder 1, after `secondHours` reminder 2 (Ajustes > Recordatorios, each can be off). Each stage of a cart is
// claimed (its stamp) and its mail queued in ONE transaction, so a stage is mailed at most once however many runs
// overlap, and a run that dies before the commit leaves nothing behind. Never after an order from the address since
// the cart was kept, nor after an opt-out (the claim checks both under the row's lock and deletes the cart then).

export interface CartReminderDeps {
  db: Database;
  siteUrl: string;
  now: () => Date;
  /** Reminders are mails a stranger can cause (anyone may type an address): the per-recipient cap applies. */
  rateLimiter: RateLimiterPort;
}

const HOUR = 3_600_000;
/** Carts one run looks at per stage (the next run takes the rest). */
const BATCH = 50;

/** The rules of the stages switched on, stage 2 first (so one run never mails both stages of one cart). */
export function dueRules(settings: ReminderSettings, now: Date): DueRule[] {
  const rules: DueRule[] = [];
  if (settings.secondOn) {
    const gap = settings.firstOn ? Math.max(settings.secondHours - settings.firstHours, 0) : 0;
    rules.push({
      stage: 2,
      leftBefore: new Date(now.getTime() - settings.secondHours * HOUR),
      firstBefore: settings.firstOn ? new Date(now.getTime() - gap * HOUR) : null,
    });
  }
  if (settings.firstOn) {
    rules.push({ stage: 1, leftBefore: new Date(now.getTime() - settings.firstHours * HOUR), firstBefore: null });
  }
  return rules;
}

/** One run: returns the ids of the mails it queued (the caller delivers them) and how many of each stage. */
export async function queueCartReminders(
  deps: CartReminderDeps,
): Promise<{ mailIds: number[]; first: number; second: number }> {
  const now = deps.now();
  const settings = await deps.db.run(serviceRole, readShopSettings);
  const mailIds: number[] = [];
  const sent = { 1: 0, 2: 0 };
  for (const rule of dueRules(settings.reminders, now)) {
    const ids = await deps.db.run(serviceRole, (tx) => dueCartIds(tx, rule, BATCH));
    for (const cartId of ids) {
      const queued = await remindOne(deps, cartId, rule, now);
      mailIds.push(...queued);
      sent[rule.stage] += queued.length;
    }
  }
  return { mailIds, first: sent[1], second: sent[2] };
}

/** Claims one stage of one cart and queues its mail, in one transaction; [] when another run had it, or over the cap. */
function remindOne(deps: CartReminderDeps, cartId: number, rule: DueRule, now: Date): Promise<number[]> {
  return deps.db
    .run(serviceRole, (tx) => tx<{ email: string }[]>`select email from kept_carts where id = ${cartId}`)
    .then(([row]) => {
      if (!row) return [];
      return withConfirmationMailCap(deps.rateLimiter, row.email, (allowed) =>
        allowed
          ? deps.db.run(serviceRole, async (tx) => {
              const cart = await claimReminder(tx, cartId, rule, now, addressHash);
              if (!cart) return [];
              const restoreToken = randomToken();
              const unsubscribeToken = randomToken();
              const shop = await readMailShop(tx);
              const mail = cartReminderMail(
                cart.email,
                deps.siteUrl,
                shop,
                rule.stage,
                await linesToday(tx, cart.lines),
                reminderLinks(deps.siteUrl, restoreToken, unsubscribeToken),
              );
              const mailId = await enqueueMail(tx, mail);
              await recordReminder(tx, {
                cartId: cart.id,
                email: cart.email,
                stage: rule.stage,
                mailId,
                sentAt: now,
                unsubscribeHash: await sha256Hex(unsubscribeToken),
                restoreHash: await sha256Hex(restoreToken),
              });
              return [mailId];
            })
          : Promise.resolve([]),
      );
    });
}
