import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { UserError } from "./user-error.ts";

/**
 * One running shop per data directory: PGlite must not be opened by two processes at once. The lock file,
 * DATA_DIR/shop.pid, holds the owner's process id on its first line and, on the next ones, the process groups it
 * started (`group <id>`: wrangler, Vite, each on a leash: processes.ts). A lock whose owner is dead was left by a
 * crash: the groups it names that still run are ended (their leashes normally do it themselves within a second),
 * so a start after a crash finds its ports free.
 */
export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, "shop.pid");
  const existing = await readFile(file, "utf8").catch(() => "");
  const pid = Number.parseInt(existing, 10);
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new UserError(
      `The shop is already running from ${dataDir} (process ${pid}); stop it with Ctrl-C first, or set DATA_DIR to another folder.`,
    );
  }
  await endLeftGroups(groupsIn(existing));
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** Writes the groups this process runs into its lock (synchronously: it is called on every start and exit). */
export function recordGroups(dataDir: string, groups: number[]) {
  const file = join(dataDir, "shop.pid");
  try {
    if (Number.parseInt(readFileSync(file, "utf8"), 10) !== process.pid) return;
    writeFileSync(file, [String(process.pid), ...groups.map((g) => `group ${g}`)].join("\n"));
  } catch {
    // no lock (released already): nothing to record
  }
}

function groupsIn(lock: string): number[] {
  return [...lock.matchAll(/^group (\d+)$/gm)].map((m) => Number(m[1])).filter((g) => g > 1);
}

/**
 * Ends the groups a dead owner left that still run: SIGTERM, SIGKILL after 5 s, waiting until they are gone. A
 * group is ours when its leader still runs one of our leashes, or when its leader is gone but the group is not (a
 * process id cannot be reused while a group of that id exists). Read in /proc, so a reused id is never signalled;
 * elsewhere the leashes alone clean up.
 */
async function endLeftGroups(groups: number[]) {
  if (process.platform !== "linux") return;
  const ours = groups.filter((group) => groupAlive(group) && (!existsSync(`/proc/${group}`) || runsLeash(group)));
  if (!ours.length) return;
  const signal = (name: NodeJS.Signals) => {
    for (const group of ours) {
      try {
        process.kill(-group, name);
      } catch {
        // gone
      }
    }
  };
  const anyLeft = () => ours.some((group) => groupAlive(group));
  signal("SIGTERM");
  for (let waited = 0; anyLeft() && waited < 10_000; waited += 100) {
    if (waited === 5_000) signal("SIGKILL");
    await new Promise((r) => setTimeout(r, 100));
  }
}

function runsLeash(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("leash.mjs");
  } catch {
    return false;
  }
}

/** Whether a process group still has a member (EPERM: it does, owned by someone else). */
export function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
