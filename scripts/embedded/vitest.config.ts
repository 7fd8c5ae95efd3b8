import { defineConfig } from "vitest/config";

/**
 * The embedded layer's own tests (the root vitest.config.ts includes tests/ only):
 * npx vitest run -c scripts/embedded/vitest.config.ts
 */
export default defineConfig({
  test: { root: import.meta.dirname, include: ["**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 },
});
