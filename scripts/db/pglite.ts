import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Opens PGlite with the extensions the migrations use. `dataDir` undefined = in memory. `loadDataDir`: a new data
 * directory starts as this copy (a tarball from dumpDataDir) instead of an empty database.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir });
}
