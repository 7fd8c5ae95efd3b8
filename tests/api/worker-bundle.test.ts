import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";

/**
 * What Cloudflare is sent on deploy, gzipped, as `wrangler deploy --dry-run` reports it: issue 39's 220 KiB (the
 * ceiling is 250). 223 KiB before Auth and Storage left supabase-js for its parts (worker/adapters/supabase/client.ts),
 * 198 after (docs/decisions/028, session 21).
 */
const WORKER_UPLOAD_BUDGET_KIB = 220;
/** The renderer Worker (render.wrangler.toml): React's server renderer and the storefront's components. */
const RENDERER_UPLOAD_BUDGET_KIB = 250;

/** `wrangler deploy --dry-run` with `args`: the upload's size, minified and gzipped (KiB). */
async function upload(args: string[]): Promise<{ raw: number; gzip: number; code: string }> {
  const outdir = await mkdtemp(join(tmpdir(), "worker-bundle-"));
  try {
    const { stdout } = await promisify(execFile)(
      "npx",
      ["wrangler", "deploy", "--dry-run", "--outdir", outdir, ...args],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" }, maxBuffer: 10 * 1024 * 1024 },
    );
    const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stdout);
    expect(match, stdout).not.toBeNull();
    const code = await readFile(join(outdir, "index.js"), "utf8").catch(() => "");
    return { raw: Number(match![1]), gzip: Number(match![2]), code };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

describe("the Worker's upload", () => {
  it(`stays within ${WORKER_UPLOAD_BUDGET_KIB} KiB gzipped (minified; source maps go beside it)`, async () => {
    // The SPA may not be built yet (a fresh clone runs these tests before the end-to-end ones build it): the
    // Worker's upload does not contain the assets, so an empty folder stands in for dist/.
    const assets = await mkdtemp(join(tmpdir(), "worker-bundle-assets-"));
    try {
      const { raw, gzip, code } = await upload(["--assets", assets]);
      console.log(`Worker upload: ${raw} KiB, gzip ${gzip} KiB (budget ${WORKER_UPLOAD_BUDGET_KIB})`);
      expect(gzip).toBeLessThanOrEqual(WORKER_UPLOAD_BUDGET_KIB);
      // The embedded stand-ins are `npm start`'s only (worker/embedded-code.ts): none of them is deployed.
      expect(code, "the payment simulator's pages").not.toContain("Simulador de Mercado Pago");
      expect(code, "the embedded sign-in").not.toContain("Invalid login credentials");
      expect(code, "the stand-in invoicing provider").not.toContain("standin_invoicing_state");
      // zod's JSON Schema code (scripts/build/worker-zod.ts): the Worker's zod is a copy without it.
      expect(code, "zod's JSON Schema processors").not.toContain("json-schema.org");
    } finally {
      await rm(assets, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the renderer Worker's upload", () => {
  it(`stays within ${RENDERER_UPLOAD_BUDGET_KIB} KiB gzipped`, async () => {
    // The module this run built from the source (tests/support/global-setup.ts), in place of dist-render/render.js.
    const { raw, gzip } = await upload([inject("rendererModulePath"), "-c", "render.wrangler.toml"]);
    console.log(`Renderer upload: ${raw} KiB, gzip ${gzip} KiB (budget ${RENDERER_UPLOAD_BUDGET_KIB})`);
    expect(gzip).toBeLessThanOrEqual(RENDERER_UPLOAD_BUDGET_KIB);
  }, 120_000);
});
