import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { UserError } from "./user-error.ts";

const LEASH = fileURLToPath(new URL("./leash.mjs", import.meta.url));

/**
 * The child processes one start script runs (wrangler, Vite, builds), each in its own process group so that
 * stopping ends its whole tree, and each on a leash (leash.mjs): if the start script dies without stopping them
 * (kill -9, a closed terminal), the leash ends the group, so nothing lives on holding a port. `onGroups` is told
 * the groups still running after each change (the data directory's lock records them: lock.ts). Used by
 * `npm start` (scripts/start.ts) and `npm run rehearse` (scripts/rehearse/start.ts).
 */
export class Processes {
  readonly children: ChildProcess[] = [];
  stopping = false;

  constructor(private readonly onGroups?: (groups: number[]) => void) {}

  spawn(cmd: string, args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
    // A start script stopping while it was still starting (Ctrl-C during the build) starts nothing more.
    if (this.stopping) throw new UserError(`Stopping: \`${cmd} ${args[0] ?? ""}\` was not started.`);
    const child = spawn(process.execPath, [LEASH, cmd, ...args], {
      // The IPC channel is the leash: it closes when this process dies, however it dies.
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      // No network here or in CI: no telemetry, no fetch of the `Request.cf` sample from Cloudflare.
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ...extraEnv },
      detached: true, // own process group, so stop() can end its whole tree
    });
    this.children.push(child);
    this.reportGroups();
    child.once("exit", () => this.reportGroups());
    return child;
  }

  /** The process groups (one per command) still running. */
  groups(): number[] {
    return this.children.flatMap((child) =>
      child.exitCode === null && child.signalCode === null && child.pid ? [child.pid] : [],
    );
  }

  private reportGroups() {
    this.onGroups?.(this.groups());
  }

  /** Runs a command to its end; a non-zero exit is a UserError naming it. */
  run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<void> {
    return new Promise((resolvePromise, reject) => {
      const child = this.spawn(cmd, args, extraEnv);
      child.on("exit", (code) =>
        code === 0
          ? resolvePromise()
          : reject(new UserError(`\`${cmd} ${args.join(" ")}\` failed (exit code ${code}).`)),
      );
    });
  }

  /**
   * The Worker's scheduled handler every minute (mail retries, receipt sweep, …), as the cron trigger in
   * wrangler.toml does in production. A run that fails is logged and the next minute tries again.
   */
  runScheduledWork(url: string, fetchFn: typeof fetch = fetch) {
    const timer = setInterval(async () => {
      if (this.stopping) return;
      try {
        const res = await fetchFn(url);
        if (!res.ok) console.error(`[shop] Scheduled work answered ${res.status}; see the Worker's log above.`);
      } catch (error) {
        if (!this.stopping) console.error("[shop] Scheduled work could not be started:", (error as Error).message);
      }
    }, 60_000);
    timer.unref();
  }

  /** SIGTERM to every process group still running; resolves when they exited (10 s at most). */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const child of this.children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
    const exited = Promise.all(
      this.children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)),
    );
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
}

/** Polls `url` until it answers 2xx (the server is up), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, fetchFn: typeof fetch = fetch) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetchFn(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new UserError(
    `The Worker did not answer on ${url} within ${timeoutMs / 1000} s; see the wrangler output above.`,
  );
}
