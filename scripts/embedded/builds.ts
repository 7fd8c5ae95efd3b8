import type { Plugin } from "vite";
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
 * `npm start`'s builds, each only when its inputs changed (build-cache.ts); `npm run dev` serves the storefront
 * from Vite itself and builds the renderer only.
 */
export async function buildWhatChanged(root: string, options: { storefront: boolean; log: (line: string) => void }) {
  const steps = options.storefront ? [storefront(root), renderer(root)] : [renderer(root)];
  // Read once, before any build: one in this process may set NODE_ENV (viteBuild puts it back).
  const env = environment();
  for (const step of steps) {
    const started = performance.now();
    const outcome = await buildIfChanged(root, step, env);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.log(outcome === "built" ? `Built the ${step.name} (${seconds} s).` : `The ${step.name} is up to date.`);
  }
}

/** One Vite build in this process, resolving with the modules it loaded (its inputs). */
async function viteBuild(root: string, configFile: string): Promise<string[]> {
  const { build } = await import("vite");
  const loaded: string[] = [];
  const recordInputs: Plugin = {
    name: "shop-start-inputs",
    buildEnd() {
      loaded.push(...this.getModuleIds());
    },
  };
  // Vite sets NODE_ENV to 'production' for its build; the Worker started next must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: `${root}/${configFile}`, logLevel: "warn", plugins: [recordInputs] });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return loaded;
}
