import { commitWith, type Tx } from "./database.ts";

// The customers table after an order is placed (decision 032, issue 39 session 21; migration
// 20261202040000_customers_after_order.sql): the order's own transaction only queues its address, and the queue is
// refreshed after COMMIT, out of the order's time.

/** Marks this transaction: an order it inserts queues its customer refresh instead of running it (local to it). */
export async function refreshCustomersAfterCommit(tx: Tx) {
  await tx`select set_config('shop.customers_refresh', 'after_commit', true)`;
}

/**
 * Refreshes up to `batch` queued addresses; returns how many queued rows it took. The unit's whole work: sent with its
 * BEGIN and COMMIT in one write (issue 39).
 */
export async function refreshStaleCustomers(tx: Tx, batch = 500): Promise<number> {
  const [[row]] = await commitWith(tx, [
    tx<{ taken: number }[]>`select public.refresh_stale_customers(${batch}) as taken`,
  ]);
  return row?.taken ?? 0;
}
