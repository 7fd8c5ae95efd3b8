import type { StoragePort } from "../../adapters/storage.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { deleteUnattachedFiles, lockUnattachedReceipts } from "../../db/files.ts";

/** A receipt no order took within this long after its upload is removed. */
export const RECEIPT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Files per transaction: the rows stay locked while their objects are deleted from the bucket. */
const BATCH = 100;

export interface SweepReceiptsDeps {
  db: Database;
  storage: StoragePort;
  now: () => Date;
}

/**
 * Removes the receipts uploaded more than 24 h ago that no order references: the stored_files row and,
 * with Supabase Storage, the object in the bucket. For the scheduled handler.
 *
 * Per batch, one transaction: lock the candidates (skipping rows another transaction holds: an order
 * attaching one, a second sweep running at the same time), delete the rows still unattached, delete
 * their objects, commit. If the bucket refuses, the transaction rolls back and the rows stay for the
 * next run; objects already deleted are simply not found again then. Idempotent, and two sweeps at once
 * remove each file once.
 */
export async function sweepUnattachedReceipts(deps: SweepReceiptsDeps): Promise<{ removed: number }> {
  const cutoff = new Date(deps.now().getTime() - RECEIPT_RETENTION_MS);
  let removed = 0;
  for (;;) {
    const { locked, deleted } = await deps.db.run(serviceRole, async (tx) => {
      const candidates = await lockUnattachedReceipts(tx, cutoff, BATCH);
      const gone = await deleteUnattachedFiles(
        tx,
        candidates.map((f) => f.id),
      );
      if (gone.length > 0) await deps.storage.remove(gone);
      return { locked: candidates.length, deleted: gone.length };
    });
    removed += deleted;
    if (locked < BATCH || deleted === 0) return { removed };
  }
}
