import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";

/** What Cloudflare is sent on deploy, gzipped, as `wrangler deploy --dry-run` reports it. */
const WORKER_UPLOAD_BUDGET_KIB = 250;

describe("the Worker's upload", () => {
  it(`stays within ${WORKER_UPLOAD_BUDGET_KIB} KiB gzipped (minified; source maps go beside it)`, async () => {
    const outdir = await mkdtemp(join(tmpdir(), "worker-bundle-"));
    // The SPA may not be built yet (a fresh clone runs these tests before the end-to-end ones build it): the
    // Worker's upload does not contain the assets, so an empty folder stands in for dist/.
    const assets = await mkdtemp(join(tmpdir(), "worker-bundle-assets-"));
    try {
      const { stdout } = await promisify(execFile)(
        "npx",
        ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--assets", assets],
        {
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
          maxBuffer: 10 * 1024 * 1024,
        },
      );
      const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stdout);
      expect(match, stdout).not.toBeNull();
      const gzip = Number(match![2]);
      console.log(`Worker upload: ${match![1]} KiB, gzip ${gzip} KiB (budget ${WORKER_UPLOAD_BUDGET_KIB})`);
      expect(gzip).toBeLessThanOrEqual(WORKER_UPLOAD_BUDGET_KIB);
    } finally {
      await rm(outdir, { recursive: true, force: true });
      await rm(assets, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The renderer Worker (render.wrangler.toml): React's server renderer and the storefront's components. */
const RENDERER_UPLOAD_BUDGET_KIB = 250;

describe("the renderer Worker's upload", () => {
  it(`stays within ${RENDERER_UPLOAD_BUDGET_KIB} KiB gzipped`, async () => {
    const outdir = await mkdtemp(join(tmpdir(), "renderer-bundle-"));
    try {
      // The module this run built from the source (tests/support/global-setup.ts), in place of dist-render/render.js.
      const { stdout } = await promisify(execFile)(
        "npx",
        [
          "wrangler",
          "deploy",
          inject("rendererModulePath"),
          "-c",
          "render.wrangler.toml",
          "--dry-run",
          "--outdir",
          outdir,
        ],
        {
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
          maxBuffer: 10 * 1024 * 1024,
        },
      );
      const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stdout);
      expect(match, stdout).not.toBeNull();
      const gzip = Number(match![2]);
      console.log(`Renderer upload: ${match![1]} KiB, gzip ${gzip} KiB (budget ${RENDERER_UPLOAD_BUDGET_KIB})`);
      expect(gzip).toBeLessThanOrEqual(RENDERER_UPLOAD_BUDGET_KIB);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  }, 120_000);
});
