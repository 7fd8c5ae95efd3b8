/**
 * zod for the Worker without its JSON Schema code (issue 39, docs/decisions/028 session 24).
 *
 * Since zod 4.2 every classic schema carries a `toJSONSchema` method and JSON Schema processors, imported by zod's
 * own modules: about 18 KB of the Worker's upload (5.6 KiB gzipped) that the shop never calls (nothing in worker/ or
 * domain/ converts a schema to JSON Schema). Bundlers cannot drop it: it hangs off each schema's constructor. This
 * copies zod's ES modules to node_modules/.zod-worker/ with its three JSON Schema modules replaced by stand-ins (same
 * exports, throwing if called) and Spanish as its default locale (English is not bundled), and wrangler.toml's [alias]
 * points the Worker's `zod` there. Everything else is zod's own code, unchanged: the SPA and
 * the tests (Node) keep importing zod itself, and every browser test and the rehearsal run the Worker on this copy.
 *
 * Run by `npm install` (postinstall) and again by `npm run build:worker`; it writes only when the installed zod's
 * version differs from the copy's stamp. `--check` exits 1 when the copy is missing or stale.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const zodDir = join(root, "node_modules/zod");
export const WORKER_ZOD_DIR = join(root, "node_modules/.zod-worker");
const STAMP = join(WORKER_ZOD_DIR, "stamp.json");
/** Raised when what this script writes changes, so that an installed copy is written again. */
const COPY_FORMAT = 3;

/** A module only JSON Schema conversion needs, as a stand-in with the same exports. */

function standIn(path: string): string {
  const real = readFileSync(path, "utf8");
  const names = [...real.matchAll(/^export (?:const|function|class) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  const lines = [
    `const fail = () => { throw new Error("zod's JSON Schema code is not bundled in the Worker (scripts/build/worker-zod.ts)"); };`,
  ];
  for (const name of names) {
    // Read while building a schema: the schema's bag of checks (minLength, format…) and the processors' table.
    if (name === "aggregateChecks") lines.push(`export function ${name}() { return {}; }`);
    else if (name === "allProcessors") lines.push(`export const ${name} = {};`);
    else if (name.startsWith("create")) lines.push(`export const ${name} = () => fail;`);
    else lines.push(`export const ${name} = fail;`);
  }
  for (const m of real.matchAll(/^export \{ ([^}]+) \};?$/gm)) lines.push(`export { ${m[1]} };`);
  return lines.join("\n");
}

const zodVersion = () =>
  (JSON.parse(readFileSync(join(zodDir, "package.json"), "utf8")) as { version: string }).version;

export function workerZodIsCurrent(): boolean {
  if (!existsSync(STAMP)) return false;
  const stamp = JSON.parse(readFileSync(STAMP, "utf8")) as { zod: string; format?: number };
  return stamp.zod === zodVersion() && stamp.format === COPY_FORMAT;
}

/** A copy of zod's ES modules (the same files, so the Worker's bundler shakes them as before) minus JSON Schema. */
export async function writeWorkerZod(): Promise<void> {
  rmSync(WORKER_ZOD_DIR, { recursive: true, force: true });
  cpSync(zodDir, WORKER_ZOD_DIR, {
    recursive: true,
    filter: (source) =>
      !/\.(cjs|d\.c?ts|map)$/.test(source) && !source.endsWith("package.json") && !/\/src(\/|$)/.test(source),
  });
  for (const name of ["json-schema-processors", "to-json-schema", "json-schema-generator"]) {
    const path = join(WORKER_ZOD_DIR, "v4/core", `${name}.js`);
    if (existsSync(path)) writeFileSync(path, `${standIn(path)}\n`);
  }
  // zod's default messages (for an issue no schema words itself) in Spanish, the locale the Worker already bundles
  // (worker/http/validate.ts), instead of English: the English locale leaves the Worker too.
  const schemas = join(WORKER_ZOD_DIR, "v4/classic/schemas.js");
  const source = readFileSync(schemas, "utf8");
  const english = 'import en from "../locales/en.js";';
  if (!source.includes(english)) throw new Error(`zod's ${schemas} no longer imports its English locale as expected`);
  writeFileSync(schemas, source.replace(english, 'import en from "../locales/es.js";'));
  // zod's own side-effect list, so the Worker's bundler drops unused modules as before.
  const { sideEffects } = JSON.parse(readFileSync(join(zodDir, "package.json"), "utf8")) as { sideEffects: unknown };
  writeFileSync(
    join(WORKER_ZOD_DIR, "package.json"),
    `${JSON.stringify({ type: "module", main: "index.js", sideEffects })}\n`,
  );
  writeFileSync(STAMP, `${JSON.stringify({ zod: zodVersion(), format: COPY_FORMAT })}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--check")) {
    if (!workerZodIsCurrent()) {
      console.error(
        "node_modules/.zod-worker is missing or stale: run npm install (or npx tsx scripts/build/worker-zod.ts)",
      );
      process.exit(1);
    }
  } else if (!workerZodIsCurrent()) {
    await writeWorkerZod();
    console.log(`The Worker's zod ${zodVersion()} (without JSON Schema) is in node_modules/.zod-worker`);
  }
}
