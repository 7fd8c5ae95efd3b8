import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { buildIfChanged, type CachedBuild, environment, isUpToDate } from "./build-cache.ts";

/** What every build reads besides its sources: the tools installed (lockfile) and the compiler's settings. */
const TOOLS = ["package.json", "package-lock.json", "tsconfig.json"];

/** The storefront (vite.config.ts → dist/), which also writes dist/_headers from worker/http/security-headers.ts. */
const storefront = (root: string): CachedBuild => ({
  name: "storefront",
  dirs: ["web", "domain", "worker/http"],
  files: ["vite.config.ts", ...TOOLS],
  outDir: "dist",
  build: () => viteBuild(root, "vite.config.ts"),
});

/** The page renderer (vite.render.config.ts → dist-render/render.js, render.wrangler.toml). */
const renderer = (root: string): CachedBuild => ({
  name: "renderer",
  dirs: ["web", "domain"],
  files: ["vite.render.config.ts", ...TOOLS],
  outDir: "dist-render",
  build: () => viteBuild(root, "vite.render.config.ts"),
});

/**
 * dist-render/render.js when it is what the renderer's sources build now, as `npm start` and `npm test`'s first step
 * build it (their environment: the caller's without vitest's NODE_ENV=test); null otherwise. vitest's global setup
 * uses it instead of building the renderer again (issue 39).
 */
export async function builtRenderer(root: string): Promise<string | null> {
  const { NODE_ENV: _, ...env } = process.env;
  return (await isUpToDate(root, renderer(root), environment(env))) ? join(root, "dist-render", "render.js") : null;
}

/** Where the shop's Worker is bundled for `npm start` (worker-build.mjs) and what workers.mjs reads. */
export const WORKER_BUNDLE = "node_modules/.cache/shop-start/worker";

/**
 * The shop's Worker, bundled by wrangler with the embedded stand-ins (worker-build.mjs), and both Workers'
 * settings read from wrangler.toml and render.wrangler.toml: `npm start` runs them without bundling
 * (workers.mjs). Its inputs: worker/ and domain/, both configs, the tools, and every module the bundle read.
 */
export const worker = (root: string, run: Run = execNode): CachedBuild => ({
  name: "worker",
  dirs: ["worker", "domain"],
  files: ["wrangler.toml", "render.wrangler.toml", "scripts/embedded/worker-build.mjs", ...TOOLS],
  outDir: WORKER_BUNDLE,
  build: () => workerBuild(root, run),
});

/** Runs a command to its end (rejecting when it fails): `npm start` passes its own, which keeps it on a leash. */
export type Run = (cmd: string, args: string[]) => Promise<void>;

/**
 * `npm start`'s builds, each only when its inputs changed (build-cache.ts), side by side (each on a thread of its
 * own); `npm run dev` serves the storefront from Vite itself and builds the renderer only. `onChecked` is called
 * once every bundle is known to be up to date or its build has started: a restart with nothing to build learns it
 * in about a tenth of a second, before the database's opening takes the main thread.
 */
export async function buildWhatChanged(
  root: string,
  options: {
    storefront: boolean;
    /** false: not the Worker's embedded bundle (the production rehearsal builds the site only). */
    worker?: boolean;
    log: (line: string) => void;
    onChecked?: () => void;
    run?: Run;
  },
) {
  const steps = [
    ...(options.storefront ? [storefront(root)] : []),
    renderer(root),
    ...(options.worker === false ? [] : [worker(root, options.run)]),
  ];
  // Read once, before any build (each build sets NODE_ENV in its own thread only).
  const env = environment();
  let pending = steps.length;
  const checked = () => {
    pending -= 1;
    if (pending === 0) options.onChecked?.();
  };
  await Promise.all(
    steps.map(async (step) => {
      const started = performance.now();
      let built = false;
      const outcome = await buildIfChanged(root, step, env, () => {
        built = true;
        checked();
      });
      if (!built) checked();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      options.log(outcome === "built" ? `Built the ${step.name} (${seconds} s).` : `The ${step.name} is up to date.`);
    }),
  );
}

/**
 * One Vite build on a worker thread (vite-build.mjs), resolving with the modules it loaded (its inputs): the main
 * thread meanwhile opens (on a first start, creates and seeds) the database, which runs on the main thread.
 */
function viteBuild(root: string, configFile: string): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    const thread = new Worker(new URL("./vite-build.mjs", import.meta.url), { workerData: { root, configFile } });
    let answered = false;
    thread.once("message", (answer: { loaded?: string[]; error?: string }) => {
      answered = true;
      if (answer.error !== undefined) reject(new Error(`The build of ${configFile} failed: ${answer.error}`));
      else resolvePromise(answer.loaded ?? []);
    });
    thread.once("error", reject);
    thread.once("exit", (code) => {
      if (!answered) reject(new Error(`The build of ${configFile} stopped (exit code ${code}).`));
    });
  });
}

/**
 * The Worker's bundle and settings (worker-build.mjs, a process of its own: wrangler bundles in it), resolving with
 * the files the bundle read (esbuild's metafile), as absolute paths.
 */
async function workerBuild(root: string, run: Run): Promise<string[]> {
  const outDir = join(root, WORKER_BUNDLE);
  await run(process.execPath, [fileURLToPath(new URL("./worker-build.mjs", import.meta.url)), root, outDir]);
  const meta = JSON.parse(await readFile(join(outDir, "metafile.json"), "utf8")) as { inputs: Record<string, unknown> };
  return Object.keys(meta.inputs).map((file) => resolve(root, file));
}

function execNode(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    execFile(cmd, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`\`${args[0]}\` failed: ${stderr || error.message}`)) : resolvePromise(),
    );
  });
}
