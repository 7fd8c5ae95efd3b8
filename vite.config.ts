import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    securityHeadersFile(),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": `http://127.0.0.1:${process.env.SHOP_API_PORT ?? 8787}`,
      // The embedded sign-in the admin SPA's supabase-js talks to (worker/routes/auth.ts).
      "/auth": `http://127.0.0.1:${process.env.SHOP_API_PORT ?? 8787}`,
    },
  },
});
