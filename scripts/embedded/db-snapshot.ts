import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { TarBlob } from "../db/tar-blob.ts";

/**
 * A new data directory starts as a copy of the last one made from the same sources (docs/decisions/028): PGlite's
 * initdb, the migrations and the demo catalogue cost about 13 s of CPU, a copy about 4. The copy is taken right
 * after the demo catalogue, before the demo admin (each data directory makes its own, from ADMIN_EMAIL /
 * ADMIN_PASSWORD), and lives in node_modules/.cache/shop-start/ under the hash of everything that made it: PGlite's
 * version, supabase/local/bootstrap.sql and the migration runner, every migration (name and text) and the seed's sources. Any change there
 * names another file, so a copy of an older schema or catalogue is never used.
 */
export interface DatabaseSnapshot {
  /** The tarball (PGlite's dumpDataDir) for the current sources; it may not exist yet. */
  file: string;
  /** Its content, or null when none was made from the current sources. */
  read(): Promise<Blob | null>;
  /** Keeps `db`'s data directory as the copy for the current sources (and drops copies of older ones). */
  save(db: PGlite): Promise<void>;
}

/** What a snapshot's content depends on, relative to the checkout. */
const SOURCES = {
  files: ["node_modules/@electric-sql/pglite/package.json", "supabase/local/bootstrap.sql", "scripts/db/migrations.ts"],
  dirs: ["supabase/migrations", "supabase/seed"],
};

export async function databaseSnapshot(root: string): Promise<DatabaseSnapshot> {
  const dir = join(root, "node_modules", ".cache", "shop-start");
  const file = join(dir, `database-${await sourcesHash(root)}.tar`);
  return {
    file,
    async read() {
      const content = await readFile(file).catch(() => null);
      return content ? new TarBlob(content) : null;
    },
    async save(db) {
      const tarball = await db.dumpDataDir("none");
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a start stopped half-way never leaves half a copy under the real name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
      await rename(partial, file);
      for (const name of await readdir(dir)) {
        if (/^database-.*\.tar$/.test(name) && join(dir, name) !== file) await rm(join(dir, name), { force: true });
      }
    },
  };
}

async function sourcesHash(root: string): Promise<string> {
  const hash = createHash("sha256");
  const files = [...SOURCES.files];
  for (const dir of SOURCES.dirs) {
    const names = (await readdir(join(root, dir), { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `${dir}/${entry.name}`);
    files.push(...names.sort());
  }
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(join(root, file)).catch(() => Buffer.from("missing")));
    hash.update("\n");
  }
  return hash.digest("hex").slice(0, 32);
}
