import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner, type SqlRunner } from "../../scripts/db/sql-runner.ts";

/** A fresh in-memory PGlite (with the migrations' extensions) as a SqlRunner, and how to close it. */
export async function pgliteDatabase(): Promise<{ db: SqlRunner; close: () => Promise<void> }> {
  const pg = await openPglite();
  return { db: pgliteRunner(pg), close: () => pg.close() };
}
