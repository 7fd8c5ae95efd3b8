import { access, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { seedDemoContent } from "../../supabase/seed/seed.ts";
import { databaseSnapshot } from "../embedded/db-snapshot.ts";
import { bootstrapLocal, migrate } from "./migrations.ts";
import { openPglite } from "./pglite.ts";
import { pgliteRunner } from "./sql-runner.ts";

/**
 * The two databases every test run and every new `npm start` data directory begin from (issue 39, decision 028
 * session 21), made once per set of sources: "empty" (bootstrap and migrations) and "seeded" (and the demo
 * catalogue). The seeded one is `npm start`'s own copy (db-snapshot.ts: same file, same hash of the sources); the
 * empty one sits beside it under the same hash. vitest's global setup, `npm start` and `npm test`'s first step (beside
 * the type check and the builds, so that neither vitest nor the browser tests' shops make them) all ask here; the
 * first to ask makes them, in about 13 s of CPU, and the others find them.
 */
export interface PreparedSnapshots {
  /** Bootstrap and migrations: a tarball from PGlite's dumpDataDir. */
  empty: string;
  /** The same and the demo catalogue, no admin. */
  seeded: string;
}

export async function preparedSnapshots(root: string): Promise<PreparedSnapshots & { made: boolean }> {
  const snapshot = await databaseSnapshot(root);
  const seeded = snapshot.file;
  const empty = seeded.replace(/database-(\w+)\.tar$/, "empty-$1.tar");
  if ((await exists(seeded)) && (await exists(empty))) return { empty, seeded, made: false };
  const db = await openPglite();
  try {
    const runner = pgliteRunner(db);
    await bootstrapLocal(runner);
    await migrate(runner);
    await writeAtomically(empty, db);
    await seedDemoContent(runner);
    await snapshot.save(db);
  } finally {
    await db.close();
  }
  return { empty, seeded, made: true };
}

/** Written aside, then renamed: a run stopped half-way never leaves half a tarball under the real name. */
async function writeAtomically(file: string, db: PGlite) {
  const tarball = await db.dumpDataDir("none");
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, file);
  // Empty copies of older sources go (db-snapshot.ts drops the older seeded ones).
  for (const name of await readdir(dirname(file))) {
    if (/^empty-\w+\.tar$/.test(name) && name !== basename(file)) await rm(join(dirname(file), name), { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

// `tsx scripts/db/prepared-snapshots.ts`: makes them if they are missing (npm test's first step).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { made } = await preparedSnapshots(resolve(dirname(fileURLToPath(import.meta.url)), "../.."));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(made ? `Made the test databases (${seconds} s).` : "The test databases are up to date.");
}
