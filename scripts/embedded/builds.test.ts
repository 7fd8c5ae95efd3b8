import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged } from "./build-cache.ts";
import { WORKER_BUNDLE, worker } from "./builds.ts";

/**
 * The Worker's bundle for `npm start` (builds.ts `worker`): bundled again only when one of its inputs changed. A
 * checkout in a temp folder; the bundling step (worker-build.mjs, which runs wrangler) is replaced by one that
 * writes what it writes: the bundle, workers.json and esbuild's metafile naming the files it read.
 */
let root: string;
let bundles: string[][];

const put = async (file: string, content: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
};

/** Stands in for `node worker-build.mjs <root> <outDir>`. */
async function fakeBundle(cmd: string, args: string[]) {
  bundles.push([cmd, ...args]);
  const outDir = args[2] ?? "";
  await mkdir(join(outDir, "bundle"), { recursive: true });
  await writeFile(join(outDir, "bundle", "index.js"), `export default {}; // bundle ${bundles.length}`);
  await writeFile(join(outDir, "workers.json"), "{}");
  const inputs = ["worker/index.ts", "domain/money.ts", "web/lib/shared.ts", "node_modules/hono/dist/index.js"];
  await writeFile(
    join(outDir, "metafile.json"),
    JSON.stringify({ inputs: Object.fromEntries(inputs.map((i) => [i, {}])) }),
  );
}

const spec = () => worker(root, fakeBundle);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "worker-bundle-"));
  bundles = [];
  for (const file of ["worker/index.ts", "domain/money.ts", "web/lib/shared.ts", "node_modules/hono/dist/index.js"]) {
    await put(file, "export const a = 1;");
  }
  await put("wrangler.toml", 'name = "shop"');
  await put("render.wrangler.toml", 'name = "render"');
  await put("package.json", "{}");
  await put("package-lock.json", "{}");
  await put("tsconfig.json", "{}");
  await put("scripts/embedded/worker-build.mjs", "// bundles");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("npm start's Worker bundle (only when it changed)", () => {
  it("bundles the first time with worker-build.mjs into the cache, then not again while nothing changed", async () => {
    expect(await buildIfChanged(root, spec())).toBe("built");
    expect(bundles).toHaveLength(1);
    expect(bundles[0]?.[1]).toMatch(/scripts\/embedded\/worker-build\.mjs$/);
    expect(bundles[0]?.slice(2)).toEqual([root, join(root, WORKER_BUNDLE)]);
    expect(await buildIfChanged(root, spec())).toBe("up to date");
    expect(await buildIfChanged(root, spec())).toBe("up to date");
    expect(bundles).toHaveLength(1);
  });

  it.each([
    ["an edited file of the Worker", () => put("worker/index.ts", "export const a = 2;")],
    ["a new file in worker/", () => put("worker/routes/new.ts", "export {};")],
    ["an edited file of domain/", () => put("domain/money.ts", "export const a = 2;")],
    ["an edited file the bundle read outside worker/ and domain/", () => put("web/lib/shared.ts", "export {};")],
    ["a changed wrangler.toml", () => put("wrangler.toml", 'name = "shop"\nminify = false')],
    ["a changed render.wrangler.toml", () => put("render.wrangler.toml", 'name = "render2"')],
    ["a changed lockfile (another wrangler or library)", () => put("package-lock.json", '{"v":2}')],
    ["a changed bundling script", () => put("scripts/embedded/worker-build.mjs", "// bundles otherwise")],
    ["a deleted bundle", () => rm(join(root, WORKER_BUNDLE, "bundle"), { recursive: true })],
  ])("bundles again after %s", async (_what, change) => {
    await buildIfChanged(root, spec());
    await change();
    expect(await buildIfChanged(root, spec())).toBe("built");
    expect(bundles).toHaveLength(2);
    expect(await buildIfChanged(root, spec())).toBe("up to date");
  });

  it("does not hash the libraries the bundle read (the lockfile stands for them)", async () => {
    await buildIfChanged(root, spec());
    await put("node_modules/hono/dist/index.js", "export const a = 2;");
    expect(await buildIfChanged(root, spec())).toBe("up to date");
    const stamp = JSON.parse(await readFile(join(root, "node_modules/.cache/shop-start/worker.json"), "utf8"));
    expect(Object.keys(stamp.inputs)).toContain("web/lib/shared.ts");
    expect(Object.keys(stamp.inputs).some((file) => file.startsWith("node_modules/"))).toBe(false);
  });
});
