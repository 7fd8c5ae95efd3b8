import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, minifySync, type Plugin, type Rollup } from "vite";
import { headersFile } from "./worker/http/security-headers.ts";

/**
 * Writes dist/_headers from worker/http/security-headers.ts: Cloudflare (and `wrangler dev`) applies it to the
 * static assets and the SPA fallback it serves without running the Worker, so they carry the same headers.
 */
function securityHeadersFile(): Plugin {
  return {
    name: "shop-security-headers",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile() });
    },
  };
}

/**
 * The router's scroll restoration is off (web/router-options.tsx): its module is replaced by what the shop uses of it,
 * the scroll to the top (or to the hash) after a navigation (web/lib/router-scroll-reset.ts, ~0.7 KB gzipped less
 * on every first load). Only for @tanstack/router-core's own import of it, and only in the browser's build.
 */
function routerScrollReset(): Plugin {
  const shim = fileURLToPath(new URL("./web/lib/router-scroll-reset.ts", import.meta.url));
  return {
    name: "shop-router-scroll-reset",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "./scroll-restoration.js" || !importer) return null;
      return /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]router\.js$/.test(importer) ? shim : null;
    },
  };
}

/**
 * Each route's module by route id ('/shop/product/$slug' → 'shop.product.$slug.tsx'), read from the router plugin's
 * generated tree: the renderer reports the route ids a page matched (web/server/render-page.tsx), the Worker names
 * their chunks and styles (worker/seo/first-view.ts).
 */
function routeModules(): Record<string, string> {
  const tree = readFileSync(fileURLToPath(new URL("./web/routeTree.gen.ts", import.meta.url)), "utf8");
  const files = new Map(
    [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1], m[2]]),
  );
  const modules: Record<string, string> = {};
  for (const [, name, id] of tree.matchAll(/= (\w+)\.update\(\{\s*id: '([^']+)'/g)) {
    const file = files.get(name ?? "");
    if (file && id) modules[id] = `/routes/${file}.tsx`;
  }
  if (!modules["/"]) throw new Error("shop-first-view: no routes read from web/routeTree.gen.ts");
  return modules;
}

/** Walks a chunk's static imports into `into`, leaving out what `skip` holds. */
function walkImports(bundle: Rollup.OutputBundle, fileName: string, into: Set<string>, skip: Set<string>) {
  if (into.has(fileName) || skip.has(fileName)) return;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const dep of chunk.imports) walkImports(bundle, dep, into, skip);
}

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === "chunk");

