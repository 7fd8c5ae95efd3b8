import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The renderer Worker (web/server/worker.ts, render.wrangler.toml): the SPA's routes and components built for the
 * server into one module, dist-render/render.js, which wrangler bundles and uploads (budget in
 * tests/api/worker-bundle.test.ts). Styles are the browser build's business: here they are left out. The back office
 * is never rendered on the server: its code is left out too (docs/decisions/010, issue 27).
 */
/**
 * Modules the server never runs, each replaced by a stand-in with the names its importers use: the back office (its
 * route names AdminApp and loadAdminPage), the e-invoice PDF (drawn in the browser on a click), the toaster (mounted at
 * the shopper's first interaction), the hero's slider (started in an effect), 'Mi cuenta' with supabase-js and a
 * quote's PDF.
 */
const STUBS: { test: RegExp; code: string }[] = [
  {
    test: /features[\\/]admin[\\/]/,
    code: "export const AdminApp = () => null; export const loadAdminPage = () => ({});",
  },
  { test: /(^|[\\/])draw-cfe\.ts$/, code: "export const cfePdf = () => { throw new Error('Not on the server'); };" },
  // A quote's PDF (issue 44), drawn in the browser on a click like the CFE's.
  {
    test: /(^|[\\/])quote-pdf\.ts$/,
    code: "export const downloadQuotePdf = () => { throw new Error('Not on the server'); };",
  },
  { test: /^sonner$/, code: "export const Toaster = () => null; export const toast = () => {};" },
  { test: /^keen-slider$/, code: "export default class KeenSlider {}" },
  // 'Mi cuenta' (issue 43) is drawn and signed in to in the browser only: its page and supabase-js stay out.
  { test: /features[\\/]account[\\/]AccountPage\.tsx$/, code: "export const AccountPage = () => null;" },
  {
    test: /^@supabase\/supabase-js$/,
    code: "export const createClient = () => { throw new Error('Not on the server'); };",
  },
];

function serverStubs(): Plugin {
  return {
    name: "render-server-stubs",
    enforce: "pre",
    resolveId(source) {
      const index = STUBS.findIndex((stub) => stub.test.test(source));
      return index >= 0 ? `\0render-stub-${index}` : null;
    },
    load(id) {
      const match = /^\0render-stub-(\d+)$/.exec(id);
      return match ? (STUBS[Number(match[1])]?.code ?? null) : null;
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./routes",
      generatedRouteTree: "./routeTree.gen.ts",
      // One module: the server has every page's code at hand.
      autoCodeSplitting: false,
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    serverStubs(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  ssr: {
    target: "webworker",
    noExternal: true,
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: {
    ssr: "server/worker.ts",
    outDir: "../dist-render",
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      external: ["node:async_hooks"],
      output: { entryFileNames: "render.js", codeSplitting: false },
    },
  },
});
