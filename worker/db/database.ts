import postgres, { type Sql } from "postgres";
import { checkSendable, inlined } from "./literal-values.ts";

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
 * The connection a unit of work began on was lost before the work committed. Nothing after the loss
 * ran; whether the commit itself reached the server is unknown only when the loss hit the COMMIT.
 */
export class ConnectionLostError extends Error {
  readonly code = "CONNECTION_LOST";
  constructor(message = "The database connection was lost during a unit of work; it was not completed.") {
    super(message);
  }
}

/** Makes a postgres.js client with one connection; `onClose` is called whenever that connection closes. */
export type Connector = (onClose: () => void) => Sql;

/**
 * A Database over one or more connections ("lanes"). A unit of work has its lane to itself from BEGIN to
 * COMMIT, so its statements can be pipelined: BEGIN and the role go out with the work's first query,
 * COMMIT after its last, and a one-query read costs two round trips instead of four. (postgres.js's own
 * `reserve()` would do, but it never resolves on a client that has not connected yet when `fetch_types`
 * is off: porsager/postgres#751.)
 *
 * Role and claims are set transaction-locally (`set_config(..., true)`), never per session, so a pooled
 * connection (Hyperdrive, Supabase's pooler, the embedded socket server) never leaks one caller's rights
 * into another's request. If BEGIN or the role fails, the transaction is aborted and every query of the
 * work fails with it.
 *
 * All or nothing, whatever happens to the connection: postgres.js reconnects silently when a connection
 * drops, and would send the work's remaining statements on the new connection, outside the transaction
 * and as the login role. So each unit watches its lane's connection: once it closes, the unit is lost:
 * statements still queued in the client are withdrawn before they can be sent, every later statement
 * (COMMIT included) fails with ConnectionLostError, and the lane's client is replaced for the next unit.
 * What the server received before the loss belonged to a transaction that never committed.
 */
export function databaseFromConnector(connector: Connector, lanes = 1, idleMs = LANE_IDLE_MS): Database {
  if (lanes < 1) throw new Error("A Database needs at least one lane");
  const all = Array.from({ length: lanes }, () => new Lane(connector, idleMs));
  const pool = lanePool(all);
  return {
    async run(caller, work) {
      const lane = await pool.take();
      try {
        return await lane.runUnit(caller, work);
      } finally {
        pool.giveBack(lane);
      }
    },
    close: async () => {
      await Promise.all(all.map((lane) => lane.close()));
    },
  };
}

/** A Database with `lanes` connections to `url` (the Worker uses one per request; scripts and tests more). */
export function openDatabase(url: string, lanes = 1): Database {
  // The lane closes an idle connection itself (Lane.idle): postgres.js's own idle timeout would race a new unit.
  return databaseFromConnector((onClose) => connect(url, 1, onClose, 0), lanes);
}

/** The postgres.js query object, with the internals the unit's guard reads (postgres 3.4.x, pinned). */
interface PgQuery extends Promise<unknown> {
  executed: boolean;
  state: unknown;
  cancelled: unknown;
  handle(): Promise<void>;
  reject(error: unknown): void;
  cancel(): unknown;
}

interface Unit {
  /** The lane's connection closed while the unit was running. */
  lost: boolean;
  /** The unit committed or rolled back: its tx accepts nothing more. */
  done: boolean;
  /** Its COMMIT went out with its last statements (commitWith): the lane sends neither COMMIT nor ROLLBACK. */
  ended: boolean;
  /** Statements handed to the client and not settled yet. */
  pending: Set<PgQuery>;
  /** Every statement built with the unit's tx (commitWith takes only these). */
  made: WeakSet<object>;
  /** Statements are made with their values written in (sendValuesInline). */
  inline: boolean;
  /** Ends the unit with its last statements and COMMIT (commitWith), once its transaction is opening. */
  finish?: (statements: readonly Statement[]) => Promise<unknown[]>;
}

/** How long a lane's connection may sit unused before the lane closes it (postgres.js's default is none). */
export const LANE_IDLE_MS = 20_000;

