import { refreshStaleCustomers } from "../../db/customers-refresh.ts";
import { type Database, serviceRole } from "../../db/database.ts";

/**
 * The customer rows of orders placed since the last run (decision 032): after an order's answer, and every minute
 * from the scheduled job for what a stopped Worker left. Never throws: what fails stays queued for the next run.
 */
export async function refreshQueuedCustomers(db: Database): Promise<{ refreshed: number }> {
  try {
    return { refreshed: await db.run(serviceRole, (tx) => refreshStaleCustomers(tx)) };
  } catch (error) {
    console.error("[customers] could not refresh the queued customers; the scheduled job will try again:", error);
    return { refreshed: 0 };
  }
}
