import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { groupAlive } from "./lock.ts";
import { Processes } from "./processes.ts";

/**
 * The leash and stop() in miniature, without wrangler or workerd (scripts/embedded/start-crash.test.ts runs the real
 * `npm start` twice): a command's whole tree in a process group of its own, ended when its start script stops it
 * (what Ctrl-C does) or dies with its whole process group (kill -9 of a terminal's group).
 */
const PROCESSES = fileURLToPath(new URL("./processes.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function until(what: string, test: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} (not within ${ms / 1000} s)`);
}

let dir = "";
const started: ChildProcess[] = [];
afterAll(async () => {
  for (const child of started) if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("npm start's child processes", () => {
  it("stop() ends each command's whole process group (a command and the process it started)", async () => {
    const processes = new Processes();
    const child = processes.spawn("sh", ["-c", "sleep 600 & sleep 600"]);
    started.push(child);
    await until("the command did not start", () => groupAlive(child.pid!), 10_000);
    await processes.stop();
    await until("a process of the stopped command lives on", () => !groupAlive(child.pid!), 10_000);
    expect(() => processes.spawn("sleep", ["1"])).toThrow(/Stopping/);
  }, 30_000);

  it("a kill -9 of the start script's whole process group leaves none of its commands running", async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-processes-"));
    const script = join(dir, "start.mts");
    const ran = join(dir, "ran");
    // The command marks that it runs: its leash started it, so the leash is watching its channel by then.
    await writeFile(
      script,
      `import { Processes } from ${JSON.stringify(PROCESSES)};
       const processes = new Processes((groups) => console.log(JSON.stringify(groups)));
       processes.spawn("sh", ["-c", ${JSON.stringify(`touch '${ran}'; sleep 600 & sleep 600`)}]);
       setInterval(() => {}, 1000);`,
    );
    // Its own process group, as a terminal gives `npm start`.
    const start = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    started.push(start);
    let output = "";
    start.stdout!.on("data", (chunk) => (output += chunk));
    let group = 0;
    await until(
      "the script did not report its command's group",
      () => {
        group = JSON.parse(output.split("\n")[0] || "[]")[0] ?? 0;
        return group > 0;
      },
      30_000,
    );
    await until("the command did not run", () => existsSync(ran), 30_000);
    expect(group).not.toBe(start.pid);
    expect(groupAlive(group)).toBe(true);
    process.kill(-start.pid!, "SIGKILL");
    await until("a process of the killed script's command lives on", () => !groupAlive(group), 15_000);
  }, 60_000);
});
