import postgres, { type Sql } from "postgres";

/** The database roles an API request can act as (the same roles Supabase's Data API uses). */
export type DbRole = "anon" | "authenticated" | "service_role";

/** Who is calling: the role and the JWT claims RLS policies read through auth.jwt() / auth.uid(). */
export interface Caller {
  role: DbRole;
  claims: Record<string, unknown>;
}

export const anonymous: Caller = { role: "anon", claims: { role: "anon" } };
/** Trusted server-side operations (placing an order, storing a contact message) after validation. */
export const serviceRole: Caller = { role: "service_role", claims: { role: "service_role" } };

/** The connection a unit of work runs on, inside its transaction. */
export type Tx = Sql;

/** The Database port: every unit of work is one transaction under the caller's role. */
export interface Database {
  run<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A Database over one or more connections ("lanes"), each a postgres.js client with `max: 1`. A unit of
 * work has its lane to itself from BEGIN to COMMIT, so its statements can be pipelined: BEGIN and the
 * role go out with the work's first query, COMMIT after its last, and a one-query read costs two round
 * trips instead of four. (postgres.js's own `reserve()` would do, but it never resolves on a client that
 * has not connected yet when `fetch_types` is off: porsager/postgres#751.)
 *
 * Role and claims are set transaction-locally (`set_config(..., true)`), never per session, so a pooled
 * connection (Hyperdrive, Supabase's pooler, pglite-socket's multiplexer) never leaks one caller's rights
 * into another's request. If BEGIN or the role fails, the transaction is aborted and every query of the
 * work fails with it: nothing ever runs under the connection's own role.
 */
export function databaseFromSql(...lanes: Sql[]): Database {
  for (const lane of lanes) {
    // A client with more connections could send the role on one and the query on another.
    if (lane.options.max !== 1) throw new Error("databaseFromSql needs clients with max: 1");
  }
  const pool = lanePool(lanes);
  return {
    async run(caller, work) {
      const lane = await pool.take();
      try {
        const opened = openTransaction(lane, caller);
        opened.catch(() => {}); // its failure reaches the caller through the work's own queries
        const result = await work(lane);
        await opened;
        await lane.unsafe("commit").simple();
        return result;
      } catch (error) {
        await lane
          .unsafe("rollback")
          .simple()
          .catch(() => {});
        throw error;
      } finally {
        pool.giveBack(lane);
      }
    },
    close: async () => {
      await Promise.all(lanes.map((lane) => lane.end({ timeout: 5 })));
    },
  };
}

/** Hands out free lanes, first come first served. */
function lanePool(lanes: Sql[]) {
  const free = [...lanes];
  const waiting: ((lane: Sql) => void)[] = [];
  return {
    take: (): Promise<Sql> => {
      const lane = free.pop();
      return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
    },
    giveBack: (lane: Sql) => {
      const next = waiting.shift();
      if (next) next(lane);
      else free.push(lane);
    },
  };
}

/** A Database with `lanes` connections to `url` (scripts, tests and the benchmark; the Worker uses one). */
export function openDatabase(url: string, lanes = 1): Database {
  return databaseFromSql(...Array.from({ length: lanes }, () => connect(url)));
}

/**
 * BEGIN plus the caller's role and claims, not awaited. The fixed callers' statement is constant text
 * sent as one simple-protocol message (no user data in it); any other caller's claims go as parameters.
 */
function openTransaction(conn: Sql, caller: Caller): Promise<unknown> {
  const fixed = FIXED_CALLER_SQL.get(caller);
  if (fixed) return conn.unsafe(fixed).simple();
  const begun = conn.unsafe("begin").simple();
  const acting = conn`select set_config('role', ${caller.role}, true), set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
  return Promise.all([begun, acting]);
}

const FIXED_CALLER_SQL = new Map<Caller, string>(
  [anonymous, serviceRole].map((caller) => [
    caller,
    `begin; select set_config('role', '${caller.role}', true), set_config('request.jwt.claims', '${JSON.stringify(caller.claims)}', true)`,
  ]),
);

/**
 * postgres.js client for one Worker request (workerd forbids sharing sockets across requests; in
 * production Hyperdrive pools the real connections). Unnamed statements (`prepare: false`) because
 * pglite-socket multiplexes clients onto one backend and poolers in transaction mode do the same.
 */
export function connect(url: string, max = 1): Sql {
  return postgres(url, {
    max,
    prepare: false,
    fetch_types: false,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
  });
}
