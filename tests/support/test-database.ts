import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Sql } from "postgres";
import { inject } from "vitest";
import { TarBlob } from "../../scripts/db/tar-blob.ts";
import { type SocketServer, startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { connect, type Database, openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";

export interface TestShop {
  /**
   * The PGlite instance, for direct assertions (runs as the superuser). Its `query`, `exec` and `transaction` wait
   * for the socket server's session to be free (`between`): on the one session PGlite has, a direct query made while
   * a client's exchange or transaction is open would run inside it (and replace its unnamed statement).
   */
  pg: PGlite;
  /** postgres.js over the socket: the same client path the Worker uses. */
  sql: Sql;
  /** Connection URL of the socket server. */
  url: string;
  db: Database;
  app: ReturnType<typeof createApp>;
  /** app.request with a default execution context. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * An execution context whose background work (waitUntil: mail delivery, cache refreshes) the test
 * request waits for, so a test sees its effects and never races it with direct queries on `pg`.
 */
function executionContext() {
  const background: Promise<unknown>[] = [];
  return {
    ctx: {
      waitUntil: (p: Promise<unknown>) => void background.push(p.catch(() => {})),
      passThroughOnException: () => {},
      props: {},
    },
    settled: async () => {
      while (background.length) await Promise.all(background.splice(0));
    },
  };
}

/** app.request with an execution context whose background work (mail delivery) the call waits for. */
export async function requestSettled(
  app: { request: ReturnType<typeof createApp>["request"] },
  path: string,
  init?: RequestInit,
  env: Record<string, unknown> = {},
): Promise<Response> {
  const { ctx, settled } = executionContext();
  const res = await app.request(path, init, env, ctx as never);
  if (res.headers.get("content-type")?.startsWith("text/csv")) {
    // A streamed export's work ends only when its body has been read: read it while settling.
    const [body] = await Promise.all([res.arrayBuffer(), settled()]);
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
  await settled();
  return res;
}

/**
 * A test file's database is small and has one session: PGlite's default shared memory (128 MB of buffers, lock and
 * process tables for 100 connections) is set up, zeroed, at every start, and took about 45 % of a start's CPU here
 * (issue 39, decision 028 session 21). A test database needs a few megabytes.
 */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=8MB",
  "-c",
  "max_connections=10",
  "-c",
  "wal_buffers=256kB",
];

/**
 * A fresh database for one test file: migrated and seeded once per run by tests/support/global-setup.ts,
 * loaded here from that snapshot, then served over a local socket like `npm start` does.
 */
export async function startTestShop(options: { seeded?: boolean; now?: Date } = {}): Promise<TestShop> {
  const snapshot = inject(options.seeded === false ? "emptySnapshotPath" : "seededSnapshotPath");
  const pg = await PGlite.create({
    loadDataDir: new TarBlob(await readFile(snapshot)),
    extensions: { pg_trgm },
    startParams: TEST_START_PARAMS,
  });
  // The same socket server as `npm start` (scripts/embedded/socket-server.ts).
  const server = await startSocketServer({ db: pg, port: 0 });
  const url = `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`;
  const sql = connect(url, 4);
  const db = openDatabase(url, 4);
  const config = parseConfig({ ENVIRONMENT: "test" });
  const app = createApp(() => buildDeps(config, db, () => options.now ?? new Date()));
  return {
    pg: betweenClients(pg, server),
    sql,
    url,
    db,
    app,
    request: (path, init) => requestSettled(app, path, init),
    async close() {
      await db.close();
      await sql.end({ timeout: 2 });
      await server.stop();
      await pg.close();
    },
  };
}

/** PGlite whose direct queries run between the socket server's clients' exchanges, never inside one. */
function betweenClients(pg: PGlite, server: SocketServer): PGlite {
  const waiting = new Set<PropertyKey>(["query", "exec", "transaction"]);
  return new Proxy(pg, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (!waiting.has(property) || typeof value !== "function") return value;
      return (...args: unknown[]) => server.between(() => value.apply(target, args));
    },
  });
}
