import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run e2e:timings`: each browser-test spec file's seconds, summed from the JSON reports a CI run leaves in
 * test-results/e2e-timings-<port>.json (playwright.config.ts), written to tests/e2e/timings.json, which
 * `npm test` (scripts/test-all.ts) deals the spec files to its shards by. A retried test counts its first try.
 */
interface Suite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: Suite[];
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = readdirSync(join(root, "test-results")).filter((f) => /^e2e-timings-\d+\.json$/.test(f));
if (reports.length === 0) {
  console.error("No test-results/e2e-timings-<port>.json: run the browser tests with CI=true first.");
  process.exit(1);
}
const seconds: Record<string, number> = {};
const add = (suite: Suite, file: string) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) seconds[file] = (seconds[file] ?? 0) + (test.results[0]?.duration ?? 0) / 1000;
  }
  for (const child of suite.suites ?? []) add(child, file);
};
for (const report of reports) {
  const json = JSON.parse(readFileSync(join(root, "test-results", report), "utf8")) as { suites: Suite[] };
  for (const suite of json.suites) add(suite, `tests/e2e/${suite.file}`);
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
writeFileSync(join(root, "tests/e2e/timings.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `tests/e2e/timings.json: ${Object.keys(sorted).length} spec files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s`,
);
