/**
 * `npm run bench:worker-startup`: the Worker's start-up in workerd, as `wrangler check startup` profiles it
 * (the bundle as deployed, evaluated by the local workerd): RUNS profiles, and per profile the time from the
 * first to the last sample and the CPU time outside idle. Prints the medians. It measures this machine, not
 * Cloudflare's (whose limit is 1 s of start-up CPU); compare runs on the same machine.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dir = await mkdtemp(join(tmpdir(), "worker-startup-"));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const spans: number[] = [];
  const busy: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const outfile = join(dir, `startup-${run}.cpuprofile`);
    // An empty folder stands in for dist/ (the upload holds no assets; the SPA need not be built).
    await promisify(execFile)("npx", ["wrangler", "check", "startup", "--outfile", outfile, `--args=--assets=${dir}`], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      maxBuffer: 10 * 1024 * 1024,
    });
    const profile = JSON.parse(await readFile(outfile, "utf8")) as CpuProfile;
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
    let cpu = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) cpu += profile.timeDeltas[i] ?? 0;
    });
    spans.push((profile.endTime - profile.startTime) / 1000);
    busy.push(cpu / 1000);
    console.log(
      `run ${run + 1}: profile ${spans.at(-1)!.toFixed(1)} ms, CPU outside idle ${busy.at(-1)!.toFixed(1)} ms`,
    );
  }
  console.log(
    `\nWorker start-up in workerd (median of ${RUNS}): ${median(spans).toFixed(1)} ms profiled, ${median(busy).toFixed(1)} ms CPU`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
