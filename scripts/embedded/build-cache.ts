import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * `npm start` builds a bundle only when one of its inputs changed (docs/decisions/028-fast-feedback.md). A stamp
 * per build, in node_modules/.cache/shop-start/, holds the content hash of every input file, the environment the
 * build reads, and the size of every file it wrote. The build is skipped only when all of them match:
 * - the input files: every file under `dirs` (all of web/ and domain/: new files count too), the fixed files
 *   (configs, package.json, the lockfile: the installed tools) and every other file the last build loaded
 *   (its module graph: a file outside `dirs` can only become an input through an edit of one that is one);
 * - the environment: VITE_* and NODE_ENV (what Vite puts in import.meta.env), Node's version and platform;
 * - the output: each file the build wrote is still there with its size (a deleted dist/ rebuilds).
 * A stale bundle is never served: when in doubt (no stamp, an unreadable file), it builds.
 */
export interface CachedBuild {
  /** The stamp's name ('storefront', 'renderer'). */
  name: string;
  /** Folders whose every file is an input (relative to `root`). */
  dirs: string[];
  /** Other files that are always inputs (configs, lockfile). */
  files: string[];
  /** Where the build writes (relative to `root`). */
  outDir: string;
  /** Builds, resolving with the absolute paths of the modules it loaded. */
  build(): Promise<string[]>;
}

interface Stamp {
  env: string;
  inputs: Record<string, string>;
  outputs: Record<string, number>;
}

/** Folders never part of a build's inputs. */
const SKIPPED = new Set(["node_modules", ".git", "dist", "dist-render", ".wrangler"]);

/** Builds `spec` unless its stamp says nothing changed; 'built' or 'up to date'. */
export async function buildIfChanged(
  root: string,
  spec: CachedBuild,
  env: string = environment(),
  /** Called once it is known that the build must run, right before it does. */
  onStale?: () => void,
): Promise<"built" | "up to date"> {
  const stampFile = join(root, "node_modules", ".cache", "shop-start", `${spec.name}.json`);
  const stamp = await readStamp(stampFile);
  const before = await hashFiles(root, await inputList(root, spec, stamp));
  if (stamp && (await upToDate(root, spec, stamp, before, env))) return "up to date";
  onStale?.();
  const loaded = await spec.build();
  // Files the build loaded that were not hashed before it ran (first build, a new import) are hashed now.
  const graph = loaded.flatMap((id) => inputOf(root, id) ?? []);
  const extra = await hashFiles(
    root,
    graph.filter((file) => !(file in before)),
  );
  const next: Stamp = {
    env,
    inputs: { ...before, ...extra },
    outputs: await outputSizes(join(root, spec.outDir)),
  };
  // Inputs listed before the build but no longer loaded by it stay: harmless, and the dirs' own files must stay.
  await mkdir(dirname(stampFile), { recursive: true });
  await writeFile(stampFile, JSON.stringify(next));
  return "built";
}

/** Whether `spec`'s output is what its inputs would build now, under `env` (nothing is built). */
export async function isUpToDate(root: string, spec: CachedBuild, env: string): Promise<boolean> {
  const stamp = await readStamp(join(root, "node_modules", ".cache", "shop-start", `${spec.name}.json`));
  if (!stamp) return false;
  return upToDate(root, spec, stamp, await hashFiles(root, await inputList(root, spec, stamp)), env);
}

async function upToDate(root: string, spec: CachedBuild, stamp: Stamp, now: Record<string, string>, env: string) {
  if (stamp.env !== env) return false;
  const keys = Object.keys(now);
  if (keys.length !== Object.keys(stamp.inputs).length) return false;
  if (keys.some((file) => stamp.inputs[file] !== now[file])) return false;
  const outputs = await outputSizes(join(root, spec.outDir));
  const written = Object.entries(stamp.outputs);
  return written.length > 0 && written.every(([file, size]) => outputs[file] === size);
}

/** The files to hash: the dirs' files, the fixed files and the last build's module graph. */
async function inputList(root: string, spec: CachedBuild, stamp: Stamp | null): Promise<string[]> {
  const files = new Set(spec.files);
  for (const dir of spec.dirs) for (const file of await walk(root, dir)) files.add(file);
  for (const file of Object.keys(stamp?.inputs ?? {})) files.add(file);
  return [...files].sort();
}

/** Each file's sha-256 (a missing file hashes as 'missing', so it differs from any content). */
export async function hashFiles(root: string, files: string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(root, file)).catch(() => null);
      hashes[file] = content ? createHash("sha256").update(content).digest("hex") : "missing";
    }),
  );
  return hashes;
}

/** What the builds read from the environment and the machine, as one string. */
export function environment(env: NodeJS.ProcessEnv = process.env): string {
  const read = Object.keys(env)
    .filter((name) => name.startsWith("VITE_") || name === "NODE_ENV")
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return [process.version, process.platform, process.arch, ...read].join("\n");
}

/** A module id the build loaded, as a file of this checkout outside node_modules (the lockfile covers those). */
function inputOf(root: string, id: string): string | null {
  const path = id.replace(/^\0/, "").split("?")[0] ?? "";
  if (!path.startsWith(root + sep)) return null;
  const file = relative(root, path).split(sep).join("/");
  return file.split("/").some((part) => SKIPPED.has(part)) ? null : file;
}

async function walk(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await walk(root, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

async function outputSizes(outDir: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  const root = resolve(outDir);
  const visit = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile()) sizes[relative(root, path)] = (await stat(path)).size;
    }
  };
  await visit(root);
  return sizes;
}

async function readStamp(file: string): Promise<Stamp | null> {
  try {
    const stamp = JSON.parse(await readFile(file, "utf8")) as Stamp;
    return stamp && typeof stamp.inputs === "object" && typeof stamp.outputs === "object" ? stamp : null;
  } catch {
    return null;
  }
}