class Lane {
  private sql: Sql;
  private unit: Unit | null = null;
  private readonly retired: Promise<void>[] = [];
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly connector: Connector,
    private readonly idleMs: number,
  ) {
    this.sql = this.open();
  }

  /**
   * Closes the connection of a lane left unused for `idleMs`, between units only. postgres.js's own
   * idle timeout cannot be used: its connection's close event arrives a moment after the timer fires, and
   * a unit begun in that moment (its statements queued for the next connection) would be taken for lost.
   * Here the lane hands the old client over to `retired` first, so its close concerns no unit.
   */
  private idle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.unit) return;
      this.retire(this.sql);
      this.sql = this.open();
    }, this.idleMs);
    // Node: an idle lane never keeps the process alive (workerd's timers have no unref).
    (this.idleTimer as { unref?: () => void }).unref?.();
  }

  private retire(sql: Sql) {
    this.retired.push(
      sql.end({ timeout: 0 }).catch(() => {
        // it is gone already
      }),
    );
  }

  private open(): Sql {
    const sql: Sql = this.connector(() => this.connectionClosed(sql));
    return sql;
  }

  /**
   * postgres.js calls this synchronously when the connection closes, before it would reconnect to send
   * what is still queued. An idle close needs nothing: the next unit's BEGIN goes first on a new connection.
   */
  private connectionClosed(sql: Sql) {
    const unit = this.unit;
    if (sql !== this.sql || !unit || unit.done) return;
    unit.lost = true;
    for (const query of unit.pending) {
      // Not yet on a connection (queued in the client): withdraw it so it is never sent. Statements already
      // written to the lost connection are rejected by postgres.js itself.
      if (!query.state) void query.cancel();
    }
    this.sql = this.open();
    this.retire(sql);
  }

  async runUnit<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T> {
    clearTimeout(this.idleTimer);
    const unit: Unit = {
      lost: false,
      done: false,
      ended: false,
      pending: new Set(),
      made: new WeakSet(),
      inline: false,
    };
    this.unit = unit;
    const tx = guardedTx(this.sql, unit);
    try {
      const { opened, begin } = openTransaction(tx, caller);
      opened.catch(() => {}); // its failure reaches the caller through the work's own queries
      unit.finish = (statements) => endWith(tx, unit, opened, begin, statements);
      const result = await work(tx);
      await opened;
      if (!unit.ended) await tx.unsafe("commit").simple();
      unit.done = true;
      return result;
    } catch (error) {
      if (!unit.lost && !unit.ended) {
        await tx
          .unsafe("rollback")
          .simple()
          .catch(() => {});
      }
      unit.done = true;
      if (unit.lost && !(error instanceof ConnectionLostError)) throw new ConnectionLostError(lostMessage(error));
      throw error;
    } finally {
      unit.done = true;
      this.unit = null;
      this.idle();
    }
  }

  async close() {
    clearTimeout(this.idleTimer);
    await Promise.all([this.sql.end({ timeout: 5 }), ...this.retired]);
  }
}

const lostMessage = (cause: unknown) =>
  `The database connection was lost during a unit of work; it was not completed (${cause instanceof Error ? cause.message : String(cause)}).`;

/** Hands out free lanes, first come first served. */
function lanePool(lanes: Lane[]) {
  const free = [...lanes];
  const waiting: ((lane: Lane) => void)[] = [];
  return {
    take: (): Promise<Lane> => {
      const lane = free.pop();
      return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
    },
    giveBack: (lane: Lane) => {
      const next = waiting.shift();
      if (next) next(lane);
      else free.push(lane);
    },
  };
}

const NOT_IN_A_UNIT = new Set(["begin", "reserve", "end", "close", "listen", "notify", "subscribe", "file"]);

/**
 * The work's view of the lane: the lane's client, except that a statement is handed to the client only
 * while the unit is alive (connection not lost, not yet committed), and the client's session-level
 * operations are not offered.
 */
function guardedTx(sql: Sql, unit: Unit): Tx {
  const adopt = <Q>(made: Q): Q => {
    if (made instanceof Promise && typeof (made as unknown as PgQuery).handle === "function") {
      guardQuery(made as unknown as PgQuery, unit);
      unit.made.add(made);
    }
    return made;
  };
  const tx = new Proxy(sql, {
    apply(target, self, args) {
      refuseIfOver(unit);
      const made = Reflect.apply(target, self, args);
      const text = unit.inline && args.length > 1 ? inlined(made as object) : null;
      return adopt(text === null ? made : target.unsafe(text));
    },
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (...args: Parameters<Sql["unsafe"]>) => {
          refuseIfOver(unit);
          return adopt(target.unsafe(...args));
        };
      }
      if (typeof property === "string" && NOT_IN_A_UNIT.has(property)) {
        throw new Error(`tx.${property} is not available inside a unit of work`);
      }
      return Reflect.get(target, property, receiver);
    },
  }) as Tx;
  units.set(tx, unit);
  return tx;
}

