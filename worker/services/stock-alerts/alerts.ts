import { type ConsentKey, consentRecord } from "../../../domain/consents.ts";
import { STOCK_ALERT_CONFIRMATION_DAYS, stockAlertItem } from "../../../domain/schemas/stock-alerts.ts";
import type { RateLimiterPort } from "../../adapters/rate-limit/port.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import {
  type AlertConfirmOutcome,
  alertTarget,
  confirmAlert,
  requestAlert,
  takeRestockedAlerts,
} from "../../db/stock-alerts.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { withConfirmationMailCap } from "../mail/confirmation-cap.ts";
import { readMailShop } from "../mail/render.ts";
import { randomToken, sha256Hex } from "../secrets.ts";
import { backInStockMail, productLink, stockAlertConfirmationMail, stockAlertConfirmLink } from "./mails.ts";

// 'Avisarme cuando haya stock' (decision 025): ask, confirm, and the restock's mails.

export interface StockAlertDeps {
  db: Database;
  siteUrl: string;
  now: () => Date;
  /** Counts the confirmation mails per recipient (services/mail/confirmation-cap.ts). */
  rateLimiter: RateLimiterPort;
}

/** How many restocked requests one drain mails (the scheduled job drains again for more). */
const DRAIN_BATCH = 500;

/**
 * POST /api/stock-alerts: a pending request and its confirmation mail, in one transaction. Asking again for the
 * same item while pending mails one more link to the same request (the earlier links keep working); once
 * confirmed, asking again mails nothing. Refused: an unknown product or size (404) or one that can be bought now
 * (409). Over the cap of confirmation mails to the address: the same answer, nothing written, no mail.
 */
export function askStockAlert(
  deps: StockAlertDeps,
  input: { email: string; productId: number; variantId: number | null; consent?: ConsentKey },
): Promise<number[]> {
  return withConfirmationMailCap(deps.rateLimiter, input.email, (allowed) =>
    deps.db.run(serviceRole, (tx) => requestAndMail(tx, deps, input, allowed)),
  );
}

async function requestAndMail(
  tx: Tx,
  deps: StockAlertDeps,
  input: { email: string; productId: number; variantId: number | null; consent?: ConsentKey },
  allowed: boolean,
): Promise<number[]> {
  const target = await alertTarget(tx, input.productId, input.variantId);
  if (!target) throw notFound("No encontramos ese producto o esa presentación.");
  if (target.available) {
    throw new ApiError(409, "in_stock", "Esta presentación tiene stock: puede comprarla ahora.");
  }
  if (!allowed) return [];
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + STOCK_ALERT_CONFIRMATION_DAYS * 86_400_000);
  const requested = await requestAlert(tx, {
    email: input.email,
    productId: input.productId,
    variantId: input.variantId,
    tokenHash: await sha256Hex(token),
    expiresAt,
    ...consentRecord(input.consent ?? "aviso-stock-1"),
  });
  if (!requested) return [];
  const item = stockAlertItem(target.productName, target.size, target.unit);
  const mail = stockAlertConfirmationMail(
    input.email,
    deps.siteUrl,
    await readMailShop(tx),
    item,
    stockAlertConfirmLink(deps.siteUrl, token),
    STOCK_ALERT_CONFIRMATION_DAYS,
  );
  return [await enqueueMail(tx, mail)];
}

/**
 * The confirmation link: the request waits from now on. If its item came back meanwhile, the 'Ya hay stock' mail
 * is queued in the same transaction.
 */
export async function confirmStockAlert(
  deps: StockAlertDeps,
  token: string,
): Promise<{ outcome: AlertConfirmOutcome; mailIds: number[] }> {
  const hash = await sha256Hex(token);
  return deps.db.run(serviceRole, async (tx) => {
    const outcome = await confirmAlert(tx, hash, deps.now());
    if (outcome.result !== "confirmed") return { outcome, mailIds: [] };
    return { outcome, mailIds: await queueRestockMails(tx, deps, [outcome.productId]) };
  });
}

/**
 * Inside the caller's transaction (service role): closes the waiting requests whose stock came back (stamped by
 * the database's triggers, in this transaction or an earlier one) and queues one 'Ya hay stock' mail for each.
 * Returns the mails' ids.
 */
export async function queueRestockMails(
  tx: Tx,
  deps: { siteUrl: string; now: () => Date },
  productIds?: number[],
): Promise<number[]> {
  const alerts = await takeRestockedAlerts(tx, { now: deps.now(), limit: DRAIN_BATCH, productIds });
  const ids: number[] = [];
  const shop = alerts.length ? await readMailShop(tx) : null;
  for (const alert of alerts) {
    const item = stockAlertItem(alert.productName, alert.size, alert.unit);
    ids.push(
      await enqueueMail(
        tx,
        backInStockMail(alert.email, deps.siteUrl, shop!, item, productLink(deps.siteUrl, alert.productSlug)),
      ),
    );
  }
  return ids;
}

/**
 * After a writer that cannot write the requests itself (the admin's form and the catalogue import run under the
 * admin's RLS) committed a restock: mails the stamped requests of `productIds` in a transaction of their own.
 * Should this not run (the Worker stopped), the stamps stay and the scheduled job mails them.
 */
export function mailRestocked(deps: Omit<StockAlertDeps, "rateLimiter">, productIds?: number[]): Promise<number[]> {
  return deps.db.run(serviceRole, (tx) => queueRestockMails(tx, deps, productIds));
}
