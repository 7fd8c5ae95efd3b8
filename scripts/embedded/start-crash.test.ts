import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { groupAlive } from "./lock.ts";

/**
 * `npm start` for real (scripts/start.ts) on free ports with a temp DATA_DIR, twice: the first start's script is
 * killed with SIGKILL, the second is stopped with Ctrl-C. Each time no process it started may live on (wrangler and
 * workerd run in groups of their own: processes.ts), the ports must be free again, and the next start must serve.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

async function until(what: string, test: () => boolean | Promise<boolean>, ms: number, output: () => string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} (not within ${ms / 1000} s). Output:\n${output()}`);
}

describe("npm start after a crash", () => {
  const started: ChildProcess[] = [];
  let dataDir = "";
  afterAll(async () => {
    for (const child of started) {
      try {
        if (child.pid) process.kill(-child.pid, "SIGINT");
      } catch {
        // gone
      }
    }
    await new Promise((r) => setTimeout(r, 3000));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves nothing running after kill -9 of the start script, starts again, and Ctrl-C stops it all", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "shop-start-crash-"));
    const [port, dbPort, inspectorPort] = [await freePort(), await freePort(), await freePort()];
    let output = "";
    const start = () => {
      // Its own process group, as a terminal gives `npm start`.
      // Started as from a terminal: without vitest's NODE_ENV=test, which is part of the builds' stamp
      // (build-cache.ts) and would rebuild dist/ under the browser tests' shops that `npm test` runs beside vitest.
      const { NODE_ENV: _vitestNodeEnv, ...terminalEnv } = process.env;
      const child = spawn("npm", ["start"], {
        cwd: ROOT,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...terminalEnv,
          PORT: String(port),
          DB_PORT: String(dbPort),
          INSPECTOR_PORT: String(inspectorPort),
          DATA_DIR: dataDir,
        },
      });
      child.stdout?.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr?.on("data", (chunk) => {
        output += chunk;
      });
      started.push(child);
      return child;
    };
    const serves = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        return false;
      }
    };
    const lock = async () => {
      const text = await readFile(join(dataDir, "shop.pid"), "utf8");
      return {
        owner: Number.parseInt(text, 10),
        groups: [...text.matchAll(/^group (\d+)$/gm)].map((m) => Number(m[1])),
      };
    };
    const nothingLeft = async (groups: number[]) => {
      await until(
        "a process the crashed start began lives on",
        () => !groups.some(groupAlive),
        15_000,
        () => output,
      );
      await until(
        "the shop's port is still taken",
        () => portFree(port),
        5_000,
        () => output,
      );
      await until(
        "the database's port is still taken",
        () => portFree(dbPort),
        5_000,
        () => output,
      );
    };

    // 1. kill -9 of the start script alone (npm and tsx above it stay). (A kill -9 of its whole process group ends
    // the script the same way, its leashes seeing their channel close: scripts/embedded/processes.test.ts.)
    const first = start();
    await until("the first start did not serve", serves, 240_000, () => output);
    const before = await lock();
    expect(before.groups.length, "the lock names the Worker's process group").toBeGreaterThan(0);
    expect(before.owner).not.toBe(first.pid);
    process.kill(before.owner, "SIGKILL");
    await nothingLeft(before.groups);

    // 2. The next start serves on the dead owner's lock; then Ctrl-C stops it and everything it started.
    output = "";
    const second = start();
    await until("the start after kill -9 of the start script did not serve", serves, 120_000, () => output);
    expect(output).not.toContain("already in use");
    // The scheduled work npm start runs every minute, as the cron trigger does in production.
    const scheduled = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=*+*+*+*+*`);
    expect(scheduled.status, output).toBe(200);
    expect(await scheduled.text()).toBe("Ran scheduled event");
    const last = await lock();
    process.kill(-second.pid!, "SIGINT");
    await until(
      "Ctrl-C did not stop the shop",
      () => second.exitCode !== null || second.signalCode !== null,
      30_000,
      () => output,
    );
    await nothingLeft(last.groups);
  }, 600_000);
});
