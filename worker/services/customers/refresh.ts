import { refreshStaleCustomers } from "../../db/customers-refresh.ts";
import { type Database, serviceRole } from "../../db/database.ts";

/** Per database: the refresh running now, and whether an order asked for one while it ran. */
const running = new WeakMap<Database, { done: Promise<{ refreshed: number }>; again: boolean }>();

/**
 * The customer rows of orders placed since the last run (decision 032): after an order's answer, and every minute
 * from the scheduled job for what a stopped Worker left. One at a time per database: an order answered while a
 * refresh runs gets one more run after it (which takes every address queued meanwhile, in one statement), not a
 * transaction of its own; under load, dozens of orders share a refresh. Never throws: what fails stays queued.
 */
export function refreshQueuedCustomers(db: Database): Promise<{ refreshed: number }> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve({ refreshed: 0 }) };
  state.done = (async () => {
    let refreshed = 0;
    try {
      do {
        state.again = false;
        refreshed += await refreshOnce(db);
      } while (state.again);
    } finally {
      running.delete(db);
    }
    return { refreshed };
  })();
  running.set(db, state);
  return state.done;
}

async function refreshOnce(db: Database): Promise<number> {
  try {
    return await db.run(serviceRole, (tx) => refreshStaleCustomers(tx));
  } catch (error) {
    console.error("[customers] could not refresh the queued customers; the scheduled job will try again:", error);
    return 0;
  }
}
