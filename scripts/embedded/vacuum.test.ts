/**
 * The embedded shop's own `vacuum analyze` (PGlite has no autovacuum: decision 009, issue 41): it runs through the
 * socket server's exclusive session, after the client that owns it is done, never inside its transaction.
 */
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SocketServer, startSocketServer } from "./socket-server.ts";
import { keepVacuumed } from "./vacuum.ts";

let pg: PGlite;
let server: SocketServer;
let url: string;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec("create table notes (id serial primary key, who text not null)");
  server = await startSocketServer({ db: pg, port: 0, idleInTransactionMs: 10_000 });
  url = `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`;
});

afterAll(async () => {
  await server?.stop();
  await pg?.close();
});

/** Pages of `notes` the visibility map marks all-visible: set by a vacuum, never by writes. */
const allVisible = async () =>
  (await pg.query<{ n: number }>("select relallvisible as n from pg_class where relname = 'notes'")).rows[0]!.n;

describe("the embedded shop's vacuum", () => {
  it("waits for the client that owns the session to finish its transaction, then vacuums", async () => {
    const sql = postgres(url, { max: 1, prepare: false, fetch_types: false, onnotice: () => {} });
    const vacuum = keepVacuumed(server, pg, { firstAfterMs: 3_600_000, everyMs: 3_600_000 });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      let inside!: () => void;
      const began = new Promise<void>((r) => {
        inside = r;
      });
      const transaction = sql.begin(async (tx) => {
        await tx`insert into notes (who) select 'fila ' || g from generate_series(1, 2000) g`;
        inside();
        await held;
        await tx`insert into notes (who) values ('última')`;
      });
      await began;
      expect(await allVisible()).toBe(0);

      let done = false;
      const ran = vacuum.runNow().then((ok) => {
        done = true;
        return ok;
      });
      // The client's transaction is open: the vacuum waits its turn (straight on PGlite, it would be refused:
      // 'VACUUM cannot run inside a transaction block').
      await new Promise((r) => setTimeout(r, 300));
      expect(done).toBe(false);
      release();
      await transaction;
      expect(await ran).toBe(true);
      expect(await allVisible()).toBeGreaterThan(0);
      expect((await sql`select count(*)::int as n from notes`)[0]!.n).toBe(2001);
    } finally {
      vacuum.stop();
      await sql.end();
    }
  });

  it("runs on its own after start-up and then every interval, and stops", async () => {
    await pg.exec("insert into notes (who) select 'más ' || g from generate_series(1, 2000) g");
    const before = await allVisible();
    const vacuum = keepVacuumed(server, pg, { firstAfterMs: 50, everyMs: 3_600_000 });
    try {
      await expect.poll(allVisible, { timeout: 10_000 }).toBeGreaterThan(before);
    } finally {
      vacuum.stop();
    }
  });
});
