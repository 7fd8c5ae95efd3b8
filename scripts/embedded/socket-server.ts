/**
 * The embedded database's TCP front: many Postgres clients (the Worker opens one per request) sharing
 * PGlite's single session. It replaces @electric-sql/pglite-socket's PGLiteSocketServer, which under
 * load made the shop unresponsive (docs/decisions/007-embedded-under-load.md):
 *
 * - Its `maxConnections` is also set on Node's net.Server, which silently closes every extra socket.
 *   postgres.js reconnects at once when a socket closes before start-up, so 50 shoppers against a
 *   limit of 32 made up to 2,700 refused connections a second, and both processes spent their CPU on
 *   that instead of the queries. Here every connection is accepted and waits its turn; only beyond
 *   `maxConnections` (1,000) is one refused, with a proper Postgres error (53300), not raw text.
 * - A client that stays silent inside its transaction holds the session for ever: everyone else waits.
 *   Here, once others are waiting, the owner gets `idleInTransactionMs` (2 s) to send its next
 *   statement; then its transaction is rolled back and its connection closed with Postgres's own
 *   FATAL 25P03 (as idle_in_transaction_session_timeout does).
 * - It hands the session over between any two messages when no explicit transaction is open, so two
 *   clients' extended-protocol exchanges (Parse/Bind/Execute/Sync) interleave on the one unnamed
 *   statement (30 clients outside transactions: 149 of 150 answers computed on another client's
 *   statement); a PGlite exception left its queue stopped for good. Here a client keeps the session
 *   until the backend says ReadyForQuery with status idle, and a failure only costs its own client.
 *
 * The rules:
 * - One owner at a time. A client becomes the owner when the session is free and it is first in line
 *   with a complete message; it stays the owner until a ReadyForQuery 'I' (no transaction, no exchange
 *   half done). Others wait in arrival order (first come, first served).
 * - Everything the owner has sent so far goes to PGlite in one call (a pipelined exchange costs one call).
 * - A new connection's start-up is answered at once, not in the line (see startupReply).
 * - A client that goes away (socket closed, Terminate, evicted) while it owns the session never has
 *   anything of its own committed: what it left half done is aborted before the next client runs:
 *   an unfinished exchange by a failing statement and Sync (Sync alone would commit an implicit
 *   transaction), an open transaction by ROLLBACK.
 */
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

export interface SocketServerOptions {
  db: PGlite;
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** How long the owner may stay silent while others wait, before its transaction is rolled back. */
  idleInTransactionMs?: number;
  /** Connections beyond this many are refused (Postgres error 53300). */
  maxConnections?: number;
  log?: (line: string) => void;
}

/** Counters since start, for the benchmark and for diagnosis. */
export interface SocketServerStats {
  connections: number;
  open: number;
  refused: number;
  /** Owners that went away (or were evicted) mid-transaction or mid-exchange: their work was rolled back. */
  rolledBackOnClose: number;
  /** Owners evicted after idleInTransactionMs of silence while others waited. */
  evicted: number;
  /** Most clients waiting for the session at once. */
  maxWaiting: number;
  /** Longest an owner kept the session between two of its messages (its round trip, or its silence). */
  longestSilenceMs: number;
  /** Milliseconds PGlite spent executing, and the session spent owned (executing or waiting for its owner). */
  busyMs: number;
  heldMs: number;
  /** Batches run for clients, and those that continued an owner's open transaction or exchange (each after a wait). */
  batches: number;
  continued: number;
  /** Milliseconds the session waited, owned, for its owner's next batch. */
  silentMs: number;
}

