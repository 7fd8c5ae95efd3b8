import type { PGlite } from "@electric-sql/pglite";
import type { SocketServer } from "./socket-server.ts";

/**
 * PGlite runs no autovacuum: without one, a shop with many orders keeps an empty visibility map and stale
 * statistics, and the planner costs the desk's partial indexes as if each entry needed a heap fetch (a sequential
 * scan of every order for 'Por preparar' and the tab counts: decision 009, issue 41). The embedded shop therefore
 * runs `vacuum analyze` itself: once shortly after start-up, then every `everyMs`.
 *
 * It runs through the socket server's exclusive session (`between`): once no client owns the one session, and
 * before the next one gets it, never inside a client's exchange or transaction (VACUUM cannot run in a
 * transaction block, and a query made on PGlite mid-exchange would replace the client's unnamed statement).
 */
export const FIRST_VACUUM_AFTER_MS = 60_000;
export const VACUUM_EVERY_MS = 15 * 60_000;

export interface Vacuuming {
  /** Runs one `vacuum analyze` now (between clients); resolves when it is done, false if it failed. */
  runNow(): Promise<boolean>;
  stop(): void;
}

export function keepVacuumed(
  server: Pick<SocketServer, "between">,
  db: Pick<PGlite, "exec">,
  options: { firstAfterMs?: number; everyMs?: number; log?: (line: string) => void } = {},
): Vacuuming {
  const log = options.log ?? (() => {});
  let stopped = false;
  let running: Promise<boolean> | undefined;
  const runNow = (): Promise<boolean> => {
    // One at a time: a slow vacuum is not queued again behind itself.
    running ??= server
      .between(() => db.exec("vacuum analyze"))
      .then(
        () => true,
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (/stopped/.test(message)) stopped = true;
          else log(`Database: vacuum analyze failed (${message.split("\n")[0]}); it runs again later.`);
          return false;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = () => {
    if (stopped) return stop();
    void runNow();
  };
  const first = setTimeout(tick, options.firstAfterMs ?? FIRST_VACUUM_AFTER_MS);
  const every = setInterval(tick, options.everyMs ?? VACUUM_EVERY_MS);
  first.unref();
  every.unref();
  function stop() {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  }
  return { runNow, stop };
}