const cssOf = (bundle: Rollup.OutputBundle, files: Iterable<string>) =>
  [...files].flatMap((f) => [...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);

/**
 * What every page runs at start: the entry, its imports and the chunks web/main.tsx imports in turn (React DOM, then
 * the app), with what they import.
 */
function startupChunks(bundle: Rollup.OutputBundle) {
  const entry = chunksOf(bundle).find((c) => c.isEntry);
  const direct = new Set<string>();
  const deferred = new Set<string>();
  if (!entry) return { direct, deferred };
  walkImports(bundle, entry.fileName, direct, new Set());
  for (const file of entry.dynamicImports) walkImports(bundle, file, deferred, direct);
  return { direct, deferred };
}

/** The code and styles of the chunks whose module `matches` (a route's split component), beyond the start-up chunks. */
function pageAssets(bundle: Rollup.OutputBundle, matches: (moduleId: string) => boolean, startup: Set<string>) {
  const page = new Set<string>();
  for (const chunk of chunksOf(bundle)) {
    if (chunk.moduleIds.some(matches)) walkImports(bundle, chunk.fileName, page, startup);
  }
  return { js: [...page].map((f) => `/${f}`), css: cssOf(bundle, page).map((f) => `/${f}`) };
}

type ModuleGraph = { getModuleInfo(id: string): Rollup.ModuleInfo | null };

/** What `from` imports statically, directly or not, short of `skip`. */
function staticClosure(graph: ModuleGraph, from: string[], skip = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const APP = fileURLToPath(new URL("./web/app.tsx", import.meta.url));
/** The shop's building blocks (shared components, hooks, rules), not a page's or a feature's own code. */
const buildingBlock = (id: string) =>
  !id.includes("node_modules") && !id.startsWith("\0") && /[\\/](web[\\/](components|lib)|domain)[\\/]/.test(id);
const backOffice = (id: string) => /[\\/](routes[\\/]admin|features[\\/]admin)/.test(id);
/** The home page, at '/' and '/home'. */
const homePage = (id: string) => /[\\/]routes[\\/](index|home)\.tsx\?tsr-split=component/.test(id);

/**
 * How the storefront's code is grouped (docs/decisions/010, issue 27). Left alone, the build cuts what the public
 * pages share into chunks of a few hundred bytes: 14–30 a page, each a request, a compile and a module to
 * instantiate on a phone's main thread after the first paint. So:
 * - `withApp`: what the home page shares with other parts of the shop goes with the app's start (the home page loads
 *   it anyway, and its first load has a budget);
 * - `storefront`: what two parts of the shop or more share otherwise (pages, and what they load on demand: the quick
 *   view, the home's lower sections), in one chunk.
 * Left out of both: libraries and what imports one (react-hook-form stays with contact and checkout), what is only
 * imported on demand (zod, the Markdown lexer) and the back office.
 */
function storefrontGroups() {
  let groups: { withApp: Set<string>; storefront: Set<string> } | undefined;
  const analyse = (graph: ModuleGraph) => {
    const start = staticClosure(graph, [APP]);
    // Every part loaded on demand, from the start on, the back office aside (it is one of them, but not followed).
    const parts: string[] = [];
    const queue = [...start];
    const seen = new Set(start);
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (seen.has(lazy) || backOffice(lazy)) continue;
        parts.push(lazy);
        for (const dep of staticClosure(graph, [lazy], start)) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          queue.push(dep);
        }
      }
    }
    const home = staticClosure(graph, parts.filter(homePage), start);
    const uses = new Map<string, number>();
    for (const part of parts.filter((id) => !homePage(id))) {
      for (const id of staticClosure(graph, [part], start))
        if (buildingBlock(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    const light = (id: string) => ![...staticClosure(graph, [id], start)].some((dep) => dep.includes("node_modules"));
    const shared = [...uses].filter(([id, count]) => count > 1 && light(id)).map(([id]) => id);
    return {
      withApp: new Set(shared.filter((id) => home.has(id))),
      storefront: new Set(shared.filter((id) => !home.has(id))),
    };
  };
  const name =
    (group: "withApp" | "storefront", chunk: string) =>
    (moduleId: string, graph: ModuleGraph): string | null => {
      groups ??= analyse(graph);
      return (group === "withApp" && moduleId === APP) || groups[group].has(moduleId) ? chunk : null;
    };
  return { app: name("withApp", "app"), storefront: name("storefront", "storefront") };
}

const groupsOfTheStorefront = storefrontGroups();

/** A route module's component, as the router plugin splits it off. */
const splitComponentOf = (routeModule: string) => (id: string) =>
  id.endsWith(`${routeModule}?tsr-split=component`) || id.includes(`${routeModule}?tsr-split=component&`);

/** The 'not found' page (the root route's lazy notFoundComponent): the renderer reports it as the route "404". */
const NOT_FOUND_MODULE = "/features/layout/NotFound.tsx";

/**
 * Adds the first view's frame to dist/index.html: the real header, safety strip and footer rendered to HTML with
 * react-dom/server (web/prerender-layout.tsx), in an inert <template> the Worker moves into #root, plus each first-view
 * page's chunks and styles (data-assets) for the Worker to preload. It also names in the head what web/main.tsx imports
 * as it starts (startupChunks), so that is fetched with the entry. Served as a plain static file, nothing changes.
 */
function firstViewShell(): Plugin {
  return {
    name: "shop-first-view",
    apply: "build",
    generateBundle: {
      // After Vite's own HTML plugin has put index.html in the bundle: changed in memory, before anything is written.
      order: "post",
      async handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") throw new Error("shop-first-view: no index.html in the bundle");
        const { direct, deferred } = startupChunks(bundle);
        const startup = new Set([...direct, ...deferred]);
        const assets = Object.fromEntries(
          Object.entries(routeModules())
            .filter(([id]) => !id.startsWith("/admin"))
            .map(([id, module]) => [id, pageAssets(bundle, splitComponentOf(module), startup)]),
        );
        assets["404"] = pageAssets(bundle, (id) => id.endsWith(NOT_FOUND_MODULE), startup);
        // The chunks web/main.tsx imports at start are fetched with the entry, not after it runs, and their styles
        // are in the head like the entry's.
        const links = [
          ...[...deferred].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...cssOf(bundle, deferred).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ];
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL("./web", import.meta.url)),
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let layout: string;
        try {
          const mod = (await server.ssrLoadModule("/prerender-layout.tsx")) as { renderLayout(): Promise<string> };
          layout = await mod.renderLayout();
        } finally {
          await server.close();
        }
        // The script that starts the SPA after the first paint (worker/seo/first-view.ts names it), minified: it is
        // part of every first view's JavaScript.
        const boot = fileURLToPath(new URL("./web/first-view.js", import.meta.url));
        const { code, errors } = minifySync(boot, readFileSync(boot, "utf8"));
        if (errors.length) throw new Error(`shop-first-view: web/first-view.js: ${errors[0]?.message}`);
        this.emitFile({ type: "asset", fileName: "first-view.js", source: code });
        const attr = JSON.stringify(assets).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
        index.source = String(index.source)
          // Replacer functions: a route id such as '/carrito/$' puts "$&" in the text, which a replacement string reads
          // as "the matched text" (it wrote '</body>' into the assets' JSON and every page lost its first-view styles).
          .replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`)
          .replace(
            "</body>",
            () => `  <template id="first-view" data-assets="${attr}">${layout}</template>\n  </body>`,
          );
      },
    },
  };
}

// The SPA lives in web/; it is built to dist/, which the Worker serves as static assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./routes",
      generatedRouteTree: "./routeTree.gen.ts",
      autoCodeSplitting: true,
      // Pending and error views are split off too (the router's default keeps the pending one in the entry):
      // they show only when a page is slow or fails, and the first-load budget has no room for them.
      codeSplittingOptions: {
        defaultBehavior: [["component"], ["errorComponent"], ["notFoundComponent"], ["pendingComponent"]],
      },
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    routerScrollReset(),
    securityHeadersFile(),
    firstViewShell(),
  ],
  resolve: {
    // TanStack Store asks for the React 16/17 shim of useSyncExternalStore; React 19 has it built in, and the
    // package's own non-shim entry uses it (~0.5 KB gzipped less on every first load).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  build: {
    // The start runs in steps (web/main.tsx, docs/decisions/010): React and React DOM in one chunk, everything
    // web/app.tsx imports in another, and Vite's preload helper alone (the entry needs it before the app).
    rolldownOptions: {
      // A dynamic import of a module its importer's chunk already holds defers nothing (decision 028, "The build's
      // INEFFECTIVE_DYNAMIC_IMPORT warnings"): the build fails on it instead of warning, so none comes back unseen.
      onLog(level, log, defaultHandler) {
        if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT")
          throw new Error(`A dynamic import that defers nothing (decision 028): ${log.message}`);
        defaultHandler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 3 },
            { name: "react-dom", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: groupsOfTheStorefront.app, debugName: "app", priority: 1 },
            {
              name: groupsOfTheStorefront.storefront,
              debugName: "storefront",
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    outDir: "../dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    // Every browser the shop supports (es2022) has <link rel="modulepreload">: no polyfill in the entry. A lazy
    // chunk's own imports are not listed in its importer (that list cost the first load ~1.5 KB gzipped): they load
    // when it runs; the router preloads a page's chunks on hover and the Worker lists a first view's (firstViewShell).
    // The styles a lazy chunk needs are still listed, so they arrive with it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${process.env.SHOP_API_PORT ?? 8787}`,
      // The embedded sign-in the admin SPA's supabase-js talks to (worker/routes/auth.ts).
      "/auth": `http://127.0.0.1:${process.env.SHOP_API_PORT ?? 8787}`,
    },
  },
});