export interface SocketServer {
  readonly port: number;
  stats(): SocketServerStats;
  /** Starts counting maxWaiting and longestSilenceMs afresh (for per-interval figures). */
  resetPeaks(): void;
  /**
   * Runs `work` on PGlite directly, between the clients' exchanges: once no client owns the session, and before
   * the next one gets it. A query made on PGlite itself at any other moment runs inside whatever exchange or
   * transaction a client has open on the one session (and replaces its unnamed statement).
   */
  between<T>(work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TERMINATE = 0x58; // 'X'
const IDLE = 0x49; // 'I'

/** One connected client: its unparsed bytes and its complete messages not yet given to PGlite. */
class Client {
  incoming: Buffer = Buffer.alloc(0);
  /** Complete messages, in order. */
  ready: Buffer[] = [];
  started = false;
  /** Sent Terminate, closed its socket, or was refused: nothing more of it runs. */
  gone = false;
  /** Since when it has been waiting for the session. */
  waitingSince = 0;
  constructor(readonly socket: Socket) {}
}

export async function startSocketServer(options: SocketServerOptions): Promise<SocketServer> {
  const { db } = options;
  const idleInTransactionMs = options.idleInTransactionMs ?? 2_000;
  const maxConnections = options.maxConnections ?? 1_000;
  const log = options.log ?? (() => {});
  const clients = new Set<Client>();
  const sockets = new Set<Socket>(); // every open socket, refused ones included, for stop()
  const stats: SocketServerStats = {
    connections: 0,
    open: 0,
    refused: 0,
    rolledBackOnClose: 0,
    evicted: 0,
    maxWaiting: 0,
    longestSilenceMs: 0,
    busyMs: 0,
    heldMs: 0,
    batches: 0,
    continued: 0,
    silentMs: 0,
  };
  let stopping = false;
  /** Direct work (`between`) waiting for the session to be free; it goes before the waiting clients. */
  const directs: { run: () => Promise<void>; refuse: (error: Error) => void }[] = [];

  // The session: `owner` holds it from its first message to the next ReadyForQuery 'I'.
  let owner: Client | null = null;
  let ownedSince = 0;
  /** When the owner's last batch finished: it has been silent since, unless it has messages ready. */
  let ownerIdleSince = 0;
  /** Not at an idle ReadyForQuery: a transaction is open or an exchange is half done. */
  let sessionDirty = false;
  /** Clients with complete messages waiting for the session, in arrival order. */
  const waiting: Client[] = [];
  /** pump() is running (at most one at a time: it is the only one that touches the session). */
  let running = false;
  let idleTimer: NodeJS.Timeout | undefined;

  const server: Server = createServer({ noDelay: true }, (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    if (stopping) {
      socket.destroy();
      return;
    }
    if (clients.size >= maxConnections) {
      stats.refused++;
      socket.end(errorResponse("53300", "sorry, too many clients already"));
      return;
    }
    const client = new Client(socket);
    clients.add(client);
    stats.connections++;
    socket.on("data", (chunk) => receive(client, chunk));
    socket.on("error", () => {
      // 'close' follows and does the cleaning up
    });
    socket.on("close", () => {
      clients.delete(client);
      // What it sent and was not run yet never runs: nobody is there to read the answer.
      leave(client);
    });
  });

  /** Splits the client's bytes into messages; complete ones line the client up for the session. */
  function receive(client: Client, chunk: Buffer) {
    if (client.gone) return;
    client.incoming = client.incoming.length ? Buffer.concat([client.incoming, chunk]) : chunk;
    let lined = false;
    while (!client.gone) {
      const buf = client.incoming;
      if (!client.started) {
        // Start-up phase: untyped messages, a length then a code.
        if (buf.length < 8) break;
        const length = buf.readInt32BE(0);
        if (buf.length < length) break;
        const code = buf.readInt32BE(4);
        client.incoming = buf.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          client.socket.write("N"); // no encryption on a local socket: the client goes on in the clear
        } else if (code === CANCEL_REQUEST) {
          // PGlite has no backend process to signal, and a cancel connection expects no answer.
          leave(client);
        } else if (code === PROTOCOL_3) {
          // Answered at once, without waiting for the session (see startupReply).
          client.started = true;
          client.socket.write(startupReply);
        } else {
          refuse(client, "08P01", `unsupported frontend protocol ${code >> 16}.${code & 0xffff}`);
        }
        continue;
      }
      if (buf.length < 5) break;
      const length = 1 + buf.readInt32BE(1);
      if (buf.length < length) break;
      const message = buf.subarray(0, length);
      client.incoming = buf.subarray(length);
      if (message[0] === TERMINATE) {
        // What it sent before still runs (a COMMIT and a Terminate can come in one flight); then it leaves.
        client.gone = true;
        if (!client.ready.length) leave(client);
        break;
      }
      client.ready.push(message);
      lined = true;
    }
    if (lined) lineUp(client);
  }

  function lineUp(client: Client) {
    if (client !== owner && !waiting.includes(client)) {
      client.waitingSince = performance.now();
      waiting.push(client);
      stats.maxWaiting = Math.max(stats.maxWaiting, waiting.length);
    }
    void pump();
  }

  /** The client is done: out of the line; if it owns the session, pump() rolls back what it left open. */
  function leave(client: Client) {
    client.gone = true;
    client.ready = [];
    const at = waiting.indexOf(client);
    if (at >= 0) waiting.splice(at, 1);
    if (client === owner) void pump();
    else if (!client.socket.destroyed) client.socket.end();
  }

  function refuse(client: Client, code: string, message: string) {
    if (!client.socket.destroyed) client.socket.end(errorResponse(code, message));
    leave(client);
  }

  /** Gives the session to whoever's turn it is, as long as someone has something to run. */
  async function pump() {
    if (running) return;
    running = true;
    try {
      while (!stopping) {
        if (!owner) {
          const direct = directs.shift();
          if (direct) {
            await direct.run();
            continue;
          }
          const next = waiting.shift();
          if (!next) break;
          owner = next;
          ownedSince = performance.now();
        }
        const client: Client = owner;
        if (!client.ready.length) {
          if (!client.gone) break; // the owner is thinking, or has gone silent (see armIdleTimer)
          if (sessionDirty) {
            stats.rolledBackOnClose++;
            await abortLeftovers();
          }
          handOver(client);
          continue;
        }
        stats.batches++;
        if (sessionDirty) {
          const silence = performance.now() - ownerIdleSince;
          stats.longestSilenceMs = Math.max(stats.longestSilenceMs, silence);
          stats.continued++;
          stats.silentMs += silence;
        }
        const batch = client.ready.length === 1 ? client.ready[0]! : Buffer.concat(client.ready);
        client.ready = [];
        // The batch's answers leave in one write (PGlite hands them over message by message: a write each cost the
        // database's thread a second of 5 in the orders' benchmark, issue 39 session 26).
        client.socket.cork();
        const idle = await execute(batch, (data) => {
          if (!client.socket.destroyed) client.socket.write(data);
        });
        client.socket.uncork();
        ownerIdleSince = performance.now();
        if (idle === "failed") {
          refuse(client, "XX000", "the embedded database failed on this connection's statements");
          continue; // gone, not ready: the next round rolls back and hands over
        }
        // Idle only at an exchange's end: output that ends idle may still follow a Parse or Bind the owner
        // sent after its Sync (the start of its next exchange, whose Bind is yet to come).
        sessionDirty = idle !== true || !endsExchange(batch);
        if (!sessionDirty) {
          handOver(client);
          if (!client.gone && client.ready.length) lineUp(client); // it sent more meanwhile: back of the line
        }
      }
    } finally {
      running = false;
      armIdleTimer();
    }
  }

  function handOver(client: Client) {
    stats.heldMs += performance.now() - ownedSince;
    owner = null;
    if (client.gone && !client.socket.destroyed) client.socket.end();
  }

  /**
   * Runs messages on the session and sends the output on. Returns whether the session was left idle
   * (the last ReadyForQuery said 'I'; null if none came: an exchange is half done), or "failed".
   */
  async function execute(batch: Uint8Array, onData: (data: Uint8Array) => void): Promise<boolean | null | "failed"> {
    const tracker = readyTracker();
    const t0 = performance.now();
    try {
      await db.runExclusive(() =>
        db.execProtocolRawStream(batch, {
          onRawData: (data) => {
            tracker.feed(data);
            // PGlite reuses its output buffer: copy before it waits in the socket's queue.
            onData(Buffer.from(data));
          },
        }),
      );
    } catch (error) {
      log(
        `Database: PGlite failed on a client's statements (${String(error).split("\n")[0]}); that client was disconnected.`,
      );
      sessionDirty = true;
      return "failed";
    } finally {
      stats.busyMs += performance.now() - t0;
    }
    return tracker.status === null ? null : tracker.status === IDLE;
  }

  /** Brings the session back to idle without committing anything of the last owner's. */
  async function abortLeftovers() {
    // A failing Parse ends a half-done exchange as an error (Postgres then skips to the Sync and rolls an
    // implicit transaction back; Sync alone would commit it); ROLLBACK ends an explicit transaction.
    // Both are harmless when there is nothing to end.
    const reset = Buffer.concat([
      frontendMessage(
        0x50,
        Buffer.concat([
          cstring(""),
          cstring("-- the previous client left: a syntax error ends its exchange\n)"),
          int16(0),
        ]),
      ),
      frontendMessage(0x53, Buffer.alloc(0)),
      frontendMessage(0x51, cstring("ROLLBACK")),
    ]);
    sessionDirty = (await execute(reset, () => {})) !== true;
    if (sessionDirty)
      log("Database: the session could not be reset after a client left; restart the shop if queries fail.");
  }

  /** Once others wait, a silent owner has idleInTransactionMs; then it is rolled back and disconnected. */
  function armIdleTimer() {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    const first = waiting[0];
    if (stopping || running || !owner || owner.ready.length || !first || idleInTransactionMs <= 0) return;
    const silentSince = Math.max(ownerIdleSince, first.waitingSince);
    idleTimer = setTimeout(
      () => {
        const silent = owner;
        const head = waiting[0];
        if (!silent || running || silent.ready.length || !head) return armIdleTimer();
        if (performance.now() - Math.max(ownerIdleSince, head.waitingSince) < idleInTransactionMs) {
          return armIdleTimer();
        }
        stats.evicted++;
        log(
          `Database: a client kept its transaction open ${(idleInTransactionMs / 1000).toFixed(1)} s without a word while ${waiting.length} waited; it was rolled back and the client disconnected.`,
        );
        refuse(silent, "25P03", "terminating connection due to idle-in-transaction timeout");
      },
      Math.max(0, silentSince + idleInTransactionMs - performance.now()),
    );
  }

  await db.waitReady;
  /**
   * PGlite's answer to a start-up packet (AuthenticationOk, the session's ParameterStatus values,
   * BackendKeyData, ReadyForQuery), taken once and given to every new connection without queueing for
   * the session: PGlite has one user and one database, ignores the packet's parameters and changes
   * nothing in the session when it answers one, so all answers are alike. (The Worker opens a
   * connection per request; through the line, each start-up cost a turn behind everyone's transactions.)
   */
  const startupReply = await captureStartupReply();
  async function captureStartupReply(): Promise<Buffer> {
    const params = Buffer.from("user\0postgres\0database\0postgres\0client_encoding\0UTF8\0\0");
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + params.length);
    head.writeInt32BE(PROTOCOL_3, 4);
    const reply: Buffer[] = [];
    const idle = await execute(Buffer.concat([head, params]), (data) => reply.push(Buffer.from(data)));
    if (idle !== true) throw new Error("PGlite did not answer a start-up packet");
    return Buffer.concat(reply);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  return {
    port,
    stats: () => ({ ...stats, open: clients.size }),
    resetPeaks: () => {
      stats.maxWaiting = waiting.length;
      stats.longestSilenceMs = 0;
    },
    between: (work) =>
      new Promise((resolve, reject) => {
        if (stopping) return reject(new Error("The socket server has stopped."));
        directs.push({ run: () => work().then(resolve, reject), refuse: reject });
        void pump();
      }),
    async stop() {
      stopping = true;
      for (const direct of directs.splice(0)) direct.refuse(new Error("The socket server has stopped."));
      clearTimeout(idleTimer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      // Let a batch in flight end, then leave nothing open for db.close().
      while (running) await new Promise((r) => setTimeout(r, 5));
      if (sessionDirty) await abortLeftovers();
    },
  };
}

/**
 * Whether the owner's messages end where an exchange ends: their last message is a Sync or a simple Query.
 * (A batch holds whole frontend messages: type byte, then a length that counts itself.)
 */
export function endsExchange(batch: Uint8Array): boolean {
  let at = 0;
  let last = -1;
  while (at + 5 <= batch.length) {
    last = batch[at]!;
    at += 1 + (((batch[at + 1]! << 24) | (batch[at + 2]! << 16) | (batch[at + 3]! << 8) | batch[at + 4]!) >>> 0);
  }
  return last === 0x53 || last === 0x51; // 'S', 'Q'
}

/** Follows the backend's output message by message and remembers the status of the last ReadyForQuery. */
function readyTracker() {
  const header = new Uint8Array(5); // type byte and length, possibly split across chunks
  let headerLength = 0;
  let remaining = 0; // body bytes of the current message still to come
  let inReady = false;
  const tracker = {
    status: null as number | null,
    feed(data: Uint8Array) {
      let at = 0;
      while (at < data.length) {
        if (remaining > 0) {
          if (inReady) tracker.status = data[at]!; // ReadyForQuery's body is its one status byte
          inReady = false;
          const take = Math.min(remaining, data.length - at);
          remaining -= take;
          at += take;
          continue;
        }
        header[headerLength++] = data[at++]!;
        if (headerLength < 5) continue;
        headerLength = 0;
        inReady = header[0] === READY_FOR_QUERY;
        remaining = ((header[1]! << 24) | (header[2]! << 16) | (header[3]! << 8) | header[4]!) - 4;
      }
    },
  };
  return tracker;
}

function cstring(text: string) {
  return Buffer.from(`${text}\0`, "utf8");
}

function int16(value: number) {
  const buf = Buffer.alloc(2);
  buf.writeInt16BE(value);
  return buf;
}

function frontendMessage(type: number, body: Buffer) {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** A FATAL ErrorResponse, as Postgres sends it before closing a connection. */
function errorResponse(code: string, message: string) {
  const fields = Buffer.concat([
    Buffer.from("S"),
    cstring("FATAL"),
    Buffer.from("V"),
    cstring("FATAL"),
    Buffer.from("C"),
    cstring(code),
    Buffer.from("M"),
    cstring(message),
    Buffer.from([0]),
  ]);
  return frontendMessage(0x45, fields); // 'E', same framing as a frontend message
}
