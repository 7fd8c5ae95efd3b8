import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { buildWhatChanged } from "./embedded/builds.ts";

/**
 * `npm test` (issue 39, docs/decisions/028): the whole suite with both cores busy.
 * 1. The type check, the lint, the shop's builds and the test databases side by side (the builds and databases once,
 *    here, so that vitest and the browser test shards' `npm start`s find them made instead of each making them).
 * 2. vitest (two workers), then the browser tests in E2E_SHARDS shards side by side (default 2), each with a shop
 *    of its own: its own port (E2E_PORT, E2E_PORT + 1, …) and so its own data directory (playwright.config.ts).
 *    vitest beside the shards was tried: on 2 cores the three parts starved each other and browser tests ran past
 *    their time limit (docs/decisions/028); TEST_SIDE_BY_SIDE=1 still runs them so.
 *    The spec files are dealt to the shards by their measured time (tests/e2e/timings.json; size for a new one),
 *    longest first, each to the lightest shard so far (Playwright's own `--shard` deals by count, and one shard
 *    would get the long specs); a spec's tests stay on one shop.
 * 3. With TEST_REHEARSAL=1, the production rehearsal (`npm run rehearse`) beside the shards (its host names mapped
 *    first, as .ci/run does). On 2 cores it slowed every spec by about a fifth, so .ci/run runs it after instead.
 * Each line is prefixed with its part's name; the exit code is the first failure's. E2E_SHARDS=0 runs no browser
 * tests; `npm run test:unit` and `npm run test:e2e` run one part alone.
 */
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8799);

interface Part {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const timings: string[] = [];

function run(part: Part): Promise<number> {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const child = spawn(part.command, part.args, {
      cwd: root,
      env: { ...process.env, ...part.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        if (line.trim()) console.log(`[${part.name}] ${line}`);
      });
    }
    const done = (code: number) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      timings.push(`${part.name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
      resolvePromise(code);
    };
    child.on("error", (error) => {
      console.log(`[${part.name}] ${error.message}`);
      done(1);
    });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function build(): Promise<number> {
  const started = performance.now();
  try {
    await buildWhatChanged(root, { storefront: true, log: (line) => console.log(`[build] ${line}`) });
    timings.push(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    console.log(`[build] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    timings.push("build: FAILED");
    return 1;
  }
}

function finish(codes: number[]): never {
  console.log(`\n${timings.join("\n")}`);
  process.exit(codes.find((code) => code !== 0) ?? 0);
}

const first = await Promise.all([
  run({ name: "typecheck", command: "npx", args: ["tsc", "--noEmit"] }),
  run({ name: "lint", command: "npx", args: ["biome", "check", "."] }),
  shards > 0 ? build() : Promise.resolve(0),
  // The databases vitest's files and the browser tests' new shops start from (scripts/db/prepared-snapshots.ts).
  run({ name: "databases", command: "npx", args: ["tsx", "scripts/db/prepared-snapshots.ts"] }),
]);
if (first.some((code) => code !== 0)) finish(first);

/**
 * Each spec file's weight: its seconds in tests/e2e/timings.json (measured: `npm run e2e:timings` after a CI run),
 * else its size at the measured files' seconds per byte (a new spec file weighs by its length until measured).
 */
function specWeights(files: string[]): Map<string, number> {
  let measured: Record<string, number> = {};
  try {
    measured = JSON.parse(readFileSync(join(root, "tests/e2e/timings.json"), "utf8")) as Record<string, number>;
  } catch {
    // No timings yet: sizes alone.
  }
  const sizes = new Map(files.map((file) => [file, statSync(join(root, file)).size]));
  const known = files.filter((file) => typeof measured[file] === "number");
  const bytes = known.reduce((sum, file) => sum + sizes.get(file)!, 0);
  const seconds = known.reduce((sum, file) => sum + measured[file]!, 0);
  const perByte = bytes > 0 ? seconds / bytes : 1;
  return new Map(files.map((file) => [file, measured[file] ?? sizes.get(file)! * perByte]));
}

/** The spec files in `count` groups of about equal time (longest processing time first). */
function dealSpecs(count: number): string[][] {
  const files = readdirSync(join(root, "tests/e2e"))
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => `tests/e2e/${file}`);
  const weights = specWeights(files);
  const specs = files.map((file) => ({ file, weight: weights.get(file)! })).sort((a, b) => b.weight - a.weight);
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  for (const spec of specs) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(spec.file);
    lightest.weight += spec.weight;
  }
  for (const [index, group] of groups.entries()) {
    console.log(`[e2e ${index + 1}/${count}] ${group.files.length} spec files, about ${Math.round(group.weight)} s`);
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}

const vitest: Part = { name: "vitest", command: "npx", args: ["vitest", "run"] };
const sideBySide = process.env.TEST_SIDE_BY_SIDE === "1";
const parts: Part[] = sideBySide ? [vitest] : [];
if (!sideBySide) {
  const code = await run(vitest);
  if (code !== 0) finish([code]);
}
const groups = shards > 0 ? dealSpecs(shards) : [];
groups.forEach((files, index) => {
  parts.push({
    name: groups.length > 1 ? `e2e ${index + 1}/${groups.length}` : "e2e",
    command: "npx",
    args: ["playwright", "test", ...files],
    env: { E2E_PORT: String(basePort + index) },
  });
});
// TEST_REHEARSAL=1: the production rehearsal beside the browser shards (for machines with more cores; on 2 it cost more
// than it saved, decision 028 session 22). Its ports (443, 8443, 25433) are not theirs; it finds the site built.
if (process.env.TEST_REHEARSAL === "1") parts.push({ name: "rehearsal", command: "npm", args: ["run", "rehearse"] });
finish(await Promise.all(parts.map(run)));
