import { type Database, serviceRole } from "../../db/database.ts";
import { deleteExpiredRateLimits } from "../../db/rate-limits.ts";

export interface PruneRateLimitsDeps {
  db: Database;
  now: () => Date;
}

/**
 * Deletes the rate-limit windows that have closed (they no longer count anything). For the scheduled
 * handler; idempotent, and safe next to requests counting in open windows, which it never touches.
 */
export async function pruneRateLimits(deps: PruneRateLimitsDeps): Promise<{ removed: number }> {
  const removed = await deps.db.run(serviceRole, (tx) => deleteExpiredRateLimits(tx, deps.now()));
  return { removed };
}
