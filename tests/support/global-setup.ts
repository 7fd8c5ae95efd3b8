import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { preparedSnapshots } from "../../scripts/db/prepared-snapshots.ts";
import { builtRenderer } from "../../scripts/embedded/builds.ts";

declare module "vitest" {
  export interface ProvidedContext {
    seededSnapshotPath: string;
    emptySnapshotPath: string;
    /** The renderer Worker's module, built from the source of this run (tests/support/renderer.ts). */
    rendererModulePath: string;
  }
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The migrated (and seeded) databases test files start from, in about a second each: made once per set of sources
 * and kept (scripts/db/prepared-snapshots.ts; `npm test` makes them beside the type check), and the renderer, built
 * from this checkout.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "shop-test-render-"));
  const [snapshots] = await Promise.all([
    preparedSnapshots(ROOT),
    // The renderer Worker as it is deployed (vite.render.config.ts), built from this checkout: the pages' first views.
    // `npm test`'s first step (and `npm start`) built it already when dist-render/ is up to date: a copy of that one
    // (a restart of `npm start` may write dist-render/ while the tests run), else a build of its own.
    builtRenderer(ROOT).then(async (built) => {
      if (built) return copyFile(built, join(dir, "render.js"));
      // As deployed: under vitest's NODE_ENV ('test') Vite builds React's development code (some 50 KiB more than
      // the upload the bundle test weighs), and a define alone gives production React with the development JSX
      // transform ('jsxDEV is not a function'). Vite reads NODE_ENV when it resolves the config: set for the build.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = "production";
      try {
        await build({
          configFile: join(ROOT, "vite.render.config.ts"),
          logLevel: "warn",
          build: { outDir: dir, emptyOutDir: true },
        });
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
    }),
  ]);
  project.provide("rendererModulePath", join(dir, "render.js"));
  project.provide("emptySnapshotPath", snapshots.empty);
  project.provide("seededSnapshotPath", snapshots.seeded);
  return () => rm(dir, { recursive: true, force: true });
}
