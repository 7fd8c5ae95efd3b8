import { serviceRole } from "../../db/database.ts";
import { listExpiredReservations, takeWaitingPayments } from "../../db/payments.ts";
import { moveOrder } from "../orders/move-order.ts";
import {
  type ApplyOutcome,
  applyPayment,
  applyPaymentById,
  type PaymentServiceDeps,
} from "../payments/apply-payment.ts";
import { findLivePayment } from "../payments/look-up.ts";

/** A pending Mercado Pago order is asked about again when nothing was heard for this long. */
const RECHECK_AFTER_MS = 10 * 60 * 1000;
const BATCH = 25;

export interface PaymentJobReport {
  expired: number;
  applied: number;
  failed: number;
  /** Mails the moves queued; the caller delivers them. */
  mailIds: number[];
}

/**
 * Reservations that ran out: a Mercado Pago order still waiting (status 'mercado') past its 60 minutes.
 * Before cancelling, Mercado Pago is asked about the order's payments: a live one (approved, pending) is
 * applied instead, so a lost webhook never cancels a paid order. Otherwise the order is cancelled and its
 * stock given back, once, with no mail (the buyer never paid). Safe to run twice at once.
 */
export async function expireReservations(deps: PaymentServiceDeps): Promise<PaymentJobReport> {
  const report: PaymentJobReport = { expired: 0, applied: 0, failed: 0, mailIds: [] };
  const due = await deps.db.run(serviceRole, (tx) => listExpiredReservations(tx, deps.now(), BATCH));
  for (const { id } of due) {
    try {
      const live = await findLivePayment(deps, id);
      if (live) {
        count(report, await applyPayment(deps, live, id));
        continue;
      }
      // The order service checks again, under the order's lock, that it still waits and its time is up.
      const expired = await moveOrder(deps, id, { actor: "system" }, { event: "reservation_expired" });
      if (expired.ok && expired.outcome === "applied") report.expired++;
    } catch (error) {
      report.failed++;
      console.error(`[payments] expiring the reservation of order ${id} failed; next run retries:`, error);
    }
  }
  return report;
}

/**
 * Mercado Pago orders left pending by a payment (a ticket not yet paid, a payment under review): asked
 * about again every 10 minutes, so a lost webhook never leaves an order stuck. A ticket that expired
 * comes back cancelled and the order is cancelled with its stock given back.
 */
export async function recheckWaitingPayments(deps: PaymentServiceDeps): Promise<PaymentJobReport> {
  const report: PaymentJobReport = { expired: 0, applied: 0, failed: 0, mailIds: [] };
  const now = deps.now();
  const waiting = await deps.db.run(serviceRole, (tx) =>
    takeWaitingPayments(tx, new Date(now.getTime() - RECHECK_AFTER_MS), now, BATCH),
  );
  for (const { id, paymentId } of waiting) {
    try {
      count(report, await applyPaymentById(deps, paymentId, id));
    } catch (error) {
      report.failed++;
      console.error(`[payments] re-checking the payment of order ${id} failed; next run retries:`, error);
    }
  }
  return report;
}

function count(report: PaymentJobReport, outcome: ApplyOutcome) {
  if (outcome.outcome === "applied") report.applied++;
  report.mailIds.push(...outcome.mailIds);
}
