import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** Opens PGlite with the extensions the migrations use. `dataDir` undefined = in memory. */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm } });
}
