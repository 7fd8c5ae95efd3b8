import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { seedDemoContent } from "../../supabase/seed/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededSnapshotPath: string;
    emptySnapshotPath: string;
    /** The renderer Worker's module, built from the source of this run (tests/support/renderer.ts). */
    rendererModulePath: string;
  }
}

/** Migrates (and seeds) PGlite once per run; test files start from these snapshots in about a second. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "shop-test-db-"));
  const db = await openPglite();
  const runner = pgliteRunner(db);
  await bootstrapLocal(runner);
  await migrate(runner);
  const emptyPath = join(dir, "empty.tar.gz");
  await writeFile(emptyPath, Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer()));
  await seedDemoContent(runner);
  const seededPath = join(dir, "seeded.tar.gz");
  await writeFile(seededPath, Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer()));
  await db.close();
  // The renderer Worker as it is deployed (vite.render.config.ts), built from this checkout: the pages' first views.
  const rendererDir = join(dir, "render");
  await build({
    configFile: fileURLToPath(new URL("../../vite.render.config.ts", import.meta.url)),
    logLevel: "warn",
    build: { outDir: rendererDir, emptyOutDir: true },
  });
  project.provide("rendererModulePath", join(rendererDir, "render.js"));
  project.provide("emptySnapshotPath", emptyPath);
  project.provide("seededSnapshotPath", seededPath);
  return () => rm(dir, { recursive: true, force: true });
}
