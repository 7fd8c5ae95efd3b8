import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isTestFile, selectTests } from "./quick/select-tests.ts";

/**
 * `npm run test:quick [-- <base>]` (issue 39): type check, lint, and the vitest files near what changed since
 * <base> (default HEAD: the uncommitted change, new files included): scripts/quick/select-tests.ts says which.
 * The whole suite is `npm test`.
 */
const base = process.argv[2] ?? "HEAD";
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
];
const existing = changed.filter((file) => existsSync(file));

const run = (command: string, args: string[]) => {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npx", ["tsc", "--noEmit"]);
const lintable = existing.filter((file) => /\.(tsx?|jsx?|mjs|json|css)$/.test(file));
if (lintable.length) run("npx", ["biome", "check", "--no-errors-on-unmatched", ...lintable]);

const testFiles = git("ls-files", "--cached", "--others", "--exclude-standard").filter(
  (file) => isTestFile(file) && !file.startsWith("tests/e2e/") && existsSync(file),
);
const picked = selectTests(existing, new Map(testFiles.map((file) => [file, readFileSync(file, "utf8")])));
if (picked.length === 0) {
  console.log(`\nNo vitest file is near the ${changed.length} changed file(s) since ${base}: nothing more to run.`);
} else {
  run("npx", ["vitest", "run", ...picked]);
}
