// `node worker-build.mjs <root> <outDir>`: the shop's Worker bundled for `npm start` (scripts/embedded/builds.ts runs
// it only when one of its inputs changed). wrangler bundles it, as `wrangler dev` did at every start: the same
// esbuild options, aliases, Node.js compatibility and defines (SHOP_EMBEDDED true, NODE_ENV 'development'), written
// to <outDir>/bundle with its metafile (the inputs it read). Meanwhile this process reads wrangler.toml and
// render.wrangler.toml through wrangler's own reader and writes <outDir>/workers.json: what scripts/embedded/
// workers.mjs needs to run both Workers in workerd through Miniflare (names, compatibility, vars, assets and their
// routing, the RENDERER service binding). A configuration using anything else fails here, rather than being left
// out. Plain JavaScript: node runs it at once, without tsx.
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const [root, outDir] = process.argv.slice(2);
if (!root || !outDir) {
  console.error("worker-build.mjs: <root> <outDir>");
  process.exit(2);
}
await rm(outDir, { recursive: true, force: true });
// The dry run wants the assets folder to exist; the upload's assets are not part of the bundle.
const noAssets = join(outDir, "no-assets");
await mkdir(noAssets, { recursive: true });

const wranglerBin = join(root, "node_modules/wrangler/bin/wrangler.js");
const bundling = new Promise((resolvePromise, reject) => {
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "deploy",
      "--dry-run",
      "-c",
      "wrangler.toml",
      "--outdir",
      join(outDir, "bundle"),
      "--metafile",
      join(outDir, "metafile.json"),
      `--assets=${noAssets}`,
      // The embedded stand-ins, which a deploy leaves out (wrangler.toml [define], worker/embedded-code.ts).
      "--define",
      "SHOP_EMBEDDED:true",
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      // `wrangler dev`'s value of process.env.NODE_ENV in the bundle (a deploy's is 'production').
      env: { ...process.env, NODE_ENV: "development", WRANGLER_LOG: "warn", WRANGLER_SEND_METRICS: "false" },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.on("error", reject);
  child.on("exit", (code) =>
    code === 0 ? resolvePromise() : reject(new Error(`wrangler could not bundle the Worker:\n${output}`)),
  );
});

const require = createRequire(join(root, "package.json"));
const { unstable_readConfig: readConfig } = require("wrangler");
const shop = readConfig({ config: join(root, "wrangler.toml") });
const renderer = readConfig({ config: join(root, "render.wrangler.toml") });

/** What workers.mjs runs; anything else in the configuration would be silently missing, so it is refused. */
function supportedOnly(config, allowed) {
  const bindingKinds = [
    "kv_namespaces",
    "r2_buckets",
    "d1_databases",
    "durable_objects",
    "queues",
    "hyperdrive",
    "analytics_engine_datasets",
    "vectorize",
    "ai",
    "browser",
    "send_email",
    "workflows",
    "ratelimits",
    "unsafe",
    "text_blobs",
    "data_blobs",
    "wasm_modules",
    "dispatch_namespaces",
    "mtls_certificates",
    "secrets_store_secrets",
  ];
  for (const kind of bindingKinds) {
    const value = config[kind];
    const used = Array.isArray(value)
      ? value.length > 0
      : value && typeof value === "object"
        ? Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined))
        : Boolean(value);
    if (used && !allowed.includes(kind)) {
      throw new Error(
        `${config.configPath} uses ${kind}, which npm start's Miniflare runner (scripts/embedded/workers.mjs) does not set up yet.`,
      );
    }
  }
}
supportedOnly(shop, []);
supportedOnly(renderer, []);

/** run_worker_first's rules as the assets router reads them (as wrangler's parseStaticRouting makes them). */
function staticRouting(rules) {
  if (!Array.isArray(rules)) return undefined;
  return {
    user_worker: rules.filter((rule) => rule.startsWith("/")),
    asset_worker: rules.filter((rule) => rule.startsWith("!/")).map((rule) => rule.slice(1)),
  };
}

const assets = shop.assets;
if (typeof assets?.run_worker_first === "boolean") throw new Error("run_worker_first = true/false: not set up yet.");
const workers = {
  shop: {
    name: shop.name,
    compatibilityDate: shop.compatibility_date,
    compatibilityFlags: shop.compatibility_flags,
    vars: shop.vars,
    crons: shop.triggers?.crons ?? [],
    assets: assets && {
      directory: resolve(root, assets.directory),
      binding: assets.binding,
      routerConfig: { has_user_worker: true, static_routing: staticRouting(assets.run_worker_first) },
      assetConfig: {
        html_handling: assets.html_handling,
        not_found_handling: assets.not_found_handling,
        compatibility_date: shop.compatibility_date,
        compatibility_flags: shop.compatibility_flags,
      },
    },
    serviceBindings: Object.fromEntries(
      (shop.services ?? []).map((s) => [s.binding, { name: s.service, entrypoint: s.entrypoint }]),
    ),
  },
  renderer: {
    name: renderer.name,
    compatibilityDate: renderer.compatibility_date,
    compatibilityFlags: renderer.compatibility_flags,
    vars: renderer.vars,
    main: resolve(root, renderer.main),
  },
};

await bundling;
await writeFile(join(outDir, "workers.json"), JSON.stringify(workers, null, 2));
