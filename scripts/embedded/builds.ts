import { Worker } from "node:worker_threads";
import { buildIfChanged, type CachedBuild, environment } from "./build-cache.ts";

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
 * `npm start`'s builds, each only when its inputs changed (build-cache.ts), side by side (each on a thread of its
 * own); `npm run dev` serves the storefront from Vite itself and builds the renderer only. `onChecked` is called
 * once every bundle is known to be up to date or its build has started: a restart with nothing to build learns it
 * in about a tenth of a second, before the database's opening takes the main thread.
 */
export async function buildWhatChanged(
  root: string,
  options: { storefront: boolean; log: (line: string) => void; onChecked?: () => void },
) {
  const steps = options.storefront ? [storefront(root), renderer(root)] : [renderer(root)];
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
