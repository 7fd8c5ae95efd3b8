import { cardPathOf, uploadedImagePath } from "../../domain/images.ts";
import { serviceRole } from "../db/database.ts";
import { deletePublicImages } from "../db/files.ts";
import type { AppDeps } from "../env.ts";

/**
 * Erases the uploaded images (and their card-size siblings) these URLs name; other URLs (the seed's
 * /images/…, a URL another row still uses) are left alone. Call it after the transaction that dropped the
 * references committed: a failure here leaves an unreferenced file, never a reference to a missing one.
 */
export async function eraseImages(deps: Pick<AppDeps, "db" | "storage">, urls: readonly string[]): Promise<void> {
  const paths = [...new Set(urls.map(uploadedImagePath).filter((p): p is string => p !== null))].flatMap((path) => [
    path,
    cardPathOf(path),
  ]);
  if (paths.length === 0) return;
  const deleted = await deps.db.run(serviceRole, (tx) => deletePublicImages(tx, paths));
  await deps.storage.remove(deleted.map(({ bucket, path }) => ({ bucket, path })));
}
