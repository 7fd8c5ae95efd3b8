import { basename, dirname, posix } from "node:path";

/**
 * Which vitest files `npm run test:quick` runs for a change (issue 39): a test file that changed; one that imports a
 * changed file directly; and one whose name carries a changed file's name or its folder's (services/coupons/apply.ts →
 * coupons.test.ts, coupon-uses.test.ts). Direct imports only: the API tests reach every module through the app, so
 * following imports all the way would run the whole suite, which `npm test` does.
 */
export function selectTests(
  changed: readonly string[],
  tests: ReadonlyMap<string, string>, // test file path → its source
): string[] {
  const changedSet = new Set(changed);
  const stems = new Set<string>();
  for (const file of changed) {
    if (isTestFile(file)) continue;
    for (const word of [stemOf(file), stemOf(dirname(file))]) {
      const stem = word.replace(/s$/, "");
      if (stem.length >= 4 && !GENERIC.has(stem)) stems.add(stem);
    }
  }
  const picked: string[] = [];
  for (const [test, source] of tests) {
    const name = stemOf(test);
    if (
      changedSet.has(test) ||
      importsOf(test, source).some((target) => changedSet.has(target)) ||
      [...stems].some((stem) => name.includes(stem))
    ) {
      picked.push(test);
    }
  }
  return picked.sort();
}

/** Folder and file names too common to say anything (every test would match). */
const GENERIC = new Set([
  "worker",
  "domain",
  "web",
  "test",
  "tests",
  "service",
  "route",
  "feature",
  "index",
  "support",
]);

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

function stemOf(file: string): string {
  return basename(file)
    .replace(/\.test\.tsx?$/, "")
    .replace(/\.(tsx?|sql|css)$/, "")
    .toLowerCase();
}

/** The repository paths a test file imports with relative specifiers (`../../worker/x.ts`). */
function importsOf(test: string, source: string): string[] {
  const targets: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    targets.push(posix.normalize(posix.join(posix.dirname(test), match[1]!)));
  }
  return targets;
}
