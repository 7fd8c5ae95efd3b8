/**
 * `npx tsx scripts/bench-start.ts [--fresh] [--runs N]`: times `npm start` from the command to the first 200 of
 * `GET /` (issue 39's goals: a restart ≤ 3 s, a fresh clone's first start ≤ 10 s), then stops it with SIGTERM (as
 * Ctrl-C does) and waits for it to end. Prints each run's figure, the load average beside it, and the start's own
 * lines with the time they appeared (its timeline). `--fresh` first deletes what a fresh clone has not got (dist/,
 * dist-render/, node_modules/.cache/, .wrangler/) and uses a new data directory; otherwise the data directory
 * (BENCH_DATA_DIR, default .data-bench) is kept between runs, as a restart finds it. PORT defaults to 8833.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const fresh = process.argv.includes("--fresh");
const runsAt = process.argv.indexOf("--runs");
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 1;
const port = Number(process.env.PORT ?? 8833);
const dataDir = resolve(root, process.env.BENCH_DATA_DIR ?? ".data-bench");

/** Waits until nothing answers on the port: a stopped shop's processes may still be closing it. */
async function portFree(): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (!res) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} is still answering`);
}

async function once(run: number): Promise<number> {
  await portFree();
  if (fresh) {
    for (const dir of ["dist", "dist-render", "node_modules/.cache", ".wrangler", dataDir]) {
      await rm(resolve(root, dir), { recursive: true, force: true });
    }
  }
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
  const started = performance.now();
  const at = () => ((performance.now() - started) / 1000).toFixed(2).padStart(6);
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  const timeline: string[] = [];
  const note = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) timeline.push(`${at()} s  ${line}`);
  };
  child.stdout?.on("data", note);
  child.stderr?.on("data", note);
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  let firstPage = Number.NaN;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    if (res?.status === 200) {
      firstPage = (performance.now() - started) / 1000;
      timeline.push(
        `${at()} s  (GET / answered 200; CPU of the start's processes so far ${await treeCpu(child.pid)} s)`,
      );
      break;
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  const code = await exited;
  timeline.push(`${at()} s  (stopped, exit code ${code})`);
  console.log(
    `\nrun ${run}${fresh ? " (fresh)" : ""}: first 200 of GET / after ${firstPage.toFixed(2)} s; load ${load}`,
  );
  console.log(timeline.join("\n"));
  return firstPage;
}

/**
 * User + system CPU seconds of `pid` and every live process under it (their own and their waited-for children's):
 * on a shared machine the wall time is mostly waiting for a core, the CPU is the start's own work.
 */
async function treeCpu(pid: number | undefined): Promise<string> {
  if (!pid) return "?";
  const stats = new Map<number, { parent: number; ticks: number; name: string }>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    if (fields.length < 15) continue;
    // After the name: state, ppid, …, utime (index 11), stime, cutime, cstime.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    const args = (await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "")).split("\0");
    const name =
      args
        .find((arg) => /\.(m?js|ts)$|workerd$/.test(arg))
        ?.split("/")
        .pop() ??
      args[0] ??
      "?";
    stats.set(Number(entry), { parent: Number(fields[1]), ticks, name });
  }
  const under = (p: number): boolean => p === pid || (p > 1 && under(stats.get(p)?.parent ?? 0));
  let ticks = 0;
  const parts: string[] = [];
  for (const [p, stat] of stats) {
    if (!under(p)) continue;
    ticks += stat.ticks;
    if (process.env.BENCH_PER_PROCESS) parts.push(`${stat.name} ${(stat.ticks / 100).toFixed(2)}`);
  }
  // USER_HZ is 100 on Linux.
  return `${(ticks / 100).toFixed(1)}${parts.length ? ` [${parts.join(", ")}]` : ""}`;
}

const figures: number[] = [];
for (let run = 1; run <= runs; run++) figures.push(await once(run));
console.log(
  `\n${fresh ? "first start" : "restart"} to the first page: ${figures.map((f) => f.toFixed(2)).join(", ")} s`,
);
