import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bootstrapFile } from "../db/migrations.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./database.ts";
import { databaseSnapshot } from "./db-snapshot.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A restart of `npm start` runs supabase/local/bootstrap.sql only when it changed since it last ran on that database
 * (issue 39: about 0.6 s of PGlite's CPU). Seen through a grant the bootstrap makes: taken away by hand, it stays away
 * over a restart, and comes back when the bootstrap is due again.
 */
describe("the embedded database's bootstrap", () => {
  let dir = "";
  let open: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await open?.stop().catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const snapshot = await databaseSnapshot(ROOT);
    // The checkout's copy of a new database when there is one (read only: this test leaves the cache as it is).
    open = await startEmbeddedDatabase({
      dataDir: join(dir, "pgdata"),
      port: 0,
      snapshot: { ...snapshot, save: async () => {} },
    });
    return open;
  };
  const stop = async () => {
    await open?.stop();
    open = undefined;
  };
  const anonUsesAuth = async (db: EmbeddedDatabase) =>
    (await db.db.query<{ ok: boolean }>("select has_schema_privilege('anon', 'auth', 'usage') as ok")).rows[0]?.ok;

  it("runs on a new database, is skipped on a restart, and runs again once bootstrap.sql changed", async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-bootstrap-"));
    const marker = join(dir, "pgdata", "shop-bootstrap.sha256");
    const hash = createHash("sha256")
      .update(await readFile(bootstrapFile))
      .digest("hex");

    const first = await start();
    expect(await anonUsesAuth(first)).toBe(true);
    expect(await readFile(marker, "utf8")).toBe(hash);
    await first.db.exec("revoke usage on schema auth from anon");
    await stop();

    const restarted = await start();
    expect(await anonUsesAuth(restarted), "the bootstrap did not run again").toBe(false);
    await stop();

    // As after an edit of bootstrap.sql: the hash kept is not the file's.
    await writeFile(marker, "the hash of an older bootstrap.sql");
    const changed = await start();
    expect(await anonUsesAuth(changed), "the bootstrap ran again").toBe(true);
    expect(await readFile(marker, "utf8")).toBe(hash);
  }, 300_000);
});