function refuseIfOver(unit: Unit) {
  if (unit.lost) throw new ConnectionLostError();
  if (unit.done || unit.ended) throw new Error("This unit of work has ended; its tx cannot run more statements.");
}

/**
 * postgres.js queries are lazy: they go to the client when first awaited (`handle`). The check happens
 * then, not when the query object is built, so a query built before the loss and awaited after it is
 * refused too.
 */
function guardQuery(query: PgQuery, unit: Unit) {
  const handle = query.handle;
  query.handle = function guardedHandle(this: PgQuery) {
    if (this.executed) return Promise.resolve();
    if (unit.lost || unit.done || unit.ended) {
      this.executed = true;
      this.reject(
        unit.lost ? new ConnectionLostError() : new Error("This unit of work has ended; the statement was not sent."),
      );
      return Promise.resolve();
    }
    unit.pending.add(this);
    const settled = () => unit.pending.delete(this);
    Promise.prototype.then.call(this, settled, settled);
    return handle.call(this);
  };
}

/**
 * BEGIN plus the caller's role and claims, not awaited. The fixed callers' statement is constant text
 * sent as one simple-protocol message (no user data in it); any other caller's claims go as parameters.
 */
function openTransaction(tx: Tx, caller: Caller): { opened: Promise<unknown>; begin: PgQuery } {
  const fixed = FIXED_CALLER_SQL.get(caller);
  if (fixed) {
    const begin = tx.unsafe(fixed).simple();
    return { opened: begin, begin: begin as unknown as PgQuery };
  }
  const begun = tx.unsafe("begin").simple();
  const acting = tx`select set_config('role', ${caller.role}, true), set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
  return { opened: Promise.all([begun, acting]), begin: begun as unknown as PgQuery };
}

const FIXED_CALLER_SQL = new Map<Caller, string>(
  [anonymous, serviceRole].map((caller) => [
    caller,
    `begin; select set_config('role', '${caller.role}', true), set_config('request.jwt.claims', '${JSON.stringify(caller.claims)}', true)`,
  ]),
);

/**
 * postgres.js client (workerd forbids sharing sockets across requests, so the Worker makes one per
 * request; in production Hyperdrive pools the real connections). Unnamed statements (`prepare: false`)
 * because the embedded socket server multiplexes clients onto one backend and poolers in transaction
 * mode do the same.
 */
export function connect(url: string, max = 1, onClose?: () => void, idleSeconds = 20): Sql {
  return postgres(url, {
    max,
    prepare: false,
    fetch_types: false,
    // 0: never; a Database's lanes close their idle connections themselves (Lane.idle).
    idle_timeout: idleSeconds,
    connect_timeout: 10,
    onnotice: () => {},
    ...(onClose ? { onclose: () => onClose() } : {}),
  });
}

/** The unit each tx belongs to. */
const units = new WeakMap<Tx, Unit>();

/**
 * From now on in this unit, statements made with a tagged template are sent with their values written in as literals
 * (as commitWith does: `inlined`), so each goes as one Parse/Bind/Execute/Sync and those made together leave
 * together. postgres.js, with `prepare: false`, sends a statement with parameters as Parse/Describe/Flush, waits for
 * its description, then sends Bind/Execute and holds every later statement until it is answered: two round trips a
 * statement, none pipelined (issue 39, session 26). A statement whose values are not plain (arrays, fragments,
 * helpers) is sent as before. For units whose statements the tests prove this way (placing an order).
 */
export function sendValuesInline(tx: Tx) {
  const unit = units.get(tx);
  if (!unit) throw new Error("sendValuesInline needs the tx of a running unit of work");
  unit.inline = true;
}

/** A statement the work built on its tx and has not awaited yet (postgres.js queries are sent when first awaited). */
type Statement = PromiseLike<unknown>;

/**
 * Ends the unit with `statements` and its COMMIT sent in one write: the unit's last step costs one round trip, and
 * locks its statements take are held for the server's own work and the commit only (issue 39, session 26). Resolves
 * with the statements' results once the COMMIT is answered; the work returns after it and the lane sends nothing
 * more. Every statement must be built on this unit's tx, before this call, and not depend on another's answer.
 *
 * All or nothing, as a unit's ordinary end: a statement the server refuses aborts the transaction, so the COMMIT
 * behind it answers ROLLBACK and nothing of the unit is kept; the call rejects with that statement's error (the
 * first to fail). A statement the client itself could not send (postgres.js throws while serializing a parameter)
 * would leave the server a transaction without it, so each statement's parameters are checked before anything is
 * sent: plain values, arrays of them, and JSON (`tx.json`) only. A lost connection rejects with ConnectionLostError
 * (commit unknown, as for any COMMIT), and the COMMIT's own answer is checked: anything but COMMIT rejects.
 */
export function commitWith<const S extends readonly Statement[]>(
  tx: Tx,
  statements: S,
): Promise<{ -readonly [K in keyof S]: Awaited<S[K]> }> {
  const finish = units.get(tx)?.finish;
  if (!finish) throw new Error("commitWith needs the tx of a running unit of work");
  return finish(statements) as Promise<{ -readonly [K in keyof S]: Awaited<S[K]> }>;
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

async function endWith(tx: Tx, unit: Unit, opened: Promise<unknown>, begin: PgQuery, statements: readonly Statement[]) {
  refuseIfOver(unit);
  for (const statement of statements) {
    if (!unit.made.has(statement)) throw new Error("commitWith takes statements built on its own unit's tx");
    checkSendable(statement);
  }
  // The statements go right behind BEGIN only when BEGIN is already on an open connection (postgres.js gave it its
  // connection: `state`), where whatever follows it is written to the same socket and, if that connection dies, is
  // failed with it. A connection found closed as the unit began is opened again with BEGIN as its first statement and
  // the rest queued in the client; if that new backend is ended too (BEGIN answered FATAL), postgres.js sends what it
  // still queues on yet another connection, outside any transaction and as the login role (order-chaos.test.ts found
  // it: the COMMIT behind then answered COMMIT). Then the statements wait for BEGIN's answer (one round trip more).
  await Promise.resolve(); // BEGIN's hand-over to a connection (postgres.js: one microtask after it is awaited)
  if (!begin.state) {
    try {
      await opened;
    } catch (error) {
      throw serversVerdict(error) ? error : new ConnectionLostError(lostMessage(error));
    }
  }
  refuseIfOver(unit);
  // `then` hands each query to the client at once, in this order, COMMIT last; nothing is awaited in between, so
  // they leave in one write behind whatever the unit sent before (BEGIN, if the work awaited nothing). postgres.js
  // sends a statement with parameters as Parse/Describe/Flush and waits for the server's description before its
  // Bind/Execute, holding back every statement behind it (a round trip more each, `prepare: false`): so each one's
  // values are written into its text as literals (`inlined`), and it goes as one Parse/Bind/Execute/Sync.
  const settle = (query: Statement): Promise<Settled> =>
    new Promise((resolve) =>
      query.then(
        (value) => resolve({ ok: true, value }),
        (error) => resolve({ ok: false, error }),
      ),
    );
  const answers = statements.map((statement) => {
    const text = inlined(statement);
    return settle(text === null ? statement : tx.unsafe(text));
  });
  const commit = settle(tx.unsafe("commit").simple());
  unit.ended = true;
  const results = await Promise.all(answers);
  const committed = await commit;
  await opened.catch(() => {}); // a failed BEGIN or role failed the statements too
  const failed = results.find((r) => !r.ok);
  // The connection's close may be reported after its queries' errors: an answer that is not the server's verdict
  // on a statement (a socket error, the backend's FATAL on termination) is the loss itself, COMMIT unknown.
  const cut = [...results, committed].find((r): r is Settled & { ok: false } => !r.ok && !serversVerdict(r.error));
  if (unit.lost || cut) throw new ConnectionLostError(lostMessage(cut?.error ?? "connection closed"));
  const tag = committed.ok ? (committed.value as { command?: string }).command : null;
  if (failed && tag === "COMMIT") {
    const cause = (failed as { error: { code?: string; message?: string } }).error;
    throw new Error(
      `A statement sent with COMMIT failed (${cause?.code}: ${cause?.message}), yet the server committed: the client never sent it.`,
    );
  }
  if (failed) throw failed.error;
  if (!committed.ok) throw committed.error;
  if (tag !== "COMMIT") throw new Error(`The unit's COMMIT answered ${tag}: nothing of it was kept.`);
  return results.map((r) => (r as { value: unknown }).value);
}

/** An error the server answered a statement with, the session going on (not a lost or terminated connection). */
function serversVerdict(error: unknown): boolean {
  return error instanceof postgres.PostgresError && error.severity !== "FATAL" && error.severity !== "PANIC";
}
