import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged, type CachedBuild, environment } from "./build-cache.ts";

/** A checkout in a temp folder and a build that copies its sources to out/ and reports what it read. */
let root: string;
let builds: number;

const spec = (): CachedBuild => ({
  name: "site",
  dirs: ["web"],
  files: ["package-lock.json", "vite.config.ts"],
  outDir: "out",
  async build() {
    builds++;
    await mkdir(join(root, "out"), { recursive: true });
    await writeFile(join(root, "out", "index.html"), `built ${builds}`);
    // Read outside the dirs, as the storefront reads worker/http/security-headers.ts.
    return [join(root, "web", "main.ts"), join(root, "lib", "shared.ts"), "\0virtual:thing", "/elsewhere/x.ts"];
  },
});

const put = (file: string, content: string) => writeFile(join(root, file), content);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "build-cache-"));
  builds = 0;
  await mkdir(join(root, "web"));
  await mkdir(join(root, "lib"));
  await put("web/main.ts", "export const a = 1;");
  await put("lib/shared.ts", "export const b = 1;");
  await put("package-lock.json", "{}");
  await put("vite.config.ts", "export default {};");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("npm start's builds (only what changed)", () => {
  it("builds the first time, then not again while nothing changed", async () => {
    expect(await buildIfChanged(root, spec())).toBe("built");
    expect(await buildIfChanged(root, spec())).toBe("up to date");
    expect(await buildIfChanged(root, spec())).toBe("up to date");
    expect(builds).toBe(1);
  });

  it("says a build must run before it runs, and says nothing when all is up to date (npm start opens the database then)", async () => {
    const told: number[] = [];
    expect(await buildIfChanged(root, spec(), environment(), () => told.push(builds))).toBe("built");
    expect(told).toEqual([0]);
    expect(await buildIfChanged(root, spec(), environment(), () => told.push(builds))).toBe("up to date");
    expect(told).toEqual([0]);
  });

  it.each([
    ["an edited source", () => put("web/main.ts", "export const a = 2;")],
    ["a new file among the sources", () => put("web/new-route.tsx", "export {};")],
    ["a deleted source", () => rm(join(root, "web", "main.ts"))],
    ["an edited file the last build read outside the sources", () => put("lib/shared.ts", "export const b = 2;")],
    ["a changed lockfile (other tools installed)", () => put("package-lock.json", '{"v":2}')],
    ["a changed config", () => put("vite.config.ts", "export default { x: 1 };")],
    ["a deleted output", () => rm(join(root, "out"), { recursive: true })],
    ["a changed output", () => put("out/index.html", "edited by hand")],
  ])("builds again after %s", async (_what, change) => {
    await buildIfChanged(root, spec());
    await change();
    expect(await buildIfChanged(root, spec())).toBe("built");
    expect(builds).toBe(2);
    expect(await buildIfChanged(root, spec())).toBe("up to date");
  });

  it("builds again when what the build reads from the environment changed", async () => {
    await buildIfChanged(root, spec(), environment({ VITE_SITE: "a" }));
    expect(await buildIfChanged(root, spec(), environment({ VITE_SITE: "a", PORT: "9000" }))).toBe("up to date");
    expect(await buildIfChanged(root, spec(), environment({ VITE_SITE: "b" }))).toBe("built");
    expect(await buildIfChanged(root, spec(), environment({ VITE_SITE: "b", NODE_ENV: "production" }))).toBe("built");
    expect(builds).toBe(3);
  });
});
