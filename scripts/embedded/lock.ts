import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { UserError } from "./user-error.ts";

/** One running shop per data directory: PGlite must not be opened by two processes at once. */
export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, "shop.pid");
  const existing = await readFile(file, "utf8").catch(() => "");
  const pid = Number.parseInt(existing, 10);
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new UserError(
      `The shop is already running from ${dataDir} (process ${pid}); stop it with Ctrl-C first, or set DATA_DIR to another folder.`,
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
