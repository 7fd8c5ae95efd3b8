import type { StoragePort } from "../../adapters/storage.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { deleteFilesById, lockUnusedImages } from "../../db/files.ts";

/** An uploaded image nothing uses this long after its upload is removed (a form left unsaved for a day). */
export const IMAGE_RETENTION_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Removes uploaded images (row and bucket object, with their card-size siblings) that no product, category,
 * post, banner or feed item uses a day after the upload. Saving a form and deleting a product erase what they
 * drop at once (services/images.ts); this catches photos uploaded for a form never saved. Same shape as the
 * receipt sweep: per batch one transaction, the bucket deleted before the commit, idempotent.
 */
export async function sweepUnusedImages(deps: {
  db: Database;
  storage: StoragePort;
  now: () => Date;
}): Promise<{ removed: number }> {
  const cutoff = new Date(deps.now().getTime() - IMAGE_RETENTION_MS);
  let removed = 0;
  for (;;) {
    const { locked, deleted } = await deps.db.run(serviceRole, async (tx) => {
      const candidates = await lockUnusedImages(tx, cutoff, BATCH);
      const gone = await deleteFilesById(
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
