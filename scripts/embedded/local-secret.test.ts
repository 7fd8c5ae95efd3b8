import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localAuthSecret } from "./local-secret.ts";

const dirs: string[] = [];
const fresh = async () => {
  const dir = await mkdtemp(join(tmpdir(), "shop-secret-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe("the embedded sign-in's secret", () => {
  it("is made once per data directory, random, and readable by its owner only", async () => {
    const [a, b] = [await fresh(), await fresh()];
    const first = await localAuthSecret(a);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await localAuthSecret(a)).toBe(first);
    expect(await localAuthSecret(b)).not.toBe(first);
    expect((await readFile(join(a, "auth-secret"), "utf8")).trim()).toBe(first);
    expect((await stat(join(a, "auth-secret"))).mode & 0o777).toBe(0o600);
  });

  it("is the same for two starts at once, never read half-written", async () => {
    for (let round = 0; round < 20; round++) {
      const dir = await fresh();
      const secrets = await Promise.all(Array.from({ length: 4 }, () => localAuthSecret(dir)));
      expect(new Set(secrets).size).toBe(1);
      expect(await readdir(dir)).toEqual(["auth-secret"]);
    }
  });
});
